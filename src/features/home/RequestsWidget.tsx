/**
 * Home's unlock requests: the two newest pending ones as cards, the rest counted with a link to
 * all of them. Deny asks for the optional comment right on the card; Accept → goes on to the key
 * that unlocks the request, already filled in.
 */
import { Link } from '@tanstack/react-router'
import { idKey } from '@domain/api/ids'
import { type MouseEvent, useId, useState } from 'react'
import { relativeWords } from '@domain/time'
import { olderRequestsText, shortTarget } from '@domain/home/widgets'
import type { DashboardWidgets } from '@domain/api/wire'
import { Button, buttonClass } from '../../ui/Button'
import { UnlockIcon } from '../../ui/icons/UnlockIcon'

export type HomeRequest = DashboardWidgets['unlockRequests'][number]

export interface RequestIntents {
  /** Accept → was chosen (a plain click): go on to the key. */
  readonly onAccept: (request: HomeRequest) => void
  /** Denies with the comment; resolves whether it worked. */
  readonly onDeny: (request: HomeRequest, comment: string) => Promise<boolean>
}

export interface RequestsWidgetProps extends RequestIntents {
  readonly shown: readonly HomeRequest[]
  readonly older: number
  readonly nowMs: number
  /** The request whose Accept → is looking up where to go. */
  readonly acceptingId?: string | undefined
}

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey

function RequestCard({ request, nowMs, accepting, onAccept, onDeny }: { request: HomeRequest; nowMs: number; accepting: boolean } & RequestIntents) {
  const [denying, setDenying] = useState(false)
  const [comment, setComment] = useState('')
  const [saving, setSaving] = useState(false)
  const commentId = useId()
  const params = { userId: idKey(request.userId), id: idKey(request.id) }
  const target = shortTarget(request.target)
  const about = `${request.userName}’s request for ${target || 'an address'}`
  const deny = async () => {
    setSaving(true)
    const ok = await onDeny(request, comment)
    // A denied request leaves the list; a failed one stays open to try again.
    if (!ok) setSaving(false)
  }
  return (
    <li className="home-request">
      <div className="home-request__head">
        <strong>{request.userName}</strong>
        <time className="muted" dateTime={request.createdAt}>
          {relativeWords(Date.parse(request.createdAt), nowMs)}
        </time>
      </div>
      <p className="home-request__target" title={request.target}>
        {target}
      </p>
      {request.comment && <p className="home-request__comment">“{request.comment}”</p>}
      {denying ? (
        <form
          className="stack home-request__deny"
          aria-label={`Deny ${about}`}
          onSubmit={(e) => {
            e.preventDefault()
            void deny()
          }}
        >
          <div className="field">
            <label className="field__label" htmlFor={commentId}>
              Comment for {request.userName}
              <span className="field__optional">*optional</span>
            </label>
            <textarea id={commentId} className="field__input" rows={2} value={comment} autoFocus onChange={(e) => setComment(e.target.value)} />
          </div>
          <div className="row row--end">
            <Button variant="secondary" size="sm" disabled={saving} onClick={() => setDenying(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" size="sm" loading={saving}>
              Deny
            </Button>
          </div>
        </form>
      ) : (
        <div className="row row--end">
          <Button variant="secondary" size="sm" aria-label={`Deny ${about}`} onClick={() => setDenying(true)}>
            Deny
          </Button>
          <Link
            to="/children/$userId/unlock-requests/$id"
            params={params}
            className={buttonClass('primary', 'sm')}
            aria-label={`Accept ${about}`}
            aria-busy={accepting || undefined}
            onClick={(e) => {
              if (!plainClick(e)) return
              e.preventDefault()
              if (!accepting) onAccept(request)
            }}
          >
            Accept →
          </Link>
        </div>
      )}
    </li>
  )
}

export function RequestsWidget({ shown, older, nowMs, acceptingId, onAccept, onDeny }: RequestsWidgetProps) {
  return (
    <section className="card home-widget home-widget--requests" aria-labelledby="home-requests-title">
      <h2 id="home-requests-title">
        <UnlockIcon />
        Unlock requests
      </h2>
      <ul className="home-requests">
        {shown.map((request) => (
          <RequestCard key={request.id} request={request} nowMs={nowMs} accepting={acceptingId === request.id} onAccept={onAccept} onDeny={onDeny} />
        ))}
      </ul>
      {older > 0 && (
        <div className="home-requests__older">
          <p>{olderRequestsText(older)}</p>
          <Link to="/unlock-requests" className={buttonClass('secondary', 'sm')}>
            View all
          </Link>
        </div>
      )}
    </section>
  )
}
