/** The signed-in frame's writes, as commands: dismissing the announcement, opening the payment page. */
import { type Command, cacheKeys, command } from '../../data'

/** Dismissed for good: it goes at once, and comes back (with the error's toast) if refused. */
export function dismissAnnouncement(announcementId: string): Command<'DeleteEntity'> {
  return command({
    op: 'DeleteEntity',
    input: { type: 'announcement', id: announcementId },
    event: { type: 'announcementDismissed', announcementId },
    invalidate: [cacheKeys.dashboard()],
  })
}

/** The payment provider's page for this parent (never cached: each address is for one visit). */
export const paymentPage = (): Command<'StripeUrl'> => command({ op: 'StripeUrl', input: undefined })
