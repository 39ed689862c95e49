/**
 * The account operations: GetAdmin, DeleteEntity (`admin` here, the other types in
 * delete-entity.ts), LogEvent.
 */
import type { WireOutput } from '@domain/api/operations'
import type { AdminNotificationTrigger } from '@domain/api/wire'
import type { HandlerRegistry } from '../context'
import { type AdminRow, day, readConfig } from '../db/db'
import { vaporError } from '../errors'
import { childrenOf, deleteAdminCascade } from '../services'
import { sameId } from '@domain/api/ids'
import { deleteEntity } from './delete-entity'

type SubscriptionStatus = WireOutput<'GetAdmin'>['subscriptionStatus']

/**
 * The dashboard's view of the subscription. A trialing parent is shown whole days left + 7 (a
 * quirk of the real server, left from an older 7-day "expiring soon" phase); an expiring trial
 * shows the whole days left; unpaid and pendingAccountDeletion show as unpaid.
 */
export function subscriptionView(admin: AdminRow, now: Date): SubscriptionStatus {
  const wholeDaysLeft = Math.max(0, Math.floor((admin.statusExpiration - now.getTime()) / day))
  switch (admin.subscriptionStatus) {
    case 'complimentary':
      return { case: 'complimentary' }
    case 'trialing':
      return { case: 'trialing', daysLeft: wholeDaysLeft + 7 }
    case 'trialExpiringSoon':
      return { case: 'trialing', daysLeft: wholeDaysLeft }
    case 'paid':
      return { case: 'paid' }
    case 'overdue':
      return { case: 'overdue' }
    case 'unpaid':
    case 'pendingAccountDeletion':
      return { case: 'unpaid' }
    case 'pendingEmailVerification':
      // The real server throws here; dispatch turns it into a generic 500.
      throw new Error('GetAdmin: account is pending email verification')
  }
}

export const accountHandlers = {
  GetAdmin(_input, ctx) {
    const { db } = ctx.deps
    const admin = ctx.admin
    const byAdmin = { where: { adminId: { equals: admin.id } } }
    const childIds = childrenOf(db, admin.id).map((c) => c.id)
    const hasAdminChild = childIds.length > 0 && db.userDevice.findMany({ where: { childId: { in: childIds } } }).some((ud) => ud.isAdmin)
    return {
      id: admin.id,
      email: admin.email,
      subscriptionStatus: subscriptionView(admin, ctx.now),
      notifications: db.adminNotification.findMany(byAdmin).map((n) => ({
        id: n.id,
        trigger: n.trigger as AdminNotificationTrigger,
        methodId: n.methodId,
      })),
      verifiedNotificationMethods: db.verifiedNotificationMethod.findMany(byAdmin).map((m) => ({
        id: m.id,
        config: readConfig(m.configJson),
      })),
      hasAdminChild,
      monthlyPriceInDollars: Math.floor(admin.monthlyPriceCents / 100),
    }
  },

  DeleteEntity(input, ctx) {
    switch (input.type) {
      case 'admin':
        if (!sameId(input.id, ctx.admin.id)) throw vaporError(401, 'Unauthorized')
        deleteAdminCascade(ctx.deps, ctx.admin.id)
        return { success: true }
      default:
        return deleteEntity(input, ctx)
    }
  },

  LogEvent(input, ctx) {
    const { deps, now } = ctx
    deps.db.analyticsEvent.create({
      id: deps.newId(),
      adminId: ctx.admin.id,
      kind: 'dash',
      eventId: input.eventId,
      detail: input.detail,
      createdAt: now.getTime(),
    })
    return { success: true }
  },
} satisfies HandlerRegistry
