import { Link } from '@tanstack/react-router'
import { buttonClass } from '../../ui/Button'
import { WarningIcon } from '../../ui/icons'
import { ContactSupportLink } from '../../ui/QueryState'

/** A checkout return without the provider's session id: nothing to confirm, and why. */
export function MissingSession({ title }: { title: string }) {
  return (
    <div className="page">
      <div className="card checkout-card">
        <WarningIcon className="checkout-card__icon checkout-card__icon--warn" size="3rem" />
        <h1>{title}</h1>
        <p>
          This link is missing its payment session, so there is nothing to confirm here. If you just paid, your
          subscription status is shown in Settings; if it looks wrong, contact support and we’ll sort it out.
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
