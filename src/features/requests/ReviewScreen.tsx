/**
 * …/review: the request's facts with Accept and Deny. Accepting needs a keychain this parent
 * made on the child; with exactly one it goes straight to the key, with several to choosing one.
 */
import { Link, Navigate, useNavigate } from '@tanstack/react-router'
import { Button, buttonClass } from '../../ui/Button'
import { Loading } from '../../ui/QueryState'
import { useOwnKeychains } from './own-keychains'
import { RequestFacts, UnlockRequestPage, useRequestParams } from './RequestDetails'

export default function ReviewScreen() {
  const { userId, id } = useRequestParams()
  const navigate = useNavigate()
  const own = useOwnKeychains(userId)
  const accept = () => {
    const only = own.keychains?.length === 1 ? own.keychains[0] : undefined
    if (only) void navigate({ to: '/children/$userId/unlock-requests/$id/edit-key/$keychainId', params: { userId, id, keychainId: only.id.toLowerCase() } })
    else void navigate({ to: '/children/$userId/unlock-requests/$id/select-keychain', params: { userId, id } })
  }
  return (
    <UnlockRequestPage title="Unlock request">
      {(request) => {
        if (request.status !== 'pending') return <Navigate to="/children/$userId/unlock-requests/$id" params={{ userId, id }} replace />
        const child = own.childName ?? request.userName
        return (
          <>
            <RequestFacts request={request} />
            {own.keychains === undefined ? (
              own.query.error ? (
                <p role="alert" className="field__error">Could not load {child}’s keychains. <Button size="sm" variant="secondary" onClick={() => void own.query.refetch()}>Try again</Button></p>
              ) : (
                <Loading label="Loading keychains…" />
              )
            ) : own.keychains.length === 0 ? (
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
              <Button disabled={!own.keychains || own.keychains.length === 0} onClick={accept}>
                Accept
              </Button>
            </div>
          </>
        )
      }}
    </UnlockRequestPage>
  )
}
