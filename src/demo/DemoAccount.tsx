/**
 * The login page's "Demo account" panel: the demo parent's e-mail and password and a button that
 * fills them in. Render it only under `__DEMO__`, so production builds leave it (and its texts)
 * out of their bundles.
 *
 * It is in the page from its first paint (prerendered too), its values filled in once the demo's
 * server is up, so the form below it never moves.
 */
import { Button } from '../ui/Button'
import { useDemoControl } from './control'

export function DemoAccount({ onFill }: { onFill: (credentials: { email: string; password: string }) => void }) {
  const demo = useDemoControl()?.credentials
  return (
    <section className="demo-creds" aria-labelledby="demo-creds-title" aria-busy={!demo}>
      <h2 id="demo-creds-title">Demo account</h2>
      <dl>
        <dt>Email</dt>
        <dd>{demo?.email ?? '…'}</dd>
        <dt>Password</dt>
        <dd>{demo?.password ?? '…'}</dd>
      </dl>
      <Button variant="secondary" size="sm" disabled={!demo} onClick={() => demo && onFill(demo)}>
        Fill in the demo account
      </Button>
    </section>
  )
}
