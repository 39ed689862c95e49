/**
 * Every domain event of the app: one module per feature, assembled here. Adding a feature's
 * events = a new module exporting its event schemas and projector, plus one line in each list.
 */
import * as z from 'zod/mini'
import { type ActivityEvent, activityEvents, activityProjector } from './activity'
import { type ChildrenEvent, childrenEvents, childrenProjector } from './children'
import { type DevicesEvent, devicesEvents, devicesProjector } from './devices'
import { type KeychainsEvent, keychainsEvents, keychainsProjectionEvents, keychainsProjector } from './keychains'
import { type LoggedEvent as Envelope, type Projection, projection } from './core'

export type { EventBase, EventStatus, Produce, Projection, Projector, SnapshotRef } from './core'
export { compact, foldView, isLive, keysChangedBy, projectEvent, projection, traceView } from './core'

export type DomainEvent = ActivityEvent | ChildrenEvent | DevicesEvent | KeychainsEvent

const allEvents = [...activityEvents, ...childrenEvents, ...devicesEvents, ...keychainsEvents]

/** Validates a domain event (a discriminated union on `type`). */
export const DomainEvent = z.discriminatedUnion(
  'type',
  allEvents as unknown as Parameters<typeof z.discriminatedUnion>[1],
) as unknown as z.ZodMiniType<DomainEvent>

export type LoggedEvent = Envelope<DomainEvent>

/** Every feature's projector, each limited to its own events. */
export const projections: readonly Projection[] = [
  projection(activityEvents, activityProjector),
  projection(childrenEvents, childrenProjector),
  projection(devicesEvents, devicesProjector),
  projection(keychainsProjectionEvents, keychainsProjector),
]
