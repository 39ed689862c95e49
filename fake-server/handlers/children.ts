/**
 * Children ("users" on the wire): GetUsers, GetUser.
 */
import type { HandlerRegistry } from '../context'
import { childrenOf, ownedChild, userView } from '../services'

export const childrenHandlers = {
  GetUsers(_input, ctx) {
    const { db } = ctx.deps
    return childrenOf(db, ctx.admin.id).map((child) => userView(db, child, ctx.now))
  },

  GetUser(childId, ctx) {
    return userView(ctx.deps.db, ownedChild(ctx, childId), ctx.now)
  },
} satisfies HandlerRegistry
