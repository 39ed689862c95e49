/**
 * /children/{userId}/unlock-requests/{id}: a decided request says so; a pending one goes on to
 * the review page.
 */
import { Navigate } from '@tanstack/react-router'
import { useTimeZone } from '../../data'
import { useRouteData } from '../route-data'
import { unlockRequestData } from './queries'
import { RequestFacts, UnlockRequestPage, requestIds } from './RequestDetails'

export default function UnlockRequestScreen() {
  const { params, queries } = useRouteData(unlockRequestData)
  const { userId, id } = requestIds(params)
  const timeZone = useTimeZone()
  return (
    <UnlockRequestPage title="Unlock request" request={queries.request}>
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
