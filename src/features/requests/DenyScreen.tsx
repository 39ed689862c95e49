/**
 * …/deny's container: the request through the route's data declaration, the comment as typed,
 * and Deny as a command (a blank comment is left out); once denied, the request's own page.
 * Everything it draws is DenyView's.
 */
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { responseCommentToSend } from '@domain/requests/suspension'
import type { OperationInput } from '@domain/api/operations'
import { queries, runCommand, toast, useQuery, useTimeZone } from '../../data'
import { decideUnlockRequest } from './commands'
import { type DenyPhase, DenyView } from './DenyView'
import { denyUnlockRequestData } from './queries'
import { useRequestParams } from './RequestDetails'

export default function DenyScreen() {
  const { userId, id } = useRequestParams()
  const navigate = useNavigate()
  const request = useQuery(denyUnlockRequestData({ id })(queries).request)
  const [comment, setComment] = useState('')
  const [phase, setPhase] = useState<DenyPhase>('idle')
  const deny = async () => {
    if (!request.data || phase === 'saving') return
    setPhase('saving')
    const responseComment = responseCommentToSend(comment)
    const input = {
      id: request.data.id,
      status: 'rejected',
      ...(responseComment ? { responseComment } : {}),
    } as OperationInput<'UpdateUnlockRequest'>
    const result = await runCommand(decideUnlockRequest(userId, input))
    if (!result.ok) {
      setPhase('failed')
      return
    }
    toast.success('Unlock request rejected!')
    void navigate({ to: '/children/$userId/unlock-requests/$id', params: { userId, id }, replace: true })
  }
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
