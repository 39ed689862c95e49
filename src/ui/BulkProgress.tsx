/**
 * The one place bulk actions show (src/data/bulk.ts): a card per action beside the toasts.
 * While it runs: what it does, a progress bar and '12 of 40', and Cancel. Once it ended with
 * failures: how many failed and, for each, what and why, with Try again (the failed ones only)
 * and Dismiss. Stopped: how far it came, and Dismiss. Done: the card goes (a toast says so).
 *
 * Screen readers hear the progress politely at each quarter of the way (not every step), the
 * end of a stopped action politely, and failures at once.
 */
import { type BulkState, bulkCounts, bulkView, failedText, progressText, spokenProgress } from '@domain/bulk/progress'
import { type BulkJob, useBulkJobs } from '../data/bulk-jobs'
import { Button } from './Button'
import '../styles/bulk-progress.css'

/** What the polite live region says of an action (the failures are an alert of their own). */
function spoken(job: BulkJob): string {
  const { done, total } = bulkCounts(job.state)
  switch (bulkView(job.state)) {
    case 'running':
      return `${job.texts.running}: ${spokenProgress(job.state)}`
    case 'stopping':
      return `${job.texts.running}: stopping`
    case 'stopped':
      return job.texts.stopped(done, total)
    default:
      return ''
  }
}

export function BulkProgress() {
  const jobs = useBulkJobs()
  return (
    <>
      <div role="status" aria-live="polite" className="visually-hidden">
        {jobs.map(spoken).filter(Boolean).join('. ')}
      </div>
      {jobs.length > 0 && (
        <ul className="bulk-jobs" aria-label="Actions in progress">
          {jobs.map((job) => (
            <li key={job.id} className="bulk-job">
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function JobCard({ job }: { job: BulkJob }) {
  const { state, texts } = job
  const counts = bulkCounts(state)
  const view = bulkView(state)
  if (view === 'running' || view === 'stopping') {
    return (
      <>
        <p className="bulk-job__title">{texts.running}</p>
        <progress className="bulk-job__bar" max={counts.total} value={counts.settled} aria-label={texts.running} />
        <div className="bulk-job__row">
          <span className="bulk-job__count">
            {progressText(state)}
            {counts.failed > 0 && <span className="bulk-job__failed"> · {failedText(state)}</span>}
          </span>
          <Button size="sm" variant="secondary" disabled={view === 'stopping'} onClick={job.stop}>
            {view === 'stopping' ? 'Stopping…' : 'Cancel'}
          </Button>
        </div>
      </>
    )
  }
  return (
    <>
      {view === 'failed' ? (
        <div role="alert" className="bulk-job__alert">
          <p className="bulk-job__title">{texts.failed(counts.failed, counts.total)}</p>
          <p className="bulk-job__count">{failedText(state)}</p>
        </div>
      ) : (
        <p className="bulk-job__title">{texts.stopped(counts.done, counts.total)}</p>
      )}
      {counts.failed > 0 && <Failures state={state} />}
      <div className="bulk-job__row bulk-job__row--end">
        {counts.failed > 0 && (
          <Button size="sm" variant="secondary" onClick={job.retry}>
            Try again
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={job.dismiss}>
          Dismiss
        </Button>
      </div>
    </>
  )
}

function Failures({ state }: { state: BulkState }) {
  return (
    // Scrolls when long: focusable so keyboard users can scroll it.
    <ul className="bulk-job__failures" aria-label="What failed" tabIndex={0}>
      {state.items
        .filter((item) => item.status === 'failed')
        .map((item) => (
          <li key={item.key}>
            <span className="bulk-job__label">{item.label}</span>: {item.reason}
          </li>
        ))}
    </ul>
  )
}
