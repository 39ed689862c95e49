/**
 * Every domain event of the app: one module per feature, assembled here. Adding a feature's
 * events = a new module exporting its event schemas and projector, plus one line in each list.
 *
 * Events are named in the past tense for what happened and carry the state it left behind, so
 * that each is idempotent: applying one to a view that already shows it changes nothing. Their
 * types are what a producer writes (ids as plain strings; the schemas check they are UUIDs).
 */
import * as z from 'zod/mini'
import { type ActivityEvent, activityEvents, activityProjector } from './activity'
import { type AnnouncementEvent, announcementEvents, announcementProjector } from './announcements'
import { type ChildrenEvent, childrenEvents, childrenProjector } from './children'
import { type DevicesEvent, devicesEvents, devicesProjector } from './devices'
import { type IOSEvent, iosEvents, iosProjector } from './ios'
import { type KeychainsEvent, keychainsEvents, keychainsProjectionEvents, keychainsProjector } from './keychains'
import { type NotificationsEvent, notificationsEvents, notificationsProjector } from './notifications'
import { type RequestsEvent, requestsEvents, requestsProjector } from './requests'
import { type LoggedEvent as Envelope, type Projection, eventTypes, projection } from './core'

export type { EventBase, EventStatus, Produce, Projection, Projector, SnapshotRef } from './core'
export { compact, foldView, isLive, keysChangedBy, projectEvent, projection, traceView } from './core'

export type DomainEvent =
  | ActivityEvent
  | AnnouncementEvent
  | ChildrenEvent
  | DevicesEvent
  | IOSEvent
  | KeychainsEvent
  | NotificationsEvent
  | RequestsEvent

const allEvents = [
  ...activityEvents,
  ...announcementEvents,
  ...childrenEvents,
  ...devicesEvents,
  ...iosEvents,
  ...keychainsEvents,
  ...notificationsEvents,
  ...requestsEvents,
]

/** The `type` of every domain event. */
export const domainEventTypes = eventTypes(allEvents) as readonly DomainEvent['type'][]

/** Validates a domain event (a discriminated union on `type`). */
export const DomainEvent = z.discriminatedUnion(
  'type',
  allEvents as unknown as Parameters<typeof z.discriminatedUnion>[1],
) as unknown as z.ZodMiniType<DomainEvent>

export type LoggedEvent = Envelope<DomainEvent>

/** Every feature's projector, each limited to its own events. */
export const projections: readonly Projection[] = [
  projection(activityEvents, activityProjector),
  projection(announcementEvents, announcementProjector),
  projection(childrenEvents, childrenProjector),
  projection(devicesEvents, devicesProjector),
  projection(iosEvents, iosProjector),
  projection(keychainsProjectionEvents, keychainsProjector),
  projection(notificationsEvents, notificationsProjector),
  projection(requestsEvents, requestsProjector),
]
