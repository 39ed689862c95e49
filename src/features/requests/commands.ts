/**
 * The request screens' writes, as commands. Each is a domain event: every list and the request's
 * page change at once and roll back with an error toast if the server refuses.
 *
 * Accepting is a sequence: save a key (SaveKey), then mark the request (or every request of its
 * group) accepted. The saved key's id and the requests already accepted are kept by the caller
 * (in a draft), so that when only a later step failed, trying again does not save a second key.
 *
 * Denying, from the request's deny page or its card on Home, sends the comment for the child
 * trimmed (a blank one is left out), and says so when it is done.
 */
import { filterSuspensionDecidedEvent, unlockRequestDecidedEvent } from '@domain/events/requests'
import { idKey } from '@domain/api/ids'
import type { OperationInput } from '@domain/api/operations'
import { responseCommentToSend } from '@domain/requests/suspension'
import { type BulkTexts, type Command, cacheKeys, command } from '../../data'
// The command alone, not the feature's entry (which brings the key wizard and the suffix list).
import { saveKey } from '../keychains/commands'

export function decideUnlockRequest(userId: string, input: OperationInput<'UpdateUnlockRequest'>): Command<'UpdateUnlockRequest'> {
  const event = unlockRequestDecidedEvent(input)
  const keys = [cacheKeys.unlockRequests(), cacheKeys.userUnlockRequests(userId), cacheKeys.unlockRequest(input.id)]
  return command({ op: 'UpdateUnlockRequest', input, ...(event ? { event } : {}), invalidate: [...new Set(keys)] })
}

/** Denies an unlock request, with the comment for the child (blank: none). */
export function denyUnlockRequest(request: { readonly id: string; readonly userId: string }, comment: string): Command<'UpdateUnlockRequest'> {
  const responseComment = responseCommentToSend(comment)
  const input = { id: request.id, status: 'rejected', ...(responseComment ? { responseComment } : {}) } as OperationInput<'UpdateUnlockRequest'>
  return {
    ...decideUnlockRequest(request.userId, input),
    texts: { loading: 'Denying unlock request...', success: 'Unlock request rejected!', failure: 'Error denying unlock request' },
  }
}

/** One step of accepting: the key's save, or one request's acceptance. */
export type AcceptStep =
  | { readonly step: 'key'; readonly command: Command<'SaveKey'> }
  | { readonly step: 'status'; readonly requestId: string; readonly command: Command<'UpdateUnlockRequest'> }

/**
 * What accepting unlock requests with one key still has to do: save the key unless
 * `keyAlreadySaved`, then mark each request accepted, except those in `alreadyAccepted`.
 * `numKeys`: how many keys the keychain has once the key is saved.
 */
export function acceptSteps(args: {
  readonly userId: string
  readonly requestIds: readonly string[]
  readonly key: OperationInput<'SaveKey'>
  readonly numKeys: number
  readonly keyAlreadySaved: boolean
  readonly alreadyAccepted: readonly string[]
}): AcceptStep[] {
  const steps: AcceptStep[] = []
  if (!args.keyAlreadySaved) steps.push({ step: 'key', command: saveKey(args.key, args.numKeys, { quiet: true }) })
  const done = new Set(args.alreadyAccepted.map(idKey))
  for (const requestId of args.requestIds) {
    if (done.has(idKey(requestId))) continue
    steps.push({ step: 'status', requestId, command: decideUnlockRequest(args.userId, { id: requestId, status: 'accepted' }) })
  }
  return steps
}

/** What the parent is told once every step of accepting succeeded. */
export const acceptedText = (count: number): string => (count > 1 ? `${count} unlock requests accepted!` : 'Unlock request accepted!')

/** Accepting `count` requests as a bulk action: its progress, its end, and the failure's words. */
export const acceptTexts = (count: number): BulkTexts => ({
  running: count > 1 ? `Accepting ${count} unlock requests` : 'Accepting unlock request',
  done: acceptedText(count),
  failed: () => 'Error accepting unlock request',
  stopped: (done, total) => `Stopped accepting: ${done} of ${total} steps done`,
})

/** A step as the parent reads it in what failed; `target` names a request by its address. */
export const acceptStepLabel = (step: AcceptStep, target: (requestId: string) => string): string =>
  step.step === 'key' ? 'Save the key' : `Accept the request for ${target(step.requestId)}`

/** Grants or denies a filter suspension, and says how it went. */
export function decideSuspension(input: OperationInput<'DecideFilterSuspensionRequest'>): Command<'DecideFilterSuspensionRequest'> {
  const granting = input.decision.case === 'accepted'
  return command({
    op: 'DecideFilterSuspensionRequest',
    input,
    event: filterSuspensionDecidedEvent(input),
    invalidate: [cacheKeys.suspendFilterRequest(input.id)],
    texts: granting
      ? { loading: 'Granting filter suspension...', success: 'Filter suspension granted!', failure: 'Error granting the filter suspension' }
      : { loading: 'Denying filter suspension...', success: 'Filter suspension denied!', failure: 'Error denying the filter suspension' },
  })
}
