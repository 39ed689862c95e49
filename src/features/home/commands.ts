/**
 * Home's writes, as commands (pure functions of the parent's intent).
 *
 * - Dismissing the announcement hides it at once (`announcementDismissed`); nothing is
 *   refetched, and a failure is silent (Home keeps it hidden for the rest of the visit; the
 *   next load shows it again).
 * - Denying an unlock request from its card, with an optional comment for the child (blank is
 *   left out): the request leaves every list at once (`unlockRequestDecided`).
 */
import type { OperationInput } from '@domain/api/operations'
import { responseCommentToSend } from '@domain/requests/suspension'
import { command, type Command } from '../../data/commands'
import { decideUnlockRequest } from '../requests'

export function dismissAnnouncement(announcementId: string): Command<'DeleteEntity'> {
  return command({
    op: 'DeleteEntity',
    input: { type: 'announcement', id: announcementId },
    event: { type: 'announcementDismissed', announcementId },
    silent: true,
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
  return { ...decideUnlockRequest(request.userId, input), texts: denyTexts }
}
