/**
 * Unlock requests' containers: every child's (/unlock-requests) or one child's
 * (/children/{userId}/unlock-requests), read through their routes' data declarations. The lists
 * are fetched again every 10 s while on screen, so new requests appear by themselves. Everything
 * they draw is UnlockRequestsView's.
 */
import { useParams } from '@tanstack/react-router'
import { queries, useQuery, useTimeZone } from '../../data'
import { childUnlockRequestsData, unlockRequestsData } from './queries'
import { UnlockRequestsView } from './UnlockRequestsView'

export function AllUnlockRequestsScreen() {
  const requests = useQuery(unlockRequestsData(queries).requests)
  return <UnlockRequestsView title="Unlock requests" requests={requests} empty="No unlock requests" timeZone={useTimeZone()} />
}

export function ChildUnlockRequestsScreen() {
  const { userId } = useParams({ strict: false })
  const data = childUnlockRequestsData({ userId: userId ?? '' })(queries)
  const requests = useQuery(data.requests)
  const child = useQuery(data.child)
  const title = child.data ? `${child.data.name}’s unlock requests` : 'Unlock requests'
  return <UnlockRequestsView title={title} requests={requests} empty="No unlock requests for this child" timeZone={useTimeZone()} />
}
