/**
 * How the requests events change the views they touch: the projector, with the event types it
 * handles. Kept apart from the events' schemas, so the data engine folds views without building
 * them (the signed-in first script creates the engine before its first request).
 */
import { sameId } from '../../api/ids'
import type { OperationOutput } from '../../api/operations'
import type { RequestsEvent } from '../requests'
import type { Projector } from '../core'

/** The event types the projector handles. */
export const requestsProjectedTypes = ['unlockRequestDecided', 'filterSuspensionDecided'] as const satisfies readonly RequestsEvent['type'][]

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
