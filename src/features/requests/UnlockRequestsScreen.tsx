/**
 * Unlock requests' containers: every child's (/unlock-requests) or one child's
 * (/children/{userId}/unlock-requests), read through their routes' data declarations. The lists
 * are fetched again every 10 s while on screen, so new requests appear by themselves. Everything
 * they draw is UnlockRequestsView's.
 */
import { useQuery, useTimeZone } from '../../data'
import { useRouteData } from '../route-data'
import { childUnlockRequestsData, unlockRequestsData } from './queries'
import { UnlockRequestsView } from './UnlockRequestsView'

export function AllUnlockRequestsScreen() {
  const requests = useQuery(useRouteData(unlockRequestsData).queries.requests)
  return <UnlockRequestsView title="Unlock requests" requests={requests} empty="No unlock requests" timeZone={useTimeZone()} />
}

export function ChildUnlockRequestsScreen() {
  const { queries } = useRouteData(childUnlockRequestsData)
  const requests = useQuery(queries.requests)
  const child = useQuery(queries.child)
  const title = child.data ? `${child.data.name}’s unlock requests` : 'Unlock requests'
  return <UnlockRequestsView title={title} requests={requests} empty="No unlock requests for this child" timeZone={useTimeZone()} />
}
