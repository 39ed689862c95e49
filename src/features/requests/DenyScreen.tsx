/**
 * …/deny's container: the request through the route's data declaration, the comment as typed,
 * and Deny as the same command as Home's request card (its texts say how it went); once denied,
 * the request's own page. Everything it draws is DenyView's.
 */
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useCommand, useQuery, useTimeZone } from '../../data'
import { useRouteData } from '../route-data'
import { denyUnlockRequest } from './commands'
import { DenyView } from './DenyView'
import { denyUnlockRequestData } from './queries'
import { requestIds } from './RequestDetails'

export default function DenyScreen() {
  const { params, queries } = useRouteData(denyUnlockRequestData)
  const { userId, id } = requestIds(params)
  const navigate = useNavigate()
  const request = useQuery(queries.request)
  const [comment, setComment] = useState('')
  const denying = useCommand()
  const deny = async () => {
    if (!request.data || denying.pending) return
    const result = await denying.run(denyUnlockRequest({ id: request.data.id, userId }, comment))
    if (result.ok) void navigate({ to: '/children/$userId/unlock-requests/$id', params: { userId, id }, replace: true })
  }
  const phase = denying.pending ? 'saving' : denying.error ? 'failed' : 'idle'
  return (
    <DenyView
      userId={userId}
      id={id}
      request={request}
      comment={comment}
      onComment={setComment}
      phase={phase}
      onDeny={() => void deny()}
      timeZone={useTimeZone()}
    />
  )
}
