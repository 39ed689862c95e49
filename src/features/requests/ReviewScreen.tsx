/**
 * …/review's container: the request through the route's data declaration, the child's keychains
 * this parent made, and Accept: with exactly one keychain it goes straight to the key, with
 * several to choosing one. Everything it draws is ReviewView's.
 */
import { useNavigate } from '@tanstack/react-router'
import { queries, useQuery, useTimeZone } from '../../data'
import { useOwnKeychains } from './own-keychains'
import { useRequestParams } from './RequestDetails'
import { ReviewView } from './ReviewView'
import { reviewUnlockRequestData } from './queries'

export default function ReviewScreen() {
  const { userId, id } = useRequestParams()
  const navigate = useNavigate()
  const request = useQuery(reviewUnlockRequestData({ userId, id })(queries).request)
  const own = useOwnKeychains(userId)
  const accept = () => {
    const only = own.keychains?.length === 1 ? own.keychains[0] : undefined
    if (only)
      void navigate({ to: '/children/$userId/unlock-requests/$id/edit-key/$keychainId', params: { userId, id, keychainId: only.id.toLowerCase() } })
    else void navigate({ to: '/children/$userId/unlock-requests/$id/select-keychain', params: { userId, id } })
  }
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
