/**
 * The demo's subscription switch: puts the demo parent in the server-side state that GetAdmin
 * shows as the asked-for status. A trial of 7 or more shown days is a `trialing` account (GetAdmin
 * adds 7 to its whole days left), a shorter one is in its last phase (`trialExpiringSoon`, shown
 * as is). Half a day is added so the shown count holds for a while.
 */
import type { DemoSubscriptionStatus } from '@domain/demo/control'
import type { ServerDeps } from '../core/context'
import { type AdminStatus, day, hour, idEq } from '../core/db/db'
import { paidPeriodMs } from '../core/handlers/billing'
import { demoCredentials } from './seed/seed'

export const defaultTrialDaysShown = 12

interface SubscriptionState {
  readonly subscriptionStatus: AdminStatus
  readonly statusExpiration: number
  readonly subscriptionId: string | null
}

/** The stored state that GetAdmin turns into `status` (and `daysLeft` for a trial). */
export function subscriptionState(
  status: DemoSubscriptionStatus,
  daysLeft: number,
  current: { readonly subscriptionId: string | null },
  nowMs: number,
  newSubscriptionId: () => string,
): SubscriptionState {
  const days = Math.max(0, Math.floor(daysLeft))
  switch (status) {
    case 'trialing':
      return days >= 7
        ? { subscriptionStatus: 'trialing', statusExpiration: nowMs + (days - 7) * day + 12 * hour, subscriptionId: null }
        : { subscriptionStatus: 'trialExpiringSoon', statusExpiration: nowMs + days * day + 12 * hour, subscriptionId: null }
    case 'paid':
      return {
        subscriptionStatus: 'paid',
        statusExpiration: nowMs + paidPeriodMs,
        subscriptionId: current.subscriptionId ?? newSubscriptionId(),
      }
    case 'overdue':
      return { subscriptionStatus: 'overdue', statusExpiration: nowMs + 7 * day, subscriptionId: current.subscriptionId }
    case 'unpaid':
      return { subscriptionStatus: 'unpaid', statusExpiration: nowMs + 365 * day, subscriptionId: current.subscriptionId }
    case 'complimentary':
      return { subscriptionStatus: 'complimentary', statusExpiration: nowMs + 365 * day, subscriptionId: current.subscriptionId }
  }
}

const statuses: readonly DemoSubscriptionStatus[] = ['complimentary', 'trialing', 'paid', 'overdue', 'unpaid']

/** Switches the demo parent (the one of the demo credentials) to `status`. */
export function setDemoSubscription(deps: ServerDeps, status: DemoSubscriptionStatus, daysLeft: number = defaultTrialDaysShown): void {
  if (!statuses.includes(status)) throw new Error(`unknown subscription status: ${String(status)}`)
  if (!Number.isFinite(daysLeft)) throw new Error(`daysLeft must be a number of days, not ${String(daysLeft)}`)
  const admin = deps.db.admin.findFirst({ where: { email: { equals: demoCredentials.email.toLowerCase() } } })
  if (!admin) throw new Error('the demo parent is not in the demo data (reset the demo)')
  const token = () => `sub_demo_${deps.newId().replace(/-/g, '').slice(0, 14).toLowerCase()}`
  const next = subscriptionState(status, daysLeft, admin, deps.clock().getTime(), token)
  deps.db.admin.update({ where: { id: idEq(admin.id) }, data: { ...next } })
}
