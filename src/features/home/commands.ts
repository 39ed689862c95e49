/**
 * Home's writes, as commands (pure functions of the parent's intent).
 *
 * - Dismissing the announcement hides it at once (`announcementDismissed`); nothing is
 *   refetched, and a refusal brings it back.
 * - Denying an unlock request from its card, with an optional comment for the child (blank is
 *   left out): the request leaves every list at once (`unlockRequestDecided`).
 */
import { unlockRequestDecidedEvent } from '@domain/events/requests'
import type { OperationInput } from '@domain/api/operations'
import { cacheKeys } from '../../data/queries'
import { responseCommentToSend } from '@domain/requests/suspension'
import { command, type Command } from '../../data/commands'

export function dismissAnnouncement(announcementId: string): Command<'DeleteEntity'> {
  return command({
    op: 'DeleteEntity',
    input: { type: 'announcement', id: announcementId },
    event: { type: 'announcementDismissed', announcementId },
  })
}

export const denyTexts = {
  loading: 'Denying unlock request...',
  success: 'Unlock request rejected!',
  failure: 'Error denying unlock request',
} as const

export function denyUnlockRequest(request: { readonly id: string; readonly userId: string }, comment: string): Command<'UpdateUnlockRequest'> {
  const responseComment = responseCommentToSend(comment)
  const input = {
    id: request.id,
    status: 'rejected',
    ...(responseComment ? { responseComment } : {}),
  } as OperationInput<'UpdateUnlockRequest'>
  const event = unlockRequestDecidedEvent(input)
  return command({
    op: 'UpdateUnlockRequest',
    input,
    ...(event ? { event } : {}),
    invalidate: [cacheKeys.unlockRequests(), cacheKeys.userUnlockRequests(request.userId), cacheKeys.unlockRequest(request.id)],
    texts: denyTexts,
  })
}
