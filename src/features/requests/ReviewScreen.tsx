/**
 * …/review's container: the request through the route's data declaration, the child's keychains
 * this parent made, and Accept: with exactly one keychain it goes straight to the key, with
 * several to choosing one. Everything it draws is ReviewView's.
 */
import { useNavigate } from '@tanstack/react-router'
import { acceptDestination } from '@domain/requests/accept'
import { adminId, useQuery, useTimeZone } from '../../data'
import { useRouteData } from '../route-data'
import { acceptRoute } from './accept-route'
import { useOwnKeychains } from './own-keychains'
import { requestIds } from './RequestDetails'
import { ReviewView } from './ReviewView'
import { reviewUnlockRequestData } from './queries'

export default function ReviewScreen() {
  const { params, queries } = useRouteData(reviewUnlockRequestData)
  const { userId, id } = requestIds(params)
  const navigate = useNavigate()
  const request = useQuery(queries.request)
  const own = useOwnKeychains(queries.child)
  const accept = () => void navigate(acceptRoute({ userId, id }, acceptDestination(own.query.data?.keychains, adminId() ?? '')))
  return (
    <ReviewView
      userId={userId}
      id={id}
      request={request}
      keychains={{ data: own.keychains, error: own.query.error, refetch: own.query.refetch }}
      childName={own.childName}
      onAccept={accept}
      timeZone={useTimeZone()}
    />
  )
}
