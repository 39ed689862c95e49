/**
 * …/edit-key/{keychainId}: the key wizard, filled in with the key proposed for the request;
 * Submit (enabled once the key is valid) saves the key into the keychain, then accepts the
 * request and the child's other pending requests for the same site. The wizard, the new key's
 * id, whether it was saved and which requests were accepted are a draft: when a later step
 * failed, Submit again repeats only what is left and never saves a second key, even after a
 * reload. The steps run as a bulk action, which shows their progress and, on a failure, what
 * failed with Try again (the failed steps only).
 */
import { Link, Navigate, useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useStillShown } from '../../ui/use-still-shown'
import { idKey, sameId } from '@domain/api/ids'
import { keySentence } from '@domain/keys/describe'
import { emptyKeyForm, formToKey, keyToForm } from '@domain/keys/form'
import { saveKeyInput } from '@domain/keys/save'
import { type WizardState, allStepsValid, canSubmit, editForm, firstInvalidStep, startWizard, stepTitles } from '@domain/keys/wizard'
import { type Widening, keyCovers, widenForm, widening } from '@domain/requests/coverage'
import { bulkView } from '@domain/bulk/progress'
import { requestTarget } from '@domain/requests/list'
import { proposedKey, proposedSource } from '@domain/requests/proposed-key'
import type { SharedKey, UnlockRequest } from '@domain/api/wire'
import { type QueryDef, dismissBulk, runBulk, useBulkJobs, useDraft, useNow, useQuery, useTimeZone } from '../../data'
import { useRouteData } from '../route-data'
import { Button, buttonClass } from '../../ui/Button'
import { KeyWizard } from '../keychains'
import { useAcceptGroup } from './accept-group'
import { acceptStepLabel, acceptSteps, acceptTexts } from './commands'
import { useOwnKeychains } from './own-keychains'
import { editKeyData } from './queries'
import { RequestFacts, UnlockRequestPage, requestIds } from './RequestDetails'

interface AcceptDraft {
  readonly wizard: WizardState
  /** The new key's id, chosen on the first Submit. */
  readonly keyId: string
  /** The key as saved: only accepting the requests is left. */
  readonly savedKey: SharedKey | null
  /** The requests this acceptance answers, fixed on the first Submit. */
  readonly requestIds: readonly string[]
  /** Those already marked accepted. */
  readonly accepted: readonly string[]
}

interface GroupNoteProps {
  readonly others: readonly UnlockRequest[]
  readonly child: string
  /** The key as the wizard now makes it (null while a step is incomplete). */
  readonly currentKey: SharedKey | null
  /** The key for the whole site, when the current key leaves some address locked. */
  readonly wide: Widening | null
  readonly onWiden: () => void
}

function GroupNote({ others, child, currentKey, wide, onWiden }: GroupNoteProps) {
  if (others.length === 0) return null
  return (
    <div className="alert alert--info request-group-note" role="note">
      <div className="alert__body">
        <p>
          This key also answers {child}’s {others.length === 1 ? 'other request' : `${others.length} other requests`} for the same site; accepting
          marks {others.length === 1 ? 'both' : 'all of them'} accepted:
        </p>
        <ul>
          {others.map((r) => (
            <li key={r.id}>
              {requestTarget(r) || r.appName || r.appBundleId}
              {currentKey && (keyCovers(currentKey, r) ? ': this key unlocks it' : ': this key does not unlock it')}
            </li>
          ))}
        </ul>
        {wide && (
          <Button size="sm" variant="secondary" onClick={onWiden}>
            Unlock {wide.site} and all its subdomains
          </Button>
        )}
      </div>
    </div>
  )
}

/** The route's declared reads the form uses besides the request. */
interface AcceptQueries {
  readonly apps: QueryDef<'GetIdentifiedApps'>
  readonly child: QueryDef<'GetUser'>
  readonly childRequests: QueryDef<'GetUserUnlockRequests'>
}

function AcceptForm({ request, keychainId, queries }: { request: UnlockRequest; keychainId: string; queries: AcceptQueries }) {
  const { userId, id } = requestIds(request)
  const navigate = useNavigate()
  const apps = useQuery(queries.apps)
  const own = useOwnKeychains(queries.child)
  const group = useAcceptGroup(request, queries.childRequests)
  const keychain = own.keychains?.find((k) => sameId(k.id, keychainId))
  const proposal = JSON.stringify(proposedKey(request))
  const original = useMemo<AcceptDraft>(() => {
    const key = proposedKey(request)
    return { wizard: startWizard('edit', key ? keyToForm(key) : emptyKeyForm()), keyId: '', savedKey: null, requestIds: [], accepted: [] }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the proposal's content, not the request object's identity, decides the start
  }, [proposal])
  const draft = useDraft<AcceptDraft>(`unlock-accept/${id}/${keychainId}`, original)
  const value = draft.value ?? original
  // What Submit reads when it runs (a retry sees the draft as the last attempt left it).
  const latest = useRef(value)
  useEffect(() => {
    latest.current = value
  }, [value])
  // Whether this screen submitted (a request decided elsewhere shows its final state instead).
  const [submitted, setSubmitted] = useState(false)
  // The bulk action of the last Submit: busy while it runs; closed when Submit starts another.
  const [jobId, setJobId] = useState<string | null>(null)
  const busy = useBulkJobs().some((j) => j.id === jobId && (j.state.phase === 'running' || j.state.phase === 'stopping'))
  const stillShown = useStillShown()
  const ctx = { nowMs: useNow(60_000) }
  const timeZone = useTimeZone()
  const ready = (value.savedKey !== null || canSubmit(value.wizard, ctx)) && keychain !== undefined
  const missing = value.savedKey === null ? firstInvalidStep(value.wizard.form, ctx) : null
  const child = own.childName ?? request.userName
  const others = value.requestIds.length > 0 ? [] : group.slice(1)
  const currentKey = others.length > 0 && allStepsValid(value.wizard.form, ctx) ? formToKey(value.wizard.form) : null
  const wide = currentKey && widening(currentKey, group)
  const widen = () => {
    if (wide) draft.update((d) => void Object.assign(d, { wizard: editForm(value.wizard, (form) => widenForm(form, wide.site)) }))
  }

  const submit = () => {
    if (!ready || busy) return
    setSubmitted(true)
    const start = latest.current
    const keyId = start.keyId || crypto.randomUUID()
    const requestIds = start.requestIds.length > 0 ? start.requestIds : group.map((r) => r.id)
    const input = saveKeyInput(start.wizard.form, { id: keyId, keychainId: keychain.id, isNew: true })
    draft.update((d) => void Object.assign(d, { keyId, requestIds }))
    const steps = acceptSteps({
      userId,
      requestIds,
      key: input,
      numKeys: keychain.numKeys + 1,
      keyAlreadySaved: start.savedKey !== null,
      alreadyAccepted: start.accepted,
    })
    const target = (requestId: string) => {
      const r = group.find((g) => sameId(g.id, requestId))
      return (r && (requestTarget(r) || r.appName || r.appBundleId)) || 'the request'
    }
    if (jobId) dismissBulk(jobId)
    const started = runBulk({
      texts: acceptTexts(requestIds.length),
      steps: steps.map((step) => ({
        key: step.step === 'key' ? 'key' : step.requestId,
        label: acceptStepLabel(step, target),
        command: () => step.command,
        required: step.step === 'key',
        onDone: () =>
          draft.update((d) => void Object.assign(d, step.step === 'key' ? { savedKey: input.key } : { accepted: [...d.accepted, step.requestId] })),
      })),
      onSettled: (end) => {
        if (bulkView(end) !== 'done') return
        draft.discard()
        if (stillShown()) void navigate({ to: '/children/$userId/unlock-requests/$id', params: { userId, id }, replace: true })
      },
    })
    setJobId(started.id)
  }

  // A request decided elsewhere (not by this screen's own Submit) shows its final state.
  if (request.status !== 'pending' && !submitted && value.savedKey === null) {
    return <Navigate to="/children/$userId/unlock-requests/$id" params={{ userId, id }} replace />
  }

  return (
    <>
      <RequestFacts request={request} timeZone={timeZone} />
      <GroupNote others={others} child={child} currentKey={currentKey} wide={wide} onWiden={widen} />
      <h2 className="request-subheading">Key for {keychain?.name ?? 'your keychain'}</h2>
      {value.savedKey ? (
        <p className="card request-saved-key">Saved: {keySentence(value.savedKey, apps.data ?? [])}. Only accepting the request is left.</p>
      ) : (
        <KeyWizard
          state={value.wizard}
          onChange={(next) => draft.update((d) => void Object.assign(d, { wizard: next }))}
          apps={apps.data ?? (apps.error ? null : undefined)}
          source={proposedSource(request) ?? undefined}
          label="Key to unlock the request"
        />
      )}
      <div className="row row--end request-actions">
        <span className="muted" aria-live="polite">
          {missing ? `Still to do: ${stepTitles[missing]}` : ''}
        </span>
        <Link to="/children/$userId/unlock-requests/$id/select-keychain" params={{ userId, id }} className={buttonClass('secondary')}>
          Back
        </Link>
        <Button disabled={!ready} loading={busy} onClick={submit}>
          Submit
        </Button>
      </div>
    </>
  )
}

export default function EditKeyScreen() {
  const { params, queries } = useRouteData(editKeyData)
  return (
    <UnlockRequestPage title="Accept unlock request" request={queries.request}>
      {(request) => <AcceptForm request={request} keychainId={idKey(params.keychainId)} queries={queries} />}
    </UnlockRequestPage>
  )
}
