/**
 * An unlock request's facts, shared by its pages: child, time, comment, link (only web links
 * are clickable), the app's name or bundle ID, and expandable details.
 */
import type { ReactNode } from 'react'
import { idKey } from '@domain/api/ids'
import { isWebLink, requestTarget } from '@domain/requests/list'
import type { UnlockRequest } from '@domain/api/wire'
import { type QueryDef, useQuery } from '../../data'
import { type Loadable, QueryView } from '../../ui/QueryView'
import { formatDateTime } from './format'
import './requests.css'

/** A request page's child and request ids, as addresses and drafts write them. */
export const requestIds = (params: { readonly userId: string; readonly id: string }): { userId: string; id: string } => ({
  userId: idKey(params.userId),
  id: idKey(params.id),
})

export interface RequestPageProps {
  readonly title: string
  readonly request: Loadable<UnlockRequest>
  /** The page's content once the request is in. */
  readonly children: (request: UnlockRequest) => ReactNode
}

/** A request's page: its title, then loading, the failure with Try again, or the content. */
export function RequestPage({ title, request, children }: RequestPageProps) {
  return (
    <div className="page request-page">
      <div className="page-header">
        <h1>{title}</h1>
      </div>
      <QueryView query={request} loadingLabel="Loading unlock request…">
        {(loaded) => children(loaded)}
      </QueryView>
    </div>
  )
}

/** Reads the route's declared unlock request and renders a page around it. */
export function UnlockRequestPage({
  title,
  request: declared,
  children,
}: Omit<RequestPageProps, 'request'> & { request: QueryDef<'GetUnlockRequest'> }) {
  const request = useQuery(declared)
  return (
    <RequestPage title={title} request={request}>
      {children}
    </RequestPage>
  )
}

/** `timeZone`: the parent's, which the request's time is shown in. */
export function RequestFacts({ request, timeZone }: { request: UnlockRequest; timeZone: string }) {
  const app = request.appName ?? request.appBundleId
  const target = requestTarget(request)
  const details: [string, string | undefined][] = [
    ['App category', request.appCategories.join(', ') || undefined],
    ['Bundle ID', request.appBundleId],
    ['URL', request.url],
    ['Domain', request.domain],
    ['IP address', request.ipAddress],
  ]
  return (
    <div className="card request-facts">
      <dl className="request-facts__list">
        <div>
          <dt>Child</dt>
          <dd>{request.userName}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>
            <time dateTime={request.createdAt}>{formatDateTime(request.createdAt, timeZone)}</time>
          </dd>
        </div>
        {request.requestComment && (
          <div>
            <dt>Comment</dt>
            <dd>“{request.requestComment}”</dd>
          </div>
        )}
        <div>
          <dt>Link</dt>
          <dd className="request-facts__link">
            {isWebLink(request.url) ? (
              <a href={request.url} target="_blank" rel="noopener noreferrer">
                {target}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              target || 'None'
            )}
          </dd>
        </div>
        {app && (
          <div>
            <dt>App</dt>
            <dd>{app}</dd>
          </div>
        )}
      </dl>
      <details className="request-facts__details">
        <summary>Details</summary>
        <dl className="request-facts__list">
          {details.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value ?? '—'}</dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  )
}
