/**
 * Home's own writes, as commands (pure functions of the parent's intent): dismissing the
 * announcement hides it at once (`announcementDismissed`); nothing is refetched, and a failure is
 * quiet (Home keeps it hidden for the rest of the visit; the next load shows it again). Denying a
 * request from its card is the requests feature's command.
 */
import { command, type Command } from '../../data/commands'

export function dismissAnnouncement(announcementId: string): Command<'DeleteEntity'> {
  return command({
    op: 'DeleteEntity',
    input: { type: 'announcement', id: announcementId },
    event: { type: 'announcementDismissed', announcementId },
    quiet: true,
  })
}
