/**
 * API profiles: the wire versions of the API the app can talk to. The app keeps one set of
 * types (`operations.ts`, `wire.ts`); each profile is a complete table mapping them to and from
 * its wire (see `adapter.ts`).
 *
 * - `2025-05`: the API as of May 2025 (the spec's 47 operations). Activity days are UTC days.
 * - `current`: today's API: DashboardWidgets, DeleteEntity_v2, ChildActivitySummaries and
 *   FamilyActivitySummaries instead of the four older names, summaries counted in the parent's
 *   own days, and a bot check's token on Signup.
 */
import { current } from './current'
import { may2025 } from './may-2025'
import type { ApiProfile } from './names'
import type { WireTable } from './wire-operation'

export * from './names'

export const profileTables: { readonly [P in ApiProfile]: WireTable } = {
  '2025-05': may2025,
  current,
}

export type { WireTable } from './wire-operation'
