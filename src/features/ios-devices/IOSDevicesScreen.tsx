/**
 * `/ios-devices`' container: reads the iPhones and iPads through the route's data declaration when
 * the build's API has them. Everything it draws is IOSDevicesView's.
 */
import { useQuery } from '../../data'
import { useRouteData } from '../route-data'
import { IOSDevicesView } from './IOSDevicesView'
import { iosDevicesData } from './queries'

export default function IOSDevicesScreen() {
  const declared = useRouteData(iosDevicesData).queries.devices
  const devices = useQuery(declared)
  return declared ? <IOSDevicesView offered devices={devices} /> : <IOSDevicesView offered={false} />
}
