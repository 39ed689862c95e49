/**
 * Every domain event of the app: one module per feature, assembled here. Adding a feature's
 * events = a new module exporting its event schemas, its projector under `projectors/` (with the
 * event types it handles), plus one line in each list here and in `projections.ts`.
 *
 * Events are named in the past tense for what happened and carry the state it left behind, so
 * that each is idempotent: applying one to a view that already shows it changes nothing. Their
 * types are what a producer writes (ids as plain strings; the schemas check they are UUIDs).
 */
import * as z from 'zod/mini'
import { type ActivityEvent, activityEvents } from './activity'
import { type AnnouncementEvent, announcementEvents } from './announcements'
import { type ChildrenEvent, childrenEvents } from './children'
import { type DevicesEvent, devicesEvents } from './devices'
import { type IOSEvent, iosEvents } from './ios'
import { type KeychainsEvent, keychainsEvents } from './keychains'
import { type NotificationsEvent, notificationsEvents } from './notifications'
import { type RequestsEvent, requestsEvents } from './requests'
import { type LoggedEvent as Envelope, eventTypes } from './core'

export { foldView, projectEvent } from './core'

export type DomainEvent =
  ActivityEvent | AnnouncementEvent | ChildrenEvent | DevicesEvent | IOSEvent | KeychainsEvent | NotificationsEvent | RequestsEvent

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

/** Every feature's projector, each limited to the event types it handles. */
export { projections } from './projections'
