/**
 * Notice before viewing activity: four promises about screen-time extension requests
 * must all be ticked before 'Acknowledge & View Screenshots' works. Once acknowledged it is
 * remembered in this browser and the screens show straight away.
 */
import { useId, useState, type ReactNode } from 'react'
import { Button } from '../../ui/Button'
import { noticeAcknowledged } from './prefs'
import './activity.css'
import { useStoredValue } from '../../data'

export const noticePromises = [
  'I will not grant time-limit extension requests texted to me by my child.',
  "I will not grant time-limit extension requests on my child's device.",
  'I will not grant time-limit extension requests sent to me via notification.',
  'I will tell other parents in our Apple family not to grant them either.',
] as const

export function ActivityNotice({ onAcknowledge }: { onAcknowledge: () => void }) {
  const [ticked, setTicked] = useState<boolean[]>(() => noticePromises.map(() => false))
  const headingId = useId()
  const hintId = useId()
  const all = ticked.every(Boolean)
  return (
    <div className="page">
      <section className="card activity-notice" aria-labelledby={headingId}>
        <h1 id={headingId}>Before you view screenshots</h1>
        <p>
          Gatehouse cannot yet extend your child's screen time. A request to extend a time limit that reaches you some other way would get around the
          protection you set up, so please promise the following.
        </p>
        <fieldset className="activity-notice__list">
          <legend className="visually-hidden">Screen-time extension requests</legend>
          {noticePromises.map((text, i) => (
            <label key={text} className="check">
              <input
                type="checkbox"
                required
                checked={ticked[i]}
                onChange={(e) => {
                  const checked = e.currentTarget.checked
                  setTicked((prev) => prev.map((v, j) => (j === i ? checked : v)))
                }}
              />
              <span>{text}</span>
            </label>
          ))}
        </fieldset>
        <p className="muted">Screen-time extensions are planned for 2026.</p>
        <div className="row">
          <Button disabled={!all} aria-describedby={all ? undefined : hintId} onClick={onAcknowledge}>
            Acknowledge &amp; View Screenshots
          </Button>
          {!all && (
            <span id={hintId} className="muted activity-notice__hint">
              Tick all four to continue.
            </span>
          )}
        </div>
      </section>
    </div>
  )
}

/** Shows the notice until it has been acknowledged in this browser, then the activity screen. */
export function NoticeGate({ children }: { children: ReactNode }) {
  const [acknowledged, setAcknowledged] = useStoredValue(noticeAcknowledged)
  if (!acknowledged) return <ActivityNotice onAcknowledge={() => setAcknowledged(true)} />
  return <>{children}</>
}
