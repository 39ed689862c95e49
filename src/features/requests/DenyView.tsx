/**
 * …/deny, drawn from plain props: the request's facts, an optional comment for the child, Back
 * and Deny (busy while sending); after a failure (the command's toast says it) the form stays to
 * send again. A request
 * decided already (and not by this form) goes to its own page. Also the request's loading, its
 * failure with Try again and Contact support, and a failed refresh above the request kept.
 */
import { Link, Navigate } from '@tanstack/react-router'
import { useId } from 'react'
import type { UnlockRequest } from '@domain/api/wire'
import { Button, buttonClass } from '../../ui/Button'
import type { Loadable } from '../../ui/QueryView'
import { RequestFacts, RequestPage } from './RequestDetails'

/** Where sending the denial is: not sent yet, on its way, or failed. */
export type DenyPhase = 'idle' | 'saving' | 'failed'

export interface DenyViewProps {
  /** The route's child and request ids (lower case). */
  readonly userId: string
  readonly id: string
  readonly request: Loadable<UnlockRequest>
  readonly comment: string
  readonly onComment: (comment: string) => void
  readonly phase: DenyPhase
  readonly onDeny: () => void
  /** The parent's time zone, which the request's time is shown in. */
  readonly timeZone: string
}

export function DenyView({ request, ...form }: DenyViewProps) {
  return (
    <RequestPage title="Deny unlock request" request={request}>
      {(loaded) => <DenyForm request={loaded} {...form} />}
    </RequestPage>
  )
}

function DenyForm({ userId, id, request, comment, onComment, phase, onDeny, timeZone }: Omit<DenyViewProps, 'request'> & { request: UnlockRequest }) {
  const commentId = useId()
  if (request.status !== 'pending' && phase === 'idle') {
    return <Navigate to="/children/$userId/unlock-requests/$id" params={{ userId, id }} replace />
  }
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault()
        onDeny()
      }}
    >
      <RequestFacts request={request} timeZone={timeZone} />
      <div className="field">
        <label className="field__label" htmlFor={commentId}>
          Comment for {request.userName}
          <span className="field__optional">*optional</span>
        </label>
        <textarea id={commentId} className="field__input" rows={3} value={comment} onChange={(e) => onComment(e.target.value)} />
      </div>
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
