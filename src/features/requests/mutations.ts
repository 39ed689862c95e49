/**
 * The request screens' writes. Each is a domain event: every list and the request's page change
 * at once and roll back with an error toast if the server refuses.
 *
 * Accepting saves a key first (SaveKey), then marks the request (or every request of its group)
 * accepted. The saved key's id and the requests already accepted are kept by the caller (in a
 * draft), so that when only a later step failed, trying again does not save a second key.
 */
import { filterSuspensionDecidedEvent, unlockRequestDecidedEvent } from '@domain/events/requests'
import { idKey } from '@domain/api/ids'
import type { OperationInput } from '@domain/api/operations'
import { cacheKeys } from '../../data/queries'
import { runMutation } from '../../data'
import { saveKey } from '../keychains'

const unlockKeys = (userId: string, id: string) => [cacheKeys.unlockRequests(), cacheKeys.userUnlockRequests(userId), cacheKeys.unlockRequest(id)]

export function decideUnlockRequest(userId: string, input: OperationInput<'UpdateUnlockRequest'>) {
  const event = unlockRequestDecidedEvent(input)
  return runMutation('UpdateUnlockRequest', input, {
    ...(event ? { event } : {}),
    invalidate: [...new Set(unlockKeys(userId, input.id))],
  })
}

export type AcceptStep = 'key' | 'status'

/**
 * Accepts unlock requests with one key: saves the key unless `keyAlreadySaved`, then marks each
 * request accepted, skipping those in `alreadyAccepted`. Stops at the first failure and says
 * which step failed. `onKeySaved` and `onAccepted` run as soon as each step is stored, so the
 * caller can remember them and a retry repeats only what is left.
 */
export async function acceptUnlockRequests(args: {
  readonly userId: string
  readonly requestIds: readonly string[]
  readonly key: OperationInput<'SaveKey'>
  readonly numKeys: number
  readonly keyAlreadySaved: boolean
  readonly alreadyAccepted: readonly string[]
  readonly onKeySaved: () => void
  readonly onAccepted: (requestId: string) => void
}): Promise<{ ok: true } | { ok: false; step: AcceptStep }> {
  if (!args.keyAlreadySaved) {
    const saved = await saveKey(args.key, args.numKeys, { toast: false })
    if (!saved.ok) return { ok: false, step: 'key' }
    args.onKeySaved()
  }
  const done = new Set(args.alreadyAccepted.map(idKey))
  for (const requestId of args.requestIds) {
    if (done.has(idKey(requestId))) continue
    const decided = await decideUnlockRequest(args.userId, { id: requestId, status: 'accepted' })
    if (!decided.ok) return { ok: false, step: 'status' }
    args.onAccepted(requestId)
  }
  return { ok: true }
}

export function decideSuspension(input: OperationInput<'DecideFilterSuspensionRequest'>) {
  return runMutation('DecideFilterSuspensionRequest', input, {
    event: filterSuspensionDecidedEvent(input),
    invalidate: [cacheKeys.suspendFilterRequest(input.id)],
  })
}
