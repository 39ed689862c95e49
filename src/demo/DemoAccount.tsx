/**
 * The login page's "Demo account" panel: the demo parent's e-mail and password and a button that
 * fills them in. Render it only under `__DEMO__`, so production builds leave it (and its texts)
 * out of their bundles.
 */
import { Button } from '../ui/Button'
import { useDemoControl } from './control'

export function DemoAccount({ onFill }: { onFill: (credentials: { email: string; password: string }) => void }) {
  const demo = useDemoControl()?.credentials
  // Drawn once the demo's server is up: the credentials come from it.
  if (!demo) return null
  return (
    <section className="demo-creds" aria-labelledby="demo-creds-title">
      <h2 id="demo-creds-title">Demo account</h2>
      <dl>
        <dt>Email</dt>
        <dd>{demo.email}</dd>
        <dt>Password</dt>
        <dd>{demo.password}</dd>
      </dl>
      <Button variant="secondary" size="sm" onClick={() => onFill(demo)}>
        Fill in the demo account
      </Button>
    </section>
  )
}
