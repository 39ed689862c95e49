/**
 * Unlock requests: every child's (/unlock-requests) or one child's
 * (/children/{userId}/unlock-requests). Cards, pending first then newest; one child's pending
 * requests for the same site are shown together. The list is fetched again every 10 s while on
 * screen, so new requests appear by themselves.
 */
import { Link, useParams } from '@tanstack/react-router'
import { groupRequests } from '@domain/requests/group'
import { pendingCount, requestTarget, sortRequests } from '@domain/requests/list'
import type { UnlockRequest } from '@domain/api/wire'
import { queries, useQuery } from '../../data'
import { buttonClass } from '../../ui/Button'
import { EmptyState } from '../../ui/EmptyState'
import { QueryView } from '../../ui/QueryState'
import { formatDateTime } from './format'
import './requests.css'

function RequestCard({ request }: { request: UnlockRequest }) {
  const params = { userId: request.userId.toLowerCase(), id: request.id.toLowerCase() }
  const target = requestTarget(request)
  return (
    <li className="request-card card">
      <div className="request-card__head">
        <strong>{request.userName}</strong>
        <time className="muted" dateTime={request.createdAt}>
          {formatDateTime(request.createdAt)}
        </time>
      </div>
      <p className="request-card__target">{target || request.appName || request.appBundleId || 'Unknown address'}</p>
      {request.requestComment && <p className="request-card__comment">“{request.requestComment}”</p>}
      {request.status === 'pending' ? (
        <div className="row row--end">
          <Link to="/children/$userId/unlock-requests/$id/deny" params={params} className={buttonClass('secondary', 'sm')} aria-label={`Deny ${request.userName}’s request for ${target}`}>
            Deny
          </Link>
          <Link to="/children/$userId/unlock-requests/$id/review" params={params} className={buttonClass('primary', 'sm')} aria-label={`Accept ${request.userName}’s request for ${target}`}>
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

function RequestList({ requests }: { requests: readonly UnlockRequest[] }) {
  const groups = groupRequests(sortRequests(requests))
  return (
    <ul className="request-list" aria-label="Unlock requests">
      {groups.map((group) =>
        group.requests.length === 1 ? (
          <RequestCard key={group.requests[0]!.id} request={group.requests[0]!} />
        ) : (
          <li key={group.requests[0]!.id} className="request-group">
            <p className="request-group__title">
              {group.requests.length} requests from {group.requests[0]!.userName} for {group.site}
              <span className="request-group__hint"> · accepting one accepts all, with one key</span>
            </p>
            <ul className="request-list" aria-label={`Requests for ${group.site}`}>
              {group.requests.map((r) => (
                <RequestCard key={r.id} request={r} />
              ))}
            </ul>
          </li>
        ),
      )}
    </ul>
  )
}

function Screen({ title, query, empty }: { title: string; query: ReturnType<typeof useQuery<'GetUnlockRequests'>>; empty: string }) {
  const pending = query.data ? pendingCount(query.data) : 0
  return (
    <div className="page">
      <div className="page-header">
        <h1>{title}</h1>
        {pending > 0 && <span className="badge badge--warning">{pending} pending</span>}
      </div>
      <QueryView query={query} loadingLabel="Loading unlock requests…">
        {(requests) => (requests.length === 0 ? <EmptyState title={empty} /> : <RequestList requests={requests} />)}
      </QueryView>
    </div>
  )
}

export function AllUnlockRequestsScreen() {
  const query = useQuery(queries.unlockRequests())
  return <Screen title="Unlock requests" query={query} empty="No unlock requests" />
}

export function ChildUnlockRequestsScreen() {
  const { userId } = useParams({ strict: false })
  const query = useQuery(queries.userUnlockRequests(userId ?? ''))
  const child = useQuery(queries.user(userId ?? ''))
  const title = child.data ? `${child.data.name}’s unlock requests` : 'Unlock requests'
  return <Screen title={title} query={query} empty="No unlock requests for this child" />
}
