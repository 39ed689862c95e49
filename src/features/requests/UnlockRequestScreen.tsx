/**
 * /children/{userId}/unlock-requests/{id}: a decided request says so; a pending one goes on to
 * the review page.
 */
import { Navigate } from '@tanstack/react-router'
import { useTimeZone } from '../../data'
import { RequestFacts, UnlockRequestPage, useRequestParams } from './RequestDetails'

export default function UnlockRequestScreen() {
  const { userId, id } = useRequestParams()
  const timeZone = useTimeZone()
  return (
    <UnlockRequestPage title="Unlock request">
      {(request) =>
        request.status === 'pending' ? (
          <Navigate to="/children/$userId/unlock-requests/$id/review" params={{ userId, id }} replace />
        ) : (
          <>
            <p className="request-outcome" role="status">
              The unlock request has been {request.status}.
            </p>
            <RequestFacts request={request} timeZone={timeZone} />
          </>
        )
      }
    </UnlockRequestPage>
  )
}
