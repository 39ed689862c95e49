/**
 * /children/{userId}/suspend-filter-requests/{id}: grant or deny a filter suspension. Shows what
 * the child asked for (and when, while the request is under 5 minutes old); a decided request
 * shows its status, and one older than 2 hours asks the child to request again. Granting and
 * denying are commands whose texts say how it went. The extra
 * monitoring last chosen for the child is remembered in this browser.
 */
import { useId, useState } from 'react'
import { isExpired, showsTime } from '@domain/requests/list'
import {
  defaultDurationSeconds,
  denyInput,
  durationPresets,
  extraMonitoringToSend,
  grantInput,
  grantSeconds,
  minutesText,
  noExtraMonitoring,
} from '@domain/requests/suspension'
import type { SuspendFilterRequest } from '@domain/api/wire'
import { useCommand, useNow, useQuery, useTimeZone } from '../../data'
import { useRouteData } from '../route-data'
import { Button } from '../../ui/Button'
import { QueryView } from '../../ui/QueryView'
import { TextField } from '../../ui/TextField'
import { formatTime } from './format'
import { rememberExtraMonitoring, rememberedExtraMonitoring } from './extra-monitoring'
import { decideSuspension } from './commands'
import { suspendFilterRequestData } from './queries'
import { requestIds } from './RequestDetails'
import './requests.css'

function Decide({ request, childId }: { request: SuspendFilterRequest; childId: string }) {
  const ids = { duration: useId(), extra: useId(), comment: useId() }
  const [preset, setPreset] = useState(defaultDurationSeconds)
  const [custom, setCustom] = useState('')
  const [extra, setExtra] = useState(() => rememberedExtraMonitoring(childId, request.extraMonitoringOptions))
  const [comment, setComment] = useState('')
  const granting = useCommand()
  const denying = useCommand()
  const seconds = grantSeconds(preset, custom)
  const customInvalid = custom.trim() !== '' && seconds === null

  const decide = async (kind: 'grant' | 'deny') => {
    if (kind === 'deny') {
      void denying.run(decideSuspension(denyInput(request.id, comment)))
      return
    }
    if (seconds === null) return
    const result = await granting.run(
      decideSuspension(grantInput(request.id, seconds, extraMonitoringToSend(extra, request.extraMonitoringOptions), comment)),
    )
    if (result.ok) rememberExtraMonitoring(childId, extra)
  }

  return (
    <form
      className="card stack request-decide"
      onSubmit={(e) => {
        e.preventDefault()
        void decide('grant')
      }}
    >
      <div className="field">
        <label className="field__label" htmlFor={ids.duration}>
          Duration
        </label>
        <select id={ids.duration} className="field__input" value={preset} onChange={(e) => setPreset(Number(e.target.value))}>
          {durationPresets.map((p) => (
            <option key={p.seconds} value={p.seconds}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Custom minutes"
        optional
        inputMode="numeric"
        value={custom}
        onChange={(e) => setCustom(e.target.value)}
        hint="Replaces the duration above."
        error={customInvalid ? 'Enter a whole number of minutes greater than 1, in digits.' : undefined}
      />
      <div className="field">
        <label className="field__label" htmlFor={ids.extra}>
          Extra monitoring
        </label>
        <select id={ids.extra} className="field__input" value={extra} onChange={(e) => setExtra(e.target.value)}>
          <option value={noExtraMonitoring}>off</option>
          {Object.entries(request.extraMonitoringOptions).map(([magic, label]) => (
            <option key={magic} value={magic}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.comment}>
          Comment for {request.userName}
          <span className="field__optional">*optional</span>
        </label>
        <textarea id={ids.comment} className="field__input" rows={3} value={comment} onChange={(e) => setComment(e.target.value)} />
      </div>
      <div className="row row--end">
        <Button variant="secondary" loading={denying.pending} disabled={granting.pending} onClick={() => void decide('deny')}>
          Deny
        </Button>
        <Button type="submit" disabled={seconds === null || denying.pending} loading={granting.pending}>
          Grant
        </Button>
      </div>
    </form>
  )
}

function Request({ request, childId }: { request: SuspendFilterRequest; childId: string }) {
  // Ages decide what the page offers (the time shown, whether it can still be granted).
  const now = useNow(15_000)
  const timeZone = useTimeZone()
  return (
    <>
      <div className="card request-facts">
        <p className="request-suspension__ask">
          {request.userName} requested a filter suspension for {minutesText(request.requestedDurationInSeconds)}
          {showsTime(request.createdAt, now) && (
            <>
              {' '}
              at <time dateTime={request.createdAt}>{formatTime(request.createdAt, timeZone)}</time>
            </>
          )}
          .
        </p>
        {request.requestComment && <p className="request-card__comment">“{request.requestComment}”</p>}
      </div>
      {request.status !== 'pending' ? (
        <p className="request-outcome" role="status">
          The filter suspension request has been {request.status}.
        </p>
      ) : isExpired(request.createdAt, now) ? (
        <p className="alert alert--warning request-outcome" role="status">
          This request is more than 2 hours old. Ask {request.userName} to request a filter suspension again.
        </p>
      ) : (
        <Decide request={request} childId={childId} />
      )}
    </>
  )
}

export default function SuspendRequestScreen() {
  const { params, queries } = useRouteData(suspendFilterRequestData)
  const { userId } = requestIds(params)
  const query = useQuery(queries.request)
  return (
    <div className="page request-page">
      <div className="page-header">
        <h1>Filter suspension request</h1>
      </div>
      <QueryView query={query} loadingLabel="Loading filter suspension request…">
        {(request) => <Request request={request} childId={userId} />}
      </QueryView>
    </div>
  )
}
