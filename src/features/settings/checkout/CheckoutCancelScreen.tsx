/**
 * /checkout-cancel?session_id: the parent left the payment provider's checkout without paying.
 * The server is told (it lets support know); the parent sees that nothing changed.
 */
import { useEffect } from 'react'
import { runCommand } from '../../../data'
import { paths } from '../../../route-paths'
import { useRouteSearch } from '../../route-hooks'
import { InfoIcon } from '../../../ui/icons/InfoIcon'
import { reportOnce } from './checkout'
import { checkoutCanceled } from './commands'
import { CheckoutNotice } from './CheckoutNotice'

export default function CheckoutCancelScreen() {
  const { session_id: sessionId } = useRouteSearch(paths.checkoutCancel)

  useEffect(() => {
    if (!sessionId) return
    // Only a notice for support: the parent's subscription is unchanged whatever the answer.
    void reportOnce('cancel', sessionId, () => runCommand(checkoutCanceled(sessionId)))
  }, [sessionId])

  return (
    <CheckoutNotice icon={<InfoIcon className="checkout-card__icon" size="3rem" />} title="Checkout canceled">
      <p>
        You left the payment page before finishing, so nothing was charged and your subscription is unchanged. You can subscribe at any time from
        Settings. If something went wrong during checkout, we’re happy to help.
      </p>
    </CheckoutNotice>
  )
}
