/**
 * A screen's read as the parent sees it: a spinner while it loads, the full-page error with Try
 * again when it failed with nothing to show, the data once it came (with a small notice when a
 * later refresh failed).
 *
 *   const users = useQuery(queries.users())
 *   return <QueryView query={users} loadingLabel="Loading children…">{(children) => <List … />}</QueryView>
 */
import { useState, type ReactNode } from 'react'
import { errorMessage, type ClientError } from '@domain/api/client-error'
import type { QueryResult } from '../data'
import { Button } from './Button'
import { FullPageError, Loading } from './QueryState'

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
