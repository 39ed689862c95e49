/**
 * Domain events of the dashboard's announcement: the parent dismissed it. The dashboard's
 * widgets stop showing it at once; rolled back if the server refuses the dismissal.
 *
 * Pure: the projector mutates a draft and never reads a clock.
 */
import * as z from 'zod/mini'
import { uuidPattern } from '../api/ids'

export const AnnouncementDismissed = z.object({
  type: z.literal('announcementDismissed'),
  /** The announcement's id (what DeleteEntity `announcement` takes). */
  announcementId: z.string().check(z.regex(uuidPattern)),
})
export type AnnouncementDismissed = z.infer<typeof AnnouncementDismissed>

export const announcementEvents = [AnnouncementDismissed] as const
export type AnnouncementEvent = AnnouncementDismissed
