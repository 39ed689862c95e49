/**
 * How the announcements events change the views they touch: the projector, with the event types it
 * handles. Kept apart from the events' schemas, so the data engine folds views without building
 * them (the signed-in first script creates the engine before its first request).
 */
import { sameId } from '../../api/ids'
import type { AnnouncementEvent } from '../announcements'
import type { Projector } from '../core'

/** The event types the projector handles. */
export const announcementProjectedTypes = ['announcementDismissed'] as const satisfies readonly AnnouncementEvent['type'][]

export const announcementProjector: Projector<AnnouncementEvent> = {
  GetDashboardWidgets(widgets, event) {
    if (widgets.announcement && sameId(widgets.announcement.id, event.announcementId)) delete widgets.announcement
  },
}
