/**
 * The demo panel's Demo data tab: the demo parent's credentials and a reset of the demo, to the
 * normal family or the large one.
 */
import { useId, useState } from 'react'
import type { DemoControl, DemoFamily } from '@domain/demo/control'
import { appHref } from '../base-path'
import { clearSession } from '../session'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import { ConfirmDialog } from '../ui/ConfirmDialog'

/** Keys the demo server keeps its own state under; everything else is the app's. */
const demoServerKeyPrefix = 'gatehouse-demo'
/**
 * Kept: outside production a signed-out parent is marked with `dev_logged_out` so that the
 * optional test credential does not sign them straight back in.
 */
const keptKeys = new Set(['dev_logged_out'])

const families: readonly { readonly value: DemoFamily; readonly label: string; readonly about: string }[] = [
  { value: 'normal', label: 'Normal family', about: 'Maya, Leo and Ava: a few of everything.' },
  {
    value: 'large',
    label: 'Large family',
    about: '30 children, 90 devices, 50 keychains (one with 3,000 keys), 500 unlock requests, 300 security events.',
  },
]

export function DemoDataTab({ control }: { control: DemoControl }) {
  const familyId = useId()
  const [family, setFamily] = useState<DemoFamily>(() => control.family?.() ?? 'normal')
  const [confirming, setConfirming] = useState(false)
  const [resetting, setResetting] = useState(false)
  const [resetFailed, setResetFailed] = useState(false)
  const reset = async () => {
    setResetting(true)
    setResetFailed(false)
    try {
      await control.reset(family)
    } catch {
      // Nothing was reset: say so and let the parent try again or cancel.
      setResetting(false)
      setResetFailed(true)
      return
    }
    clearSession()
    for (const storage of [window.localStorage, window.sessionStorage]) {
      for (const key of Object.keys(storage)) if (!key.startsWith(demoServerKeyPrefix) && !keptKeys.has(key)) storage.removeItem(key)
    }
    window.location.assign(appHref('/login'))
  }
  return (
    <div className="stack">
      <div>
        <h3 className="demo__subtitle">Sign in as the demo parent</h3>
        <dl className="demo-credentials">
          <dt>E-mail</dt>
          <dd>
            <code>{control.credentials.email}</code>
          </dd>
          <dt>Password</dt>
          <dd>
            <code>{control.credentials.password}</code>
          </dd>
        </dl>
      </div>
      <div>
        <h3 className="demo__subtitle">Start over</h3>
        <p className="demo__note">Restores the demo family, empties the outbox and signs you out. Everything you changed is lost.</p>
        {control.family && (
          <fieldset className="demo-family">
            <legend className="demo__subtitle">Family</legend>
            {families.map((option) => (
              <label key={option.value} className="demo-family__option">
                <input
                  type="radio"
                  name={familyId}
                  value={option.value}
                  checked={family === option.value}
                  aria-labelledby={`${familyId}-${option.value}-label`}
                  aria-describedby={`${familyId}-${option.value}`}
                  onChange={() => setFamily(option.value)}
                />
                <span>
                  <span id={`${familyId}-${option.value}-label`} className="demo-family__label">
                    {option.label}
                  </span>
                  <span id={`${familyId}-${option.value}`} className="demo__note">
                    {option.about}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <Button
          size="sm"
          variant="danger"
          onClick={() => {
            setResetFailed(false)
            setConfirming(true)
          }}
        >
          Reset demo data
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Reset demo data?"
        confirmLabel="Reset demo data"
        busy={resetting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void reset()}
      >
        <p>
          Resetting signs you out and restores the {family === 'large' ? 'large demo family' : 'demo family'} as it was at the start. The outbox is
          emptied and everything you changed is lost.
        </p>
        {resetFailed && <Alert tone="error">The demo data could not be reset. Please try again.</Alert>}
      </ConfirmDialog>
    </div>
  )
}
