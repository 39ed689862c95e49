/**
 * Loading and failure states shared by every screen, so each one shows progress while it loads
 * and, when loading fails, says what happened with a way forward: a failed full page shows the
 * error's text and a Contact support link. The route tree shows them itself (a screen loading, a
 * screen that failed), so what only a screen's data needs is in ./QueryView.tsx.
 */
import { useRouter } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { errorMessage, genericErrorHeading, toClientError, type ClientError } from '@domain/api/client-error'
import { Button, buttonClass } from './Button'
import { ErrorIcon } from './icons/ErrorIcon'
import { RefreshIcon } from './icons/RefreshIcon'
import { ContactSupportLink } from './ContactSupport'
import '../styles/feedback.css'

export { ContactSupportLink }

/** A centred spinner with a spoken label. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="loading-block" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}

/** The heading a failure gets: 'Not found' for missing things, else the generic 'Uh-oh!'. */
export const errorHeading = (error: ClientError): string => (error.type === 'notFound' ? 'Not found' : genericErrorHeading)

export interface FullPageErrorProps {
  error: ClientError
  /** Offers 'Try again' (busy while the promise runs). */
  onRetry?: () => unknown
  /** Overrides the heading ('Uh-oh!' or 'Not found'). */
  title?: ReactNode
  /** 1 when the error replaces the whole screen (default), 2 under a screen's own heading. */
  headingLevel?: 1 | 2
  /** Extra actions next to the retry button (e.g. a link back to a list). */
  actions?: ReactNode
}

/** A screen whose data could not load: what happened, Try again, and Contact support. */
export function FullPageError({ error, onRetry, title, headingLevel = 1, actions }: FullPageErrorProps) {
  const [retrying, setRetrying] = useState(false)
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const retry = async () => {
    if (!onRetry) return
    setRetrying(true)
    try {
      await onRetry()
    } finally {
      setRetrying(false)
    }
  }
  return (
    <div className="query-error card" role="alert">
      <ErrorIcon className="query-error__icon" size="2.25rem" />
      <Heading className="query-error__title">{title ?? errorHeading(error)}</Heading>
      <p className="query-error__text">{errorMessage(error)}</p>
      {error.userAction && <p className="query-error__text">{error.userAction}</p>}
      <div className="row query-error__actions">
        {onRetry && (
          <Button loading={retrying} onClick={() => void retry()}>
            {!retrying && <RefreshIcon />}
            Try again
          </Button>
        )}
        {actions}
        <ContactSupportLink className={buttonClass('secondary')} />
      </div>
      {(error.id || error.serverRequestId) && (
        <p className="query-error__ref">Reference: {[error.id, error.serverRequestId].filter(Boolean).join(' · ')}</p>
      )}
    </div>
  )
}

const isChunkLoadFailure = (error: unknown): boolean =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)

/**
 * A screen that crashed while rendering, or whose code could not be loaded (a route's error
 * boundary). Try again re-runs the screen; code that failed to download is fetched again by
 * reloading the page.
 */
export function ScreenError({ error, reset }: { error: unknown; reset: () => void }) {
  const router = useRouter()
  const retry = async () => {
    if (isChunkLoadFailure(error)) {
      window.location.reload()
      return
    }
    await router.invalidate()
    reset()
  }
  return (
    <div className="page">
      <FullPageError error={toClientError(error)} onRetry={retry} />
    </div>
  )
}
