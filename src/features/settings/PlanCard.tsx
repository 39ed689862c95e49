/**
 * The Basic plan card: the monthly price, the subscription badge, and the billing link, which
 * asks the API for the payment provider's page and follows it (only https addresses, or pages of
 * this dashboard). Complimentary accounts have no link.
 */
import { useEffect, useState } from 'react'
import { errorMessage, unexpectedError, type ClientError } from '@domain/api/errors'
import {
  type BillingLinkState,
  billingLinkLabel,
  isFollowablePaymentUrl,
  subscriptionBadge,
} from '@domain/subscription/subscription'
import type { AdminSubscriptionStatus } from '@domain/api/wire'
import { runCommand } from '../../data'
import { Alert } from '../../ui/Alert'
import { Badge } from '../../ui/Badge'
import { Button } from '../../ui/Button'
import { CardIcon } from '../../ui/icons/CardIcon'
import { ExternalIcon } from '../../ui/icons/ExternalIcon'
import { paymentPage } from '../shell/commands'

export function PlanCard({
  status,
  monthlyPriceInDollars,
  demoPortal,
}: {
  status: AdminSubscriptionStatus
  monthlyPriceInDollars: number
  demoPortal: boolean
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
        <span className="plan-card__status-label">Subscription status</span>{' '}
        <Badge tone={badge.level}>{badge.label}</Badge>
      </p>
      {status.case === 'complimentary' ? (
        <p className="muted plan-card__note">Your account is complimentary: there is nothing to pay.</p>
      ) : (
        <BillingLink status={status} />
      )}
      {__DEMO__ && demoPortal && (
        <Alert tone="info" title="The demo has no billing portal">
          With a real subscription, this link opens the payment provider’s billing portal, where you can change your
          card, download invoices or cancel.
        </Alert>
      )}
    </section>
  )
}

function BillingLink({ status }: { status: AdminSubscriptionStatus }) {
  const [state, setState] = useState<BillingLinkState>('idle')
  const [error, setError] = useState<ClientError | null>(null)
  useEffect(() => {
    // Back from the payment page, the browser may restore this page as it was left (busy).
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setState('idle')
    }
    window.addEventListener('pageshow', restored)
    return () => window.removeEventListener('pageshow', restored)
  }, [])

  const open = async () => {
    if (state === 'loading' || state === 'redirecting') return
    setState('loading')
    setError(null)
    const result = await runCommand(paymentPage())
    if (result.ok && isFollowablePaymentUrl(result.value.url, window.location.origin)) {
      setState('redirecting')
      window.location.assign(result.value.url)
      return
    }
    setError(result.ok ? unexpectedError('the payment page address is not one to follow') : result.error)
    setState('failed')
  }

  const busy = state === 'loading' || state === 'redirecting'
  const label = billingLinkLabel(status, state === 'failed' ? 'idle' : state)
  return (
    <div className="billing-link">
      <Button
        variant={status.case === 'paid' ? 'secondary' : 'primary'}
        loading={busy}
        aria-disabled={busy || undefined}
        onClick={() => void open()}
      >
        {label}
        {!busy && <ExternalIcon size="1em" />}
      </Button>
      <p className="visually-hidden" role="status">
        {busy ? label : ''}
      </p>
      {state === 'failed' && error && (
        <div className="billing-link__error" role="alert">
          <strong>{billingLinkLabel(status, 'failed')}</strong>
          <span>
            {errorMessage(error)} Press the button above to try again.
          </span>
        </div>
      )}
    </div>
  )
}
