/**
 * Domain events: what a parent did, recorded at once so that views change before the server
 * answers, then reconciled with what the server says.
 *
 * A view (what a screen shows for one cache key) is a pure fold: the server snapshot of that key
 * with every live event projected on top. An event is live for a snapshot when it is still
 * `pending`, or `confirmed` at or after the moment that snapshot's request started (the snapshot
 * may not reflect it yet). Once every snapshot that an event changes was requested after its
 * confirmation, the event no longer changes anything and is dropped (compaction). `failed` events
 * are removed (rollback).
 *
 * Pure and dependency-free: projectors mutate a draft; the caller supplies a `produce`-like
 * function (immer's) that returns the base itself when the recipe changed nothing.
 */
import type { OperationInput, OperationName, OperationOutput } from '../api/operations'

/** Every domain event has a past-tense `type`, e.g. `activityItemsDeleted`. */
export interface EventBase {
  readonly type: string
}

/** Per operation: how an event changes that operation's output (mutating a draft). */
export type Projector<E> = {
  [N in OperationName]?: (draft: OperationOutput<N>, event: E, input: OperationInput<N>) => void
}

export type EventStatus = 'pending' | 'confirmed' | 'failed'

/** The envelope of an event in the log. Times are milliseconds on the store's clock. */
export interface LoggedEvent<E extends EventBase = EventBase> {
  readonly id: string
  /** When it was recorded. */
  readonly at: number
  readonly status: EventStatus
  /** When the server accepted it. */
  readonly confirmedAt?: number
  readonly event: E
}

/** immer's `produce` shape: returns `base` itself when the recipe changed nothing. */
export type Produce = <T>(base: T, recipe: (draft: T) => void) => T

/** A projector together with the event types it handles (it never sees other modules' events). */
export interface Projection {
  readonly types: ReadonlySet<string>
  readonly projector: Projector<never>
}

/** The discriminator values of zod event schemas (objects with a literal `type`, or unions of them). */
export function eventTypes(schemas: readonly unknown[]): string[] {
  const types: string[] = []
  for (const schema of schemas) {
    const values = (schema as { _zod?: { propValues?: Record<string, Set<unknown>> } })._zod?.propValues?.type
    if (!values) throw new Error('an event schema needs a literal `type`')
    for (const value of values) if (typeof value === 'string') types.push(value)
  }
  return types
}

export function projection<E extends EventBase>(typesOrSchemas: readonly unknown[], projector: Projector<E>): Projection {
  const types = typesOrSchemas.every((t) => typeof t === 'string') ? (typesOrSchemas as string[]) : eventTypes(typesOrSchemas)
  return { types: new Set(types), projector }
}

/** What a cached snapshot is, as far as the fold is concerned. */
export interface SnapshotRef {
  /** The read that filled it: an operation's name, or a read no projector knows (left as it is). */
  readonly op: string
  readonly input: unknown
  readonly data: unknown
  /** When the request that produced `data` started. */
  readonly requestedAt: number
}

/** Whether an event still has to be projected onto a snapshot requested at `requestedAt`. */
export const isLive = (e: LoggedEvent, requestedAt: number): boolean =>
  e.status === 'pending' || (e.status === 'confirmed' && e.confirmedAt !== undefined && e.confirmedAt >= requestedAt)

type AnyProjectorFn = (draft: unknown, event: EventBase, input: unknown) => void

/** Projects one event onto one operation's data (returns `data` itself when nothing changed). */
export function projectEvent(
  projections: readonly Projection[],
  produce: Produce,
  op: string,
  input: unknown,
  data: unknown,
  event: EventBase,
): unknown {
  let out = data
  for (const p of projections) {
    if (!p.types.has(event.type)) continue
    const fn = (p.projector as Readonly<Record<string, AnyProjectorFn | undefined>>)[op]
    if (!fn) continue
    out = produce(out, (draft) => fn(draft, event, input))
  }
  return out
}

/** The view of one snapshot: its data with every live event projected, in log order. */
export function foldView(projections: readonly Projection[], produce: Produce, snapshot: SnapshotRef, events: readonly LoggedEvent[]): unknown {
  let view = snapshot.data
  if (view === undefined) return view
  for (const e of events) {
    if (!isLive(e, snapshot.requestedAt)) continue
    view = projectEvent(projections, produce, snapshot.op, snapshot.input, view, e.event)
  }
  return view
}

/** Like `foldView`, also telling which events changed the view at their step. */
export function traceView(
  projections: readonly Projection[],
  produce: Produce,
  snapshot: SnapshotRef,
  events: readonly LoggedEvent[],
): { view: unknown; changedBy: Set<string> } {
  const changedBy = new Set<string>()
  let view = snapshot.data
  if (view === undefined) return { view, changedBy }
  for (const e of events) {
    if (!isLive(e, snapshot.requestedAt)) continue
    const next = projectEvent(projections, produce, snapshot.op, snapshot.input, view, e.event)
    if (next !== view) changedBy.add(e.id)
    view = next
  }
  return { view, changedBy }
}

/**
 * Compaction. Removes failed events, and every confirmed event that
 * - has no pending event before it in the log (a rollback could make it matter again),
 * - no request still in flight started at or before its confirmation (that answer may not
 *   reflect it), and
 * - changes no cached snapshot's view at its step.
 * Removing such an event leaves every view exactly as it was. Returns `events` itself when
 * nothing is removed.
 */
export function compact(
  projections: readonly Projection[],
  produce: Produce,
  snapshots: readonly SnapshotRef[],
  events: readonly LoggedEvent[],
  inflightRequestedAt: readonly number[] = [],
): readonly LoggedEvent[] {
  if (events.length === 0) return events
  const needed = new Set<string>()
  for (const s of snapshots) for (const id of traceView(projections, produce, s, events).changedBy) needed.add(id)
  const oldestInflight = inflightRequestedAt.length === 0 ? Infinity : Math.min(...inflightRequestedAt)
  let pendingSeen = false
  const kept: LoggedEvent[] = []
  for (const e of events) {
    if (e.status === 'failed') continue
    if (e.status === 'pending') {
      pendingSeen = true
      kept.push(e)
      continue
    }
    const confirmedAt = e.confirmedAt ?? -Infinity
    const droppable = !pendingSeen && oldestInflight > confirmedAt && !needed.has(e.id)
    if (!droppable) kept.push(e)
  }
  return kept.length === events.length ? events : kept
}

/** The keys whose view an event changes right now (to refetch them once it is confirmed). */
export function keysChangedBy<K extends string>(
  projections: readonly Projection[],
  produce: Produce,
  snapshots: ReadonlyMap<K, SnapshotRef>,
  events: readonly LoggedEvent[],
  eventId: string,
): K[] {
  const keys: K[] = []
  for (const [key, s] of snapshots) if (traceView(projections, produce, s, events).changedBy.has(eventId)) keys.push(key)
  return keys
}
