/**
 * The Basic plan card: the monthly price, the subscription badge, and the billing link (busy
 * while its address loads or the page is being left, and the failure with the button to try
 * again). Complimentary accounts have no link.
 */
import { errorMessage, type ClientError } from '@domain/api/errors'
import { type BillingLinkState, billingLinkLabel, subscriptionBadge } from '@domain/subscription/subscription'
import type { AdminSubscriptionStatus } from '@domain/api/wire'
import { Alert } from '../../ui/Alert'
import { Badge } from '../../ui/Badge'
import { Button } from '../../ui/Button'
import { CardIcon } from '../../ui/icons/CardIcon'
import { ExternalIcon } from '../../ui/icons/ExternalIcon'

/** Where the billing link is, its last failure, and the press that opens the payment page. */
export interface BillingLinkControl {
  readonly state: BillingLinkState
  readonly error: ClientError | null
  readonly onOpen: () => void
}

export function PlanCard({
  status,
  monthlyPriceInDollars,
  demoPortal,
  billing,
}: {
  status: AdminSubscriptionStatus
  monthlyPriceInDollars: number
  demoPortal: boolean
  billing: BillingLinkControl
}) {
  const badge = subscriptionBadge(status)
  return (
    <section className="card settings-card plan-card" aria-labelledby="plan-title">
      <div className="settings-card__head">
        <CardIcon className="settings-card__icon" />
        <h2 id="plan-title">Basic plan</h2>
      </div>
      <p className="plan-card__price">
        <span className="plan-card__amount">${monthlyPriceInDollars}</span>
        <span className="plan-card__per"> per month</span>
      </p>
      <p className="plan-card__status">
        <span className="plan-card__status-label">Subscription status</span> <Badge tone={badge.level}>{badge.label}</Badge>
      </p>
      {status.case === 'complimentary' ? (
        <p className="muted plan-card__note">Your account is complimentary: there is nothing to pay.</p>
      ) : (
        <BillingLink status={status} {...billing} />
      )}
      {__DEMO__ && demoPortal && (
        <Alert tone="info" title="The demo has no billing portal">
          With a real subscription, this link opens the payment provider’s billing portal, where you can change your card, download invoices or
          cancel.
        </Alert>
      )}
    </section>
  )
}

function BillingLink({ status, state, error, onOpen }: BillingLinkControl & { status: AdminSubscriptionStatus }) {
  const busy = state === 'loading' || state === 'redirecting'
  const label = billingLinkLabel(status, state === 'failed' ? 'idle' : state)
  return (
    <div className="billing-link">
      <Button variant={status.case === 'paid' ? 'secondary' : 'primary'} loading={busy} aria-disabled={busy || undefined} onClick={onOpen}>
        {label}
        {!busy && <ExternalIcon size="1em" />}
      </Button>
      <p className="visually-hidden" role="status">
        {busy ? label : ''}
      </p>
      {state === 'failed' && error && (
        <div className="billing-link__error" role="alert">
          <strong>{billingLinkLabel(status, 'failed')}</strong>
          <span>{errorMessage(error)} Press the button above to try again.</span>
        </div>
      )}
    </div>
  )
}
