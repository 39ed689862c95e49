/**
 * `/devices`' container: reads the devices through the route's data declaration, on the engine's
 * clock. Everything it draws is DevicesView's.
 */
import { useClock, useQuery } from '../../data'
import { useRouteData } from '../route-data'
import { DevicesView } from './DevicesView'
import { devicesData } from './queries'

export default function DevicesScreen() {
  const devices = useQuery(useRouteData(devicesData).queries.devices)
  const clock = useClock(60_000)
  return <DevicesView devices={devices} clock={clock} />
}
