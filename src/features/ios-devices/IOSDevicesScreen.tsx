/**
 * `/ios-devices`' container: reads the iPhones and iPads through the route's data declaration when
 * the build's API has them. Everything it draws is IOSDevicesView's.
 */
import { apiProfile, queries, useQuery } from '../../data'
import { IOSDevicesView } from './IOSDevicesView'
import { iosDevicesData, iosDevicesOffered } from './queries'

export default function IOSDevicesScreen() {
  const offered = iosDevicesOffered(apiProfile)
  const devices = useQuery(offered ? iosDevicesData(queries).devices : null)
  return offered ? <IOSDevicesView offered devices={devices} /> : <IOSDevicesView offered={false} />
}
