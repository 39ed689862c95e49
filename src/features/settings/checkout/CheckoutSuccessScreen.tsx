/**
 * /checkout-success?session_id: back from the payment provider with a completed checkout. Tells
 * the server (which marks the subscription paid), then confirms and leads back to Settings.
 */
import { Link } from '@tanstack/react-router'
import { paths } from '../../../route-paths'
import { useRouteSearch } from '../../route-hooks'
import { useEffect, useState } from 'react'
import type { ClientError } from '@domain/api/errors'
import { runCommand } from '../../../data'
import { buttonClass } from '../../../ui/Button'
import { SuccessIcon } from '../../../ui/icons/SuccessIcon'
import { ContactSupportLink, FullPageError, Loading } from '../../../ui/QueryState'
import { reportOnce } from './checkout'
import { checkoutSucceeded } from './commands'
import { MissingSession } from './MissingSession'
import './checkout.css'

type State = { step: 'confirming' } | { step: 'done' } | { step: 'failed'; error: ClientError }
/** The server's answer for one session id; none yet (or a retry under way) means confirming. */
type Answer = { sessionId: string; state: State } | null

const confirm = async (sessionId: string): Promise<Answer> => {
  const result = await reportOnce('success', sessionId, () => runCommand(checkoutSucceeded(sessionId)))
  return { sessionId, state: result.ok ? { step: 'done' } : { step: 'failed', error: result.error } }
}

export default function CheckoutSuccessScreen() {
  const { session_id: sessionId } = useRouteSearch(paths.checkoutSuccess)
  const [answer, setAnswer] = useState<Answer>(null)
  const state: State = answer && answer.sessionId === sessionId ? answer.state : { step: 'confirming' }

  useEffect(() => {
    if (sessionId) void confirm(sessionId).then(setAnswer)
  }, [sessionId])

  const retry = async (id: string) => {
    setAnswer(null)
    setAnswer(await confirm(id))
  }

  if (!sessionId) return <MissingSession title="Nothing to confirm" />
  return (
    <div className="page">
      {state.step === 'confirming' && (
        <>
          <h1 className="visually-hidden">Subscription</h1>
          <Loading label="Confirming your payment…" />
        </>
      )}
      {state.step === 'failed' && (
        <FullPageError
          error={state.error}
          title="We couldn’t confirm your payment"
          onRetry={() => retry(sessionId)}
          actions={
            <Link to="/settings" className={buttonClass('secondary')}>
              Back to settings
            </Link>
          }
        />
      )}
      {state.step === 'done' && (
        <div className="card checkout-card" role="status">
          <SuccessIcon className="checkout-card__icon checkout-card__icon--ok" size="3rem" />
          <h1>You’re subscribed!</h1>
          <p>Thank you. Your payment is set up and your Gatehouse subscription is active. You can manage billing at any time from Settings.</p>
          <div className="row checkout-card__actions">
            <Link to="/settings" className={buttonClass()}>
              Back to settings
            </Link>
            <ContactSupportLink className={buttonClass('ghost')} />
          </div>
        </div>
      )}
    </div>
  )
}
