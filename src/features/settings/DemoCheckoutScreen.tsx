/**
 * The demo's payment page (demo builds only): what the payment provider's hosted checkout would
 * show, without taking a card. Paying returns to /checkout-success with the session id, and
 * cancelling to /checkout-cancel, as the real provider's return addresses do.
 */
import { useState } from 'react'
import { useQuery } from '../../data'
import { paths } from '../../route-paths'
import { useRouteSearch } from '../route-hooks'
import { useRouteData } from '../route-data'
import { demoCheckoutData } from './queries'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { PublicLayout } from '../account'
import { appHref } from '../../base-path'
import './settings-panel.css'

export default function DemoCheckoutScreen() {
  const { session_id: sessionId } = useRouteSearch(paths.demoCheckout)
  const admin = useQuery(useRouteData(demoCheckoutData).queries.admin)
  const [leaving, setLeaving] = useState<'pay' | 'cancel' | null>(null)
  const price = admin.data?.monthlyPriceInDollars
  const back = (page: 'checkout-success' | 'checkout-cancel') => {
    if (!sessionId) return
    setLeaving(page === 'checkout-success' ? 'pay' : 'cancel')
    window.location.assign(appHref(`/${page}?session_id=${encodeURIComponent(sessionId)}`))
  }
  return (
    <PublicLayout title="Demo checkout">
      <Alert tone="info">This page stands in for the payment provider’s checkout in the demo. No card is asked for and nothing is charged.</Alert>
      {!sessionId ? (
        <Alert tone="error" title="No checkout session">
          This page needs the session the dashboard started. Go back to Settings and choose Start subscription again.
        </Alert>
      ) : (
        <>
          <div className="demo-checkout__summary">
            <span>Gatehouse Basic plan, billed monthly</span>
            <span className="demo-checkout__total">{price === undefined ? 'Loading price…' : `$${price} per month`}</span>
            {admin.data && <span className="muted">For {admin.data.email}</span>}
          </div>
          <div className="demo-checkout__actions">
            <Button block loading={leaving === 'pay'} disabled={leaving !== null} onClick={() => back('checkout-success')}>
              Subscribe
            </Button>
            <Button block variant="secondary" loading={leaving === 'cancel'} disabled={leaving !== null} onClick={() => back('checkout-cancel')}>
              Cancel and go back
            </Button>
          </div>
        </>
      )}
    </PublicLayout>
  )
}
