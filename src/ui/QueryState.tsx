/**
 * Loading and failure states shared by every screen, so each one shows progress while it loads
 * and, when loading fails, says what happened with a way forward: a failed full page shows the
 * error's text and a Contact support link.
 *
 *   const users = useQuery(queries.users())
 *   return <QueryView query={users} loadingLabel="Loading children…">{(children) => <List … />}</QueryView>
 */
import { useRouter } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { errorMessage, genericErrorHeading, toClientError, type ClientError } from '@domain/api/client-error'
import type { QueryResult } from '../data'
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

/**
 * A small notice above data that is shown from an earlier load while a refresh failed: the
 * parent keeps working with what they have and can try the refresh again.
 */
export function RefreshFailed({ error, onRetry }: { error: ClientError; onRetry?: () => unknown }) {
  const [retrying, setRetrying] = useState(false)
  return (
    <div className="refresh-failed" role="status">
      <span>Couldn’t refresh: {errorMessage(error)}</span>
      {onRetry && (
        <Button
          size="sm"
          variant="secondary"
          loading={retrying}
          onClick={() => {
            setRetrying(true)
            void Promise.resolve(onRetry()).finally(() => setRetrying(false))
          }}
        >
          Try again
        </Button>
      )}
    </div>
  )
}

/**
 * What a presenter is given of a read: the data once it came, the last failure, and a retry.
 * Plain props: a test passes `{ data: undefined, error: undefined, refetch }` for loading.
 */
export type Loadable<T> = Pick<QueryResult<T>, 'data' | 'error' | 'refetch'>

export interface QueryViewProps<T> {
  query: Loadable<T>
  /** Spoken and shown while loading. */
  loadingLabel?: string
  /** Passed to the full-page error. */
  errorHeadingLevel?: 1 | 2
  /** Actions next to 'Try again' on failure. */
  errorActions?: ReactNode
  children: (data: T) => ReactNode
}

/**
 * Loading → spinner; failed with nothing to show → full-page error with Try again (refetch);
 * data → the children (with a small notice when a later refresh failed).
 */
export function QueryView<T>({ query, loadingLabel, errorHeadingLevel, errorActions, children }: QueryViewProps<T>) {
  if (query.data !== undefined) {
    return (
      <>
        {query.error && <RefreshFailed error={query.error} onRetry={query.refetch} />}
        {children(query.data)}
      </>
    )
  }
  if (query.error) {
    return <FullPageError error={query.error} onRetry={query.refetch} headingLevel={errorHeadingLevel} actions={errorActions} />
  }
  return <Loading label={loadingLabel} />
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
