/**
 * A list of unlock requests, drawn from plain props: every child's or one child's. Cards, pending
 * first then newest; one child's pending requests for the same site are shown together, with
 * Deny and Accept → on each pending one. Also loading, the failure with Try again, and none.
 */
import { Link } from '@tanstack/react-router'
import { idKey } from '@domain/api/ids'
import { groupRequests } from '@domain/requests/group'
import { pendingCount, requestTarget, sortRequests } from '@domain/requests/list'
import type { UnlockRequest } from '@domain/api/wire'
import { buttonClass } from '../../ui/Button'
import { EmptyState } from '../../ui/EmptyState'
import { type Loadable, QueryView } from '../../ui/QueryView'
import { formatDateTime } from './format'
import './requests.css'

export interface UnlockRequestsViewProps {
  readonly title: string
  /** The empty state's title. */
  readonly empty: string
  readonly requests: Loadable<readonly UnlockRequest[]>
  /** The parent's time zone, which the requests' times are shown in. */
  readonly timeZone: string
}

function RequestCard({ request, timeZone }: { request: UnlockRequest; timeZone: string }) {
  const params = { userId: idKey(request.userId), id: idKey(request.id) }
  const target = requestTarget(request)
  return (
    <li className="request-card card">
      <div className="request-card__head">
        <strong>{request.userName}</strong>
        <time className="muted" dateTime={request.createdAt}>
          {formatDateTime(request.createdAt, timeZone)}
        </time>
      </div>
      <p className="request-card__target">{target || request.appName || request.appBundleId || 'Unknown address'}</p>
      {request.requestComment && <p className="request-card__comment">“{request.requestComment}”</p>}
      {request.status === 'pending' ? (
        <div className="row row--end">
          <Link
            to="/children/$userId/unlock-requests/$id/deny"
            params={params}
            className={buttonClass('secondary', 'sm')}
            aria-label={`Deny ${request.userName}’s request for ${target}`}
          >
            Deny
          </Link>
          <Link
            to="/children/$userId/unlock-requests/$id/review"
            params={params}
            className={buttonClass('primary', 'sm')}
            aria-label={`Accept ${request.userName}’s request for ${target}`}
          >
            Accept →
          </Link>
        </div>
      ) : (
        <p className={`request-card__status request-card__status--${request.status}`}>
          {request.status === 'accepted' ? 'Unlock request accepted' : 'Unlock request rejected'}
        </p>
      )}
    </li>
  )
}

function RequestList({ requests, timeZone }: { requests: readonly UnlockRequest[]; timeZone: string }) {
  const groups = groupRequests(sortRequests(requests))
  return (
    <ul className="request-list" aria-label="Unlock requests">
      {groups.map((group) =>
        group.requests.length === 1 ? (
          <RequestCard key={group.requests[0]!.id} request={group.requests[0]!} timeZone={timeZone} />
        ) : (
          <li key={group.requests[0]!.id} className="request-group">
            <p className="request-group__title">
              {group.requests.length} requests from {group.requests[0]!.userName} for {group.site}
              <span className="request-group__hint"> · accepting one accepts all, with one key</span>
            </p>
            <ul className="request-list" aria-label={`Requests for ${group.site}`}>
              {group.requests.map((r) => (
                <RequestCard key={r.id} request={r} timeZone={timeZone} />
              ))}
            </ul>
          </li>
        ),
      )}
    </ul>
  )
}

export function UnlockRequestsView({ title, empty, requests, timeZone }: UnlockRequestsViewProps) {
  const pending = requests.data ? pendingCount(requests.data) : 0
  return (
    <div className="page">
      <div className="page-header">
        <h1>{title}</h1>
        {pending > 0 && <span className="badge badge--warning">{pending} pending</span>}
      </div>
      <QueryView query={requests} loadingLabel="Loading unlock requests…">
        {(list) => (list.length === 0 ? <EmptyState title={empty} /> : <RequestList requests={list} timeZone={timeZone} />)}
      </QueryView>
    </div>
  )
}
