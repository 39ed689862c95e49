/**
 * The demo panel's Family tab: let the simulated family act on its own or hold it still, make it
 * act now (requests, a security event, a screenshot, a Mac going offline or coming back), move
 * the demo forward in time, and switch the demo parent's subscription. What happened is
 * announced in the tab.
 */
import { useCallback, useState, useSyncExternalStore } from 'react'
import type { DemoControl, DemoSubscriptionStatus, DemoTriggerResult } from '@domain/demo/control'
import { idKey } from '@domain/api/ids'
import { queries, useQuery } from '../data'
import { isLoggedIn } from '../session'
import { Button } from '../ui/Button'
import { Checkbox } from '../ui/TextField'

type TriggerName =
  'triggerUnlockRequest' | 'triggerSuspensionRequest' | 'triggerSecurityEvent' | 'triggerScreenshot' | 'triggerDeviceOffline' | 'triggerDeviceOnline'

/** Each trigger: its button and what it says once done (`{child}` is the child's name). */
const triggers: readonly { name: TriggerName; label: string; done: string }[] = [
  { name: 'triggerUnlockRequest', label: 'Unlock request', done: '{child} asked to unlock something.' },
  { name: 'triggerSuspensionRequest', label: 'Suspension request', done: '{child} asked for a filter suspension.' },
  { name: 'triggerSecurityEvent', label: 'Security event', done: '{child}’s Mac reported a security event.' },
  { name: 'triggerScreenshot', label: 'Screenshot', done: '{child}’s Mac took a screenshot.' },
  { name: 'triggerDeviceOffline', label: 'Mac goes offline', done: 'A Mac of {child} went offline.' },
  { name: 'triggerDeviceOnline', label: 'Mac comes online', done: 'A Mac of {child} is back online.' },
]

const minute = 60_000
const jumps: readonly { ms: number; label: string }[] = [
  { ms: 10 * minute, label: '+10 minutes' },
  { ms: 60 * minute, label: '+1 hour' },
  { ms: 24 * 60 * minute, label: '+1 day' },
]

/** Subscription choices: a status and, for trials, the days left. */
const plans: readonly { id: string; label: string; status: DemoSubscriptionStatus; daysLeft?: number }[] = [
  { id: 'trialing', label: 'Free trial, 12 days left', status: 'trialing', daysLeft: 12 },
  { id: 'trial-ending', label: 'Free trial, 3 days left', status: 'trialing', daysLeft: 3 },
  { id: 'paid', label: 'Paid', status: 'paid' },
  { id: 'overdue', label: 'Payment overdue', status: 'overdue' },
  { id: 'unpaid', label: 'Unpaid', status: 'unpaid' },
  { id: 'complimentary', label: 'Complimentary', status: 'complimentary' },
]

type Note = { tone: 'done' | 'error'; text: string } | null

export function FamilyTab({ control }: { control: DemoControl }) {
  const signedIn = isLoggedIn()
  const [childId, setChildId] = useState('')
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState<Note>(null)
  const [plan, setPlan] = useState('')
  const children = useQuery(signedIn ? queries.users() : null).data ?? []
  const nameOf = (id: string) => children.find((c) => idKey(c.id) === idKey(id))?.name ?? 'The child'
  const subscribe = useCallback((listener: () => void) => control.subscribe(listener), [control])
  const acting = useSyncExternalStore(subscribe, () => control.familyActs?.() ?? true)

  const run = async (work: () => Promise<string>) => {
    setBusy(true)
    setNote(null)
    try {
      setNote({ tone: 'done', text: await work() })
    } catch (error) {
      setNote({ tone: 'error', text: error instanceof Error ? `Nothing happened: ${error.message}.` : 'Nothing happened.' })
    } finally {
      setBusy(false)
    }
  }
  const trigger = (name: TriggerName, done: string) =>
    run(async () => {
      if (!control[name]) throw new Error('this demo cannot do that')
      const result: DemoTriggerResult | undefined = await control[name]?.(childId || undefined)
      if (!result) throw new Error('this demo cannot do that')
      return done.replace('{child}', nameOf(result.childId))
    })

  return (
    <div className="stack demo-family">
      {signedIn && children.length > 0 && (
        <div className="field">
          <label className="field__label" htmlFor="demo-family-child">
            Child
          </label>
          <select id="demo-family-child" className="field__input" value={childId} onChange={(e) => setChildId(e.target.value)}>
            <option value="">Any child with a Mac</option>
            {children.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {control.setFamilyActs && (
        <Checkbox
          label="The family acts on its own"
          checked={acting}
          disabled={busy}
          onChange={(e) => {
            const on = e.target.checked
            void run(async () => {
              await control.setFamilyActs?.(on)
              return on
                ? 'The family acts on its own again: changes show within a minute.'
                : 'The family holds still: only screenshots and typed text go on.'
            })
          }}
        />
      )}
      <fieldset className="demo-family__group">
        <legend className="demo__subtitle">Happens now</legend>
        <div className="demo-family__buttons">
          {triggers.map((t) => (
            <Button key={t.name} size="sm" variant="secondary" disabled={busy} onClick={() => void trigger(t.name, t.done)}>
              {t.label}
            </Button>
          ))}
        </div>
      </fieldset>
      <fieldset className="demo-family__group">
        <legend className="demo__subtitle">Fast-forward</legend>
        <div className="demo-family__buttons">
          {jumps.map((j) => (
            <Button
              key={j.ms}
              size="sm"
              variant="secondary"
              disabled={busy || !control.advanceTime}
              onClick={() =>
                void run(async () => {
                  await control.advanceTime?.(j.ms)
                  return `The demo moved ${j.label.slice(1)} forward.`
                })
              }
            >
              {j.label}
            </Button>
          ))}
        </div>
      </fieldset>
      {control.setSubscription && (
        <div className="field">
          <label className="field__label" htmlFor="demo-family-plan">
            Subscription
          </label>
          <select
            id="demo-family-plan"
            className="field__input"
            value={plan}
            disabled={busy}
            onChange={(e) => {
              const chosen = plans.find((p) => p.id === e.target.value)
              setPlan(e.target.value)
              if (chosen)
                void run(async () => {
                  await control.setSubscription?.(chosen.status, chosen.daysLeft)
                  return `The demo parent’s subscription is now: ${chosen.label}.`
                })
            }}
          >
            <option value="" disabled>
              Choose a state…
            </option>
            {plans.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <p className={note?.tone === 'error' ? 'demo__note demo-family__error' : 'demo__note'} role="status">
        {note?.text ?? ''}
      </p>
    </div>
  )
}
