/** The signed-in frame's writes, as commands: opening the payment page. */
import { type Command, command } from '../../data'

/** The payment provider's page for this parent (never cached: each address is for one visit). */
export const paymentPage = (): Command<'StripeUrl'> => command({ op: 'StripeUrl', input: undefined })
