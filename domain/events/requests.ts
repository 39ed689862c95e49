/**
 * Domain events of the request screens: an unlock request accepted or rejected, a
 * filter-suspension request granted or denied. Every list of unlock requests (all children's,
 * one child's, Home's pending ones), the request's own page and the suspension request's page change at once, and
 * roll back if the server refuses. (Accepting also saves a key: the keychains module's
 * `keySaved`.)
 *
 * Events carry the state they leave (a status, a granted duration), so applying one to a view
 * that already shows it changes nothing.
 */
import * as z from 'zod/mini'
import { uuidPattern } from '../api/ids'
import type { OperationInput } from '../api/operations'

const Uuid = z.string().check(z.regex(uuidPattern))
const Decided = z.enum(['accepted', 'rejected'])

export const UnlockRequestDecided = z.object({
  type: z.literal('unlockRequestDecided'),
  requestId: Uuid,
  status: Decided,
})
export const FilterSuspensionDecided = z.object({
  type: z.literal('filterSuspensionDecided'),
  requestId: Uuid,
  status: Decided,
  /** The granted time (a grant replaces the requested duration). */
  durationInSeconds: z.optional(z.int().check(z.gt(0))),
  responseComment: z.optional(z.string()),
})

export const requestsEvents = [UnlockRequestDecided, FilterSuspensionDecided] as const

export type UnlockRequestDecided = z.infer<typeof UnlockRequestDecided>
export type FilterSuspensionDecided = z.infer<typeof FilterSuspensionDecided>
export type RequestsEvent = UnlockRequestDecided | FilterSuspensionDecided

/** An UpdateUnlockRequest input (accepting or rejecting) as an event. */
export function unlockRequestDecidedEvent(input: OperationInput<'UpdateUnlockRequest'>): UnlockRequestDecided | undefined {
  if (input.status === 'pending') return undefined
  return { type: 'unlockRequestDecided', requestId: input.id, status: input.status }
}

/** A DecideFilterSuspensionRequest input as an event. */
export function filterSuspensionDecidedEvent(input: OperationInput<'DecideFilterSuspensionRequest'>): FilterSuspensionDecided {
  const event: FilterSuspensionDecided = { type: 'filterSuspensionDecided', requestId: input.id, status: input.decision.case }
  if (input.decision.case === 'accepted') event.durationInSeconds = input.decision.durationInSeconds
  if (input.responseComment != null) event.responseComment = input.responseComment
  return event
}
