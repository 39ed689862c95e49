/**
 * Says that the page shows what this device kept from the parent's last visit: "Updating…" while
 * the server's answers are on the way; once they cannot come (offline, or the server failed), when
 * the shown copy dates from, and, online, a way to ask again. Nothing once the page is up to date.
 */
import { relativeWords } from '@domain/time'
import type { KeptStatus } from '../../data'
import { Button } from '../../ui/Button'
import './kept-notice.css'

export const updatingText = 'Updating…'
export const lastUpdatedText = (at: number, nowMs: number): string => `Last updated ${relativeWords(at, nowMs)}.`

export interface KeptNoticeProps {
  readonly status: KeptStatus
  readonly nowMs: number
  /** Offline, asking again is pointless: the page asks by itself once the connection is back. */
  readonly offline: boolean
  readonly onRetry: () => void
}

export function KeptNotice({ status, nowMs, offline, onRetry }: KeptNoticeProps) {
  if (status.state === 'none') return null
  return (
    <section className="kept-notice" aria-label="Last saved copy">
      {status.state === 'updating' ? (
        <p className="kept-notice__text">
          <span className="spinner" aria-hidden="true" />
          {updatingText}
        </p>
      ) : (
        <>
          <p className="kept-notice__text">{lastUpdatedText(status.at, nowMs)}</p>
          {!offline && (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Try again
            </Button>
          )}
        </>
      )}
    </section>
  )
}
