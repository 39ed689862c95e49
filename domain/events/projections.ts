/**
 * Every feature's projector, each limited to the event types it handles: all the data engine
 * needs to fold events into views. Free of the events' schemas (index.ts assembles those), so
 * creating the engine builds none of them.
 */
import { type Projection, projection } from './core'
import { activityProjectedTypes, activityProjector } from './projectors/activity'
import { announcementProjectedTypes, announcementProjector } from './projectors/announcements'
import { childrenProjectedTypes, childrenProjector } from './projectors/children'
import { devicesProjectedTypes, devicesProjector } from './projectors/devices'
import { iosProjectedTypes, iosProjector } from './projectors/ios'
import { keychainsProjectedTypes, keychainsProjector } from './projectors/keychains'
import { notificationsProjectedTypes, notificationsProjector } from './projectors/notifications'
import { requestsProjectedTypes, requestsProjector } from './projectors/requests'

export const projections: readonly Projection[] = [
  projection(activityProjectedTypes, activityProjector),
  projection(announcementProjectedTypes, announcementProjector),
  projection(childrenProjectedTypes, childrenProjector),
  projection(devicesProjectedTypes, devicesProjector),
  projection(iosProjectedTypes, iosProjector),
  projection(keychainsProjectedTypes, keychainsProjector),
  projection(notificationsProjectedTypes, notificationsProjector),
  projection(requestsProjectedTypes, requestsProjector),
]
