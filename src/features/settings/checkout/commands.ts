/** The checkout returns' writes, as commands: the server is told how the payment page ended. */
import { type Command, cacheKeys, command } from '../../../data'

/** A completed checkout marks the subscription paid: the account changes. */
export function checkoutSucceeded(sessionId: string): Command<'HandleCheckoutSuccess'> {
  return command({
    op: 'HandleCheckoutSuccess',
    input: { stripeCheckoutSessionId: sessionId },
    invalidate: [cacheKeys.admin()],
  })
}

/** Only a notice for support: the parent's subscription is unchanged whatever the answer. */
export const checkoutCanceled = (sessionId: string): Command<'HandleCheckoutCancel'> =>
  command({ op: 'HandleCheckoutCancel', input: { stripeCheckoutSessionId: sessionId } })
