import { WarningIcon } from '../../../ui/icons/WarningIcon'
import { CheckoutNotice } from './CheckoutNotice'

/** A checkout return without the provider's session id: nothing to confirm, and why. */
export function MissingSession({ title }: { title: string }) {
  return (
    <CheckoutNotice icon={<WarningIcon className="checkout-card__icon checkout-card__icon--warn" size="3rem" />} title={title}>
      <p>
        This link is missing its payment session, so there is nothing to confirm here. If you just paid, your subscription status is shown in
        Settings; if it looks wrong, contact support and we’ll sort it out.
      </p>
    </CheckoutNotice>
  )
}
