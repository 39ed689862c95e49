/**
 * What a parent is told about their subscription: the status badge, the billing link's label,
 * and the trial or payment banner with its messages and thresholds. Pure rules shared by the app
 * shell's banner and the Settings screen.
 */
import type { AdminSubscriptionStatus } from '../api/wire'

/** The payment provider named in the billing texts. */
export const paymentProvider = 'Stripe'

/** The trial banner shows at this many days left or fewer. */
export const trialNoticeDays = 3
/** The trial badge turns to a warning under this many days left. */
export const trialBadgeWarningDays = 10

export type SubscriptionLevel = 'ok' | 'warning' | 'error'

export interface SubscriptionBadge {
  readonly label: string
  readonly level: SubscriptionLevel
}

/** The subscription status badge on the Basic plan card. */
export function subscriptionBadge(status: AdminSubscriptionStatus): SubscriptionBadge {
  switch (status.case) {
    case 'complimentary':
      return { label: 'complimentary', level: 'ok' }
    case 'trialing':
      if (status.daysLeft === 1) return { label: '1 day left in trial', level: 'warning' }
      if (status.daysLeft < trialBadgeWarningDays) return { label: `${status.daysLeft} days left in trial`, level: 'warning' }
      return { label: 'trialing', level: 'ok' }
    case 'paid':
      return { label: 'active', level: 'ok' }
    case 'overdue':
      return { label: 'past due', level: 'warning' }
    case 'unpaid':
      return { label: 'payment required', level: 'error' }
  }
}

/** Where fetching the billing link stands: not asked yet, asking, failed, or got a url to follow. */
export type BillingLinkState = 'idle' | 'loading' | 'failed' | 'redirecting'

/**
 * The billing-portal link's text, or null when there is no link (complimentary accounts).
 */
export function billingLinkLabel(status: AdminSubscriptionStatus, state: BillingLinkState = 'idle'): string | null {
  if (status.case === 'complimentary') return null
  switch (state) {
    case 'loading':
      return 'Loading link...'
    case 'failed':
      return 'Failed to load'
    case 'redirecting':
      return `Redirecting to ${paymentProvider}`
    case 'idle':
      break
  }
  switch (status.case) {
    case 'trialing':
      return 'Start subscription...'
    case 'paid':
      return 'Manage subscription...'
    case 'overdue':
    case 'unpaid':
      return 'Resolve payment status...'
  }
}

export interface SubscriptionBanner {
  readonly kind: 'trial' | 'expired'
  readonly message: string
  /** The button that opens the payment page. */
  readonly action: 'Start Subscription' | 'Renew Subscription'
  /**
   * Identifies this banner state for "dismissed" memory: a dismissed banner stays hidden until
   * the state changes (another day of the trial counting down, or the account falling due).
   */
  readonly dismissKey: string
}

/** The subscription banner shown on every authenticated screen, or null when there is none. */
export function subscriptionBanner(status: AdminSubscriptionStatus): SubscriptionBanner | null {
  switch (status.case) {
    case 'trialing': {
      if (status.daysLeft > trialNoticeDays) return null
      const lead = status.daysLeft === 1 ? '1 day left in free trial.' : `${Math.max(0, status.daysLeft)} days left in trial.`
      return {
        kind: 'trial',
        message: `${lead} Please subscribe to avoid interruptions.`,
        action: 'Start Subscription',
        dismissKey: `trialing:${status.daysLeft}`,
      }
    }
    case 'overdue':
    case 'unpaid':
      return {
        kind: 'expired',
        message: 'Your subscription has expired. Please renew to continue using the app.',
        action: 'Renew Subscription',
        dismissKey: status.case,
      }
    case 'paid':
    case 'complimentary':
      return null
  }
}

/** The banner button's text: its action, or the redirect notice while the payment link loads. */
export const bannerButtonLabel = (banner: SubscriptionBanner, redirecting: boolean): string =>
  redirecting ? `Redirecting you to ${paymentProvider}` : banner.action

/** Whether the banner should show, given the keys of banners the parent dismissed. */
export const isBannerVisible = (banner: SubscriptionBanner | null, dismissed: readonly string[]): boolean =>
  banner !== null && !dismissed.includes(banner.dismissKey)

/**
 * Whether a payment page address from the API may be followed: an https address, or an http
 * one on the dashboard's own origin (the demo's checkout pages). Anything else (`javascript:`,
 * `data:`, plain http elsewhere, garbage) is refused.
 */
export function isFollowablePaymentUrl(url: string, pageOrigin: string): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  if (parsed.protocol === 'https:') return true
  return parsed.protocol === 'http:' && parsed.origin === pageOrigin
}
