/**
 * …/review, drawn from plain props: the request's facts with Deny and Accept. Accepting needs a
 * keychain this parent made on the child: while they load Accept waits, a failure to load them
 * says so with Try again, and none says what to do first. A request decided already goes to its
 * own page. Also the request's loading, its failure with Try again and Contact support, and a
 * failed refresh above the request kept.
 */
import { Link, Navigate } from '@tanstack/react-router'
import type { UnlockRequest, UserKeychainSummary } from '@domain/api/wire'
import { Button, buttonClass } from '../../ui/Button'
import { Loading } from '../../ui/QueryState'
import type { Loadable } from '../../ui/QueryView'
import { RequestFacts, RequestPage } from './RequestDetails'

export interface ReviewViewProps {
  /** The route's child and request ids (lower case). */
  readonly userId: string
  readonly id: string
  readonly request: Loadable<UnlockRequest>
  /** The child's keychains this parent made: the only ones the request's key can go into. */
  readonly keychains: Loadable<readonly UserKeychainSummary[]>
  /** The child's name once the child is in (the request's own until then). */
  readonly childName: string | undefined
  readonly onAccept: () => void
  /** The parent's time zone, which the request's time is shown in. */
  readonly timeZone: string
}

export function ReviewView({ userId, id, request, keychains, childName, onAccept, timeZone }: ReviewViewProps) {
  return (
    <RequestPage title="Unlock request" request={request}>
      {(loaded) => {
        if (loaded.status !== 'pending') return <Navigate to="/children/$userId/unlock-requests/$id" params={{ userId, id }} replace />
        const child = childName ?? loaded.userName
        const own = keychains.data
        return (
          <>
            <RequestFacts request={loaded} timeZone={timeZone} />
            {own === undefined ? (
              keychains.error ? (
                <p role="alert" className="field__error">
                  Could not load {child}’s keychains.{' '}
                  <Button size="sm" variant="secondary" onClick={() => void keychains.refetch()}>
                    Try again
                  </Button>
                </p>
              ) : (
                <Loading label="Loading keychains…" />
              )
            ) : own.length === 0 ? (
              <div className="alert alert--warning request-warning" role="status">
                <p>Before you can accept this unlock request, {child} needs to have at least one keychain created by you</p>
                <Link to="/children/$userId" params={{ userId }} className={buttonClass('secondary', 'sm')}>
                  Add a keychain to {child}
                </Link>
              </div>
            ) : null}
            <div className="row row--end request-actions">
              <Link to="/children/$userId/unlock-requests/$id/deny" params={{ userId, id }} className={buttonClass('secondary')}>
                Deny
              </Link>
              <Button disabled={!own || own.length === 0} onClick={onAccept}>
                Accept
              </Button>
            </div>
          </>
        )
      }}
    </RequestPage>
  )
}
