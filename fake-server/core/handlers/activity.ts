/**
 * Activity: day summaries per child and for the family (bucketed by the parent's local day when
 * the request gives a time-zone offset, else UTC), day feeds, review (soft delete) and flags.
 *
 * Stricter than the real server where it had gaps: FlagActivityItems only matches the caller's
 * children's items, and a review keeps the first review time.
 */
import type { HandlerRegistry } from '../context'
import { daySummaries, feedOf, parseRange, recordsOf, reviewItems, toggleFlags, userDeviceIdsOf, userDeviceIdsOfAdmin } from '../activity/store'
import { vaporError } from '../errors'
import { childrenOf, ownedChild } from '../services'

const badRange = () => vaporError(400, 'Bad Request')

export const activityHandlers = {
  UserActivitySummaries(input, ctx) {
    const { db } = ctx.deps
    const child = ownedChild(ctx, input.childId)
    const records = recordsOf(db, userDeviceIdsOf(db, child.id))
    return {
      userName: child.name,
      days: daySummaries([records], ctx.now.getTime(), input.jsTimezoneOffsetMinutes),
    }
  },

  CombinedUsersActivitySummaries(input, ctx) {
    const { db } = ctx.deps
    const perChild = childrenOf(db, ctx.admin.id).map((child) => recordsOf(db, userDeviceIdsOf(db, child.id)))
    return daySummaries(perChild, ctx.now.getTime(), input.jsTimezoneOffsetMinutes)
  },

  UserActivityFeed(input, ctx) {
    const { db } = ctx.deps
    const child = ownedChild(ctx, input.userId)
    const range = parseRange(input.range)
    if (!range) throw badRange()
    return {
      userName: child.name,
      showSuspensionActivity: child.showSuspensionActivity,
      ...feedOf(recordsOf(db, userDeviceIdsOf(db, child.id), ctx.deps.resourceOrigin?.()), range),
    }
  },

  CombinedUsersActivityFeed(input, ctx) {
    const { db } = ctx.deps
    const range = parseRange(input.range)
    if (!range) throw badRange()
    return childrenOf(db, ctx.admin.id).map((child) => ({
      userName: child.name,
      showSuspensionActivity: child.showSuspensionActivity,
      ...feedOf(recordsOf(db, userDeviceIdsOf(db, child.id), ctx.deps.resourceOrigin?.()), range),
    }))
  },

  DeleteActivityItems_v2(input, ctx) {
    const { db } = ctx.deps
    reviewItems(db, userDeviceIdsOfAdmin(db, ctx.admin.id), input, ctx.now.getTime())
    return { success: true }
  },

  FlagActivityItems(input, ctx) {
    const { db } = ctx.deps
    const matched = toggleFlags(db, userDeviceIdsOfAdmin(db, ctx.admin.id), input, ctx.now.getTime())
    if (matched === 0) throw vaporError(404, 'Not Found')
    return { success: true }
  },
} satisfies HandlerRegistry
