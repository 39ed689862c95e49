/**
 * /checkout-cancel?session_id: the parent left the payment provider's checkout without paying.
 * The server is told (it lets support know); the parent sees that nothing changed.
 */
import { Link, useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import { runMutation } from '../../data'
import { buttonClass } from '../../ui/Button'
import { InfoIcon } from '../../ui/icons'
import { ContactSupportLink } from '../../ui/QueryState'
import { reportOnce } from './checkout'
import '../../styles/checkout.css'

export default function CheckoutCancelScreen() {
  const { session_id: sessionId } = useSearch({ strict: false })

  useEffect(() => {
    if (!sessionId) return
    // Only a notice for support: the parent's subscription is unchanged whatever the answer.
    void reportOnce('cancel', sessionId, () =>
      runMutation('HandleCheckoutCancel', { stripeCheckoutSessionId: sessionId }),
    )
  }, [sessionId])

  return (
    <div className="page">
      <div className="card checkout-card">
        <InfoIcon className="checkout-card__icon" size="3rem" />
        <h1>Checkout canceled</h1>
        <p>
          You left the payment page before finishing, so nothing was charged and your subscription is unchanged. You
          can subscribe at any time from Settings. If something went wrong during checkout, we’re happy to help.
        </p>
        <div className="row checkout-card__actions">
          <Link to="/settings" className={buttonClass()}>
            Back to settings
          </Link>
          <ContactSupportLink className={buttonClass('secondary')} />
        </div>
      </div>
    </div>
  )
}
