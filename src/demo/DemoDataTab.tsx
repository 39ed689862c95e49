/** The demo panel's Demo data tab: the demo parent's credentials and a reset of the demo. */
import { useState } from 'react'
import type { DemoControl } from '@domain/demo/control'
import { appHref } from '../base-path'
import { clearSession } from '../session'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import { Dialog } from '../ui/Dialog'

/** Keys the demo server keeps its own state under; everything else is the app's. */
const demoServerKeyPrefix = 'gatehouse-demo'
/**
 * Kept: outside production a signed-out parent is marked with `dev_logged_out` so that the
 * optional test credential does not sign them straight back in.
 */
const keptKeys = new Set(['dev_logged_out'])

export function DemoDataTab({ control }: { control: DemoControl }) {
  const [confirming, setConfirming] = useState(false)
  const [resetting, setResetting] = useState(false)
  const [resetFailed, setResetFailed] = useState(false)
  const reset = async () => {
    setResetting(true)
    setResetFailed(false)
    try {
      await control.reset()
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
        <p className="demo__note">
          Restores the demo family, empties the outbox and signs you out. Everything you changed is lost.
        </p>
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
      <Dialog
        open={confirming}
        alert
        title="Reset demo data?"
        onClose={() => !resetting && setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" disabled={resetting} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" loading={resetting} onClick={() => void reset()}>
              Reset demo data
            </Button>
          </>
        }
      >
        <p>
          Resetting signs you out and restores the demo family as it was at the start. The outbox is emptied and
          everything you changed is lost.
        </p>
        {resetFailed && <Alert tone="error">The demo data could not be reset. Please try again.</Alert>}
      </Dialog>
    </div>
  )
}
