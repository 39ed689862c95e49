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
import { sameId, uuidPattern } from '../api/ids'
import type { OperationInput, OperationOutput } from '../api/operations'
import type { Projector } from './core'

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

// ── projection ──────────────────────────────────────────────────────────────────────────────

type UnlockRequest = OperationOutput<'GetUnlockRequest'>

function applyToUnlock(request: UnlockRequest, event: RequestsEvent): void {
  if (event.type === 'unlockRequestDecided' && sameId(request.id, event.requestId)) request.status = event.status
}

export const requestsProjector: Projector<RequestsEvent> = {
  GetUnlockRequests(list, event) {
    for (const request of list) applyToUnlock(request, event)
  },
  GetUserUnlockRequests(list, event) {
    for (const request of list) applyToUnlock(request, event)
  },
  GetUnlockRequest(request, event) {
    applyToUnlock(request, event)
  },
  // Home lists pending requests only: a decided one leaves it.
  GetDashboardWidgets(widgets, event) {
    if (event.type !== 'unlockRequestDecided') return
    const at = widgets.unlockRequests.findIndex((r) => sameId(r.id, event.requestId))
    if (at >= 0) widgets.unlockRequests.splice(at, 1)
  },
  GetSuspendFilterRequest(request, event) {
    if (event.type !== 'filterSuspensionDecided' || !sameId(request.id, event.requestId)) return
    request.status = event.status
    if (event.durationInSeconds !== undefined) request.requestedDurationInSeconds = event.durationInSeconds
    if (event.responseComment === undefined) delete request.responseComment
    else request.responseComment = event.responseComment
  },
}
