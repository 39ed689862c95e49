/** …/deny: an optional comment for the child (blank is left out), then Deny. */
import { Link, Navigate, useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { responseCommentToSend } from '@domain/requests/suspension'
import type { OperationInput } from '@domain/api/operations'
import type { UnlockRequest } from '@domain/api/wire'
import { runCommand, toast } from '../../data'
import { Button, buttonClass } from '../../ui/Button'
import { decideUnlockRequest } from './commands'
import { RequestFacts, UnlockRequestPage, useRequestParams } from './RequestDetails'

function DenyForm({ request }: { request: UnlockRequest }) {
  const { userId, id } = useRequestParams()
  const navigate = useNavigate()
  const commentId = useId()
  const [comment, setComment] = useState('')
  const [phase, setPhase] = useState<'idle' | 'saving' | 'failed'>('idle')
  if (request.status !== 'pending' && phase === 'idle') {
    return <Navigate to="/children/$userId/unlock-requests/$id" params={{ userId, id }} replace />
  }
  const deny = async () => {
    setPhase('saving')
    const responseComment = responseCommentToSend(comment)
    const input = { id: request.id, status: 'rejected', ...(responseComment ? { responseComment } : {}) } as OperationInput<'UpdateUnlockRequest'>
    const result = await runCommand(decideUnlockRequest(userId, input))
    if (!result.ok) {
      setPhase('failed')
      return
    }
    toast.success('Unlock request rejected!')
    void navigate({ to: '/children/$userId/unlock-requests/$id', params: { userId, id }, replace: true })
  }
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault()
        void deny()
      }}
    >
      <RequestFacts request={request} />
      <div className="field">
        <label className="field__label" htmlFor={commentId}>
          Comment for {request.userName}
          <span className="field__optional">*optional</span>
        </label>
        <textarea id={commentId} className="field__input" rows={3} value={comment} onChange={(e) => setComment(e.target.value)} />
      </div>
      {phase === 'failed' && (
        <p className="alert alert--error" role="alert">
          Error denying unlock request
        </p>
      )}
      <div className="row row--end request-actions">
        <Link to="/children/$userId/unlock-requests/$id/review" params={{ userId, id }} className={buttonClass('secondary')}>
          Back
        </Link>
        <Button type="submit" variant="danger" loading={phase === 'saving'}>
          Deny
        </Button>
      </div>
    </form>
  )
}

export default function DenyScreen() {
  return <UnlockRequestPage title="Deny unlock request">{(request) => <DenyForm request={request} />}</UnlockRequestPage>
}
