/**
 * The event fold (domain/events/core.ts), with a small test-only event module: compaction never
 * changes a view, rollback restores exactly the prior view, and the log empties once every
 * snapshot has been refetched after the last confirmation. Then every real domain event: applying
 * it twice gives what applying it once gives.
 */
import fc from 'fast-check'
import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import {
  type LoggedEvent,
  type Produce,
  type Projection,
  type Projector,
  type SnapshotRef,
  compact,
  eventTypes,
  foldView,
  isLive,
  keysChangedBy,
  projection,
  traceView,
} from '@domain/events/core'
import * as z from 'zod/mini'
import { DomainEvent, domainEventTypes, projectEvent, projections as domainProjections } from '@domain/events'
import { type OperationName, operations } from '@domain/api/operations'
import { eventArbitraries, snapshotArbitraries } from './arbitraries'

// ── a test-only event module ────────────────────────────────────────────────────────────────

type Row = { id: string; name: string }
type TestEvent =
  { type: 'nameSet'; id: string; name: string } | { type: 'rowRemoved'; id: string } | { type: 'suffixAppended'; id: string; suffix: string }

const rows = (draft: unknown) => draft as Row[]

const testProjector: Projector<TestEvent> = {
  GetUsers(draft, event) {
    const list = rows(draft)
    const i = list.findIndex((r) => r.id === event.id)
    if (i < 0) return
    if (event.type === 'rowRemoved') list.splice(i, 1)
    else if (event.type === 'nameSet') list[i]!.name = event.name
    else list[i]!.name += event.suffix
  },
}
/** Another module's projector: must never see the test events. */
const otherProjector: Projector<{ type: 'otherHappened' }> = {
  GetUsers(draft, event) {
    if ((event as { type: string }).type !== 'otherHappened') throw new Error('saw a foreign event')
    rows(draft).length = 0
  },
}

const projections: Projection[] = [
  projection(['nameSet', 'rowRemoved', 'suffixAppended'], testProjector),
  projection(['otherHappened'], otherProjector),
]
const immerProduce = produce as unknown as Produce

const ids = ['r1', 'r2', 'r3']
const keys = ['a', 'b'] as const
type Key = (typeof keys)[number]

const arbEvent: fc.Arbitrary<TestEvent> = fc.oneof(
  fc.record({ type: fc.constant('nameSet' as const), id: fc.constantFrom(...ids), name: fc.constantFrom('x', 'y', 'z') }),
  fc.record({ type: fc.constant('rowRemoved' as const), id: fc.constantFrom(...ids) }),
  fc.record({ type: fc.constant('suffixAppended' as const), id: fc.constantFrom(...ids), suffix: fc.constantFrom('!', '?') }),
)
const arbRows: fc.Arbitrary<Row[]> = fc
  .subarray(ids)
  .chain((present) => fc.tuple(...present.map((id) => fc.constantFrom('x', 'y', 'z').map((name) => ({ id, name })))))

type Command =
  | { kind: 'append'; event: TestEvent }
  | { kind: 'confirm'; pick: number }
  | { kind: 'fail'; pick: number }
  | { kind: 'start'; key: Key }
  | { kind: 'finish'; key: Key; data: Row[] }
  | { kind: 'tick' }

const arbCommand: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('append' as const), event: arbEvent }),
  fc.record({ kind: fc.constant('confirm' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('fail' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('start' as const), key: fc.constantFrom(...keys) }),
  fc.record({ kind: fc.constant('finish' as const), key: fc.constantFrom(...keys), data: arbRows }),
  fc.record({ kind: fc.constant('tick' as const) }),
)

/**
 * Runs commands twice: `incremental` compacts after every step (as the store does);
 * `reference` keeps every event ever confirmed and only removes failed ones.
 */
class Model {
  /** Logical time: 'tick' advances it by 1; starts and confirmations take unique stamps. */
  time = 0
  nextId = 0

  stamp(): number {
    const t = this.time
    this.time += 1 / 1024
    return t
  }

  incremental: LoggedEvent[] = []
  reference: LoggedEvent[] = []
  snapshots = new Map<Key, SnapshotRef>()
  inflight = new Map<Key, number>()

  run(c: Command): void {
    switch (c.kind) {
      case 'append': {
        const e: LoggedEvent = { id: `e${this.nextId++}`, at: this.time, status: 'pending', event: c.event }
        this.incremental = [...this.incremental, e]
        this.reference = [...this.reference, e]
        break
      }
      case 'confirm':
      case 'fail': {
        const pending = this.reference.filter((e) => e.status === 'pending')
        if (pending.length === 0) return
        const id = pending[c.pick % pending.length]!.id
        this.settle(id, c.kind === 'confirm')
        break
      }
      case 'start':
        if (!this.inflight.has(c.key)) this.inflight.set(c.key, this.stamp())
        break
      case 'finish': {
        const requestedAt = this.inflight.get(c.key)
        if (requestedAt === undefined) return
        this.inflight.delete(c.key)
        this.snapshots.set(c.key, { op: 'GetUsers', input: undefined, data: c.data, requestedAt })
        break
      }
      case 'tick':
        this.time = Math.floor(this.time) + 1
        break
    }
    this.compactNow()
  }

  settle(id: string, success: boolean): void {
    const at = this.stamp()
    const update = (e: LoggedEvent): LoggedEvent =>
      e.id !== id ? e : success ? { ...e, status: 'confirmed', confirmedAt: at } : { ...e, status: 'failed' }
    this.incremental = this.incremental.map(update)
    this.reference = this.reference.map(update).filter((e) => e.status !== 'failed')
  }

  compactNow(): void {
    this.incremental = [...compact(projections, immerProduce, [...this.snapshots.values()], this.incremental, [...this.inflight.values()])]
  }

  views(events: readonly LoggedEvent[]): Record<string, unknown> {
    const out: Record<string, unknown> = {}
    for (const [key, s] of this.snapshots) out[key] = foldView(projections, immerProduce, s, events)
    return out
  }
}

describe('event fold', () => {
  it('projects only pending events and those confirmed at or after the request started', () => {
    const pending: LoggedEvent = { id: '1', at: 0, status: 'pending', event: { type: 'nameSet' } }
    const confirmed: LoggedEvent = { id: '2', at: 0, status: 'confirmed', confirmedAt: 10, event: { type: 'nameSet' } }
    const failed: LoggedEvent = { id: '3', at: 0, status: 'failed', event: { type: 'nameSet' } }
    expect(isLive(pending, 100)).toBe(true)
    expect(isLive(confirmed, 10)).toBe(true)
    expect(isLive(confirmed, 11)).toBe(false)
    expect(isLive(failed, 0)).toBe(false)
  })

  it('applies events in log order, each projector seeing only its own event types', () => {
    const snapshot: SnapshotRef = { op: 'GetUsers', input: undefined, data: [{ id: 'r1', name: 'x' }], requestedAt: 0 }
    const events: LoggedEvent[] = [
      { id: '1', at: 0, status: 'pending', event: { type: 'nameSet', id: 'r1', name: 'y' } as TestEvent },
      { id: '2', at: 0, status: 'pending', event: { type: 'suffixAppended', id: 'r1', suffix: '!' } as TestEvent },
    ]
    expect(foldView(projections, immerProduce, snapshot, events)).toEqual([{ id: 'r1', name: 'y!' }])
    expect(snapshot.data).toEqual([{ id: 'r1', name: 'x' }])
    const trace = traceView(projections, immerProduce, snapshot, events)
    expect([...trace.changedBy]).toEqual(['1', '2'])
  })

  it('returns the snapshot data itself when no event changes it', () => {
    const data = [{ id: 'r1', name: 'x' }]
    const snapshot: SnapshotRef = { op: 'GetUsers', input: undefined, data, requestedAt: 0 }
    const events: LoggedEvent[] = [
      { id: '1', at: 0, status: 'pending', event: { type: 'nameSet', id: 'r1', name: 'x' } as TestEvent },
      { id: '2', at: 0, status: 'pending', event: { type: 'rowRemoved', id: 'r9' } as TestEvent },
    ]
    expect(foldView(projections, immerProduce, snapshot, events)).toBe(data)
  })

  it('reads the event types of zod schemas', () => {
    const A = z.object({ type: z.literal('aHappened') })
    const B = z.object({ type: z.literal('bHappened'), n: z.number() })
    expect(eventTypes([A, B])).toEqual(['aHappened', 'bHappened'])
    expect([...projection([A, B], {}).types]).toEqual(['aHappened', 'bHappened'])
    expect(() => eventTypes([z.string()])).toThrow()
  })

  it('finds the keys an event changes', () => {
    const snaps = new Map<string, SnapshotRef>([
      ['a', { op: 'GetUsers', input: undefined, data: [{ id: 'r1', name: 'x' }], requestedAt: 0 }],
      ['b', { op: 'GetUsers', input: undefined, data: [{ id: 'r2', name: 'x' }], requestedAt: 0 }],
    ])
    const events: LoggedEvent[] = [{ id: '1', at: 0, status: 'pending', event: { type: 'rowRemoved', id: 'r2' } as TestEvent }]
    expect(keysChangedBy(projections, immerProduce, snaps, events, '1')).toEqual(['b'])
  })
})

describe('compaction (property)', () => {
  it('never changes any view: incremental = from-scratch fold, for random events and snapshots', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.array(arbCommand, { maxLength: 60 }), (commands) => {
        const m = new Model()
        for (const c of commands) {
          m.run(c)
          expect(m.views(m.incremental)).toEqual(m.views(m.reference))
          // Pending events are never compacted away.
          const pendingRef = m.reference.filter((e) => e.status === 'pending').map((e) => e.id)
          const pendingInc = m.incremental.filter((e) => e.status === 'pending').map((e) => e.id)
          expect(pendingInc).toEqual(pendingRef)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('rolling back a failed event restores exactly the prior view', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.array(arbCommand, { maxLength: 40 }), arbEvent, fc.array(arbCommand, { maxLength: 5 }), (before, event, unrelated) => {
        const m = new Model()
        for (const c of before) m.run(c)
        // Only time passes and requests run meanwhile (no other events settle).
        const quiet = unrelated.filter((c) => c.kind === 'tick' || c.kind === 'start')
        const prior = m.views(m.incremental)
        m.run({ kind: 'append', event })
        for (const c of quiet) m.run(c)
        const id = m.incremental.at(-1)!.id
        m.settle(id, false)
        m.compactNow()
        expect(m.views(m.incremental)).toEqual(prior)
        expect(m.incremental.some((e) => e.id === id)).toBe(false)
      }),
      { numRuns: 300 },
    )
  })

  it('empties the log once everything is confirmed and every key was refetched afterwards', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.array(arbCommand, { maxLength: 60 }), (commands) => {
        const m = new Model()
        for (const c of commands) m.run(c)
        for (const e of m.reference.filter((x) => x.status === 'pending')) m.settle(e.id, true)
        m.compactNow()
        // Finish what is in flight, then refetch every key.
        for (const key of keys) m.run({ kind: 'finish', key, data: [] })
        m.run({ kind: 'tick' })
        for (const key of keys) {
          m.run({ kind: 'start', key })
          m.run({ kind: 'finish', key, data: [{ id: 'r1', name: 'x' }] })
        }
        expect(m.incremental).toEqual([])
      }),
      { numRuns: 200 },
    )
  })

  it('keeps a confirmed event while a request that started before its confirmation is in flight', () => {
    const m = new Model()
    // The first load is in flight; nothing is cached yet for the event to change.
    m.run({ kind: 'start', key: 'a' })
    m.run({ kind: 'append', event: { type: 'nameSet', id: 'r1', name: 'y' } })
    m.settle(m.incremental[0]!.id, true)
    m.compactNow()
    // The answer in flight may predate the change: the event must survive it.
    expect(m.incremental).toHaveLength(1)
    m.run({ kind: 'finish', key: 'a', data: [{ id: 'r1', name: 'x' }] })
    expect(m.views(m.incremental)).toEqual({ a: [{ id: 'r1', name: 'y' }] })
  })
})

describe('every domain event is idempotent (property)', () => {
  const projectedOps = [...new Set(domainProjections.flatMap((p) => Object.keys(p.projector)))].sort() as OperationName[]

  it('has an arbitrary for every event type and a snapshot for every projected operation', () => {
    expect(Object.keys(eventArbitraries).sort()).toEqual([...domainEventTypes].sort())
    expect(Object.keys(snapshotArbitraries).sort()).toEqual(projectedOps)
  })

  const apply = (op: OperationName, input: unknown, data: unknown, event: DomainEvent) =>
    projectEvent(domainProjections, immerProduce, op, input, data, event)

  for (const type of [...domainEventTypes].sort()) {
    it(`${type}: applying it to a view that already shows it changes nothing`, { tags: ['property'] }, () => {
      const arbEvent = eventArbitraries[type] as fc.Arbitrary<DomainEvent>
      for (const op of projectedOps) {
        const arbSnapshot = snapshotArbitraries[op] as fc.Arbitrary<{ input: unknown; data: unknown }>
        fc.assert(
          fc.property(arbSnapshot, arbEvent, ({ input, data }, event) => {
            expect(DomainEvent.safeParse(event).success).toBe(true)
            expect(operations[op].output.safeParse(data).success).toBe(true)
            const once = apply(op, input, data, event)
            expect(apply(op, input, once, event)).toEqual(once)
          }),
          { numRuns: 150 },
        )
      }
    })
  }
})

/**
 * The event log's core at its edges, as fixed examples beside the properties of
 * events-core.test.ts: event types read from schemas, which events are live, views of a
 * snapshot not loaded yet, and compaction at the exact moment of a confirmation.
 */
/** A view that is a list of names; the event 'renamed' renames one. */
type Named = { id: string; name: string }[]
const renamed = projection(['renamed'], {
  GetUsers(draft: unknown, event: { type: string; id?: string; name?: string }) {
    for (const user of draft as Named) if (user.id === event.id) user.name = event.name ?? ''
  },
})
const log = (id: string, status: LoggedEvent['status'], confirmedAt?: number, name = id): LoggedEvent => ({
  id,
  at: 0,
  status,
  ...(confirmedAt === undefined ? {} : { confirmedAt }),
  event: { type: 'renamed', id: 'u1', name } as never,
})
const snapshot = (data: unknown, requestedAt = 0): SnapshotRef => ({ op: 'GetUsers', input: undefined, data, requestedAt })

describe('event types', () => {
  it('reads the literal types of object and union schemas, skipping non-text values', () => {
    const a = z.object({ type: z.literal('a') })
    const bc = z.object({ type: z.literal(['b', 'c', 3]) })
    expect(eventTypes([a, bc])).toEqual(['a', 'b', 'c'])
    expect(() => eventTypes([z.object({ kind: z.literal('a') })])).toThrow('an event schema needs a literal `type`')
    expect(() => eventTypes([{ type: 'a' }])).toThrow('an event schema needs a literal `type`')
    expect(() => eventTypes([z.string()])).toThrow('an event schema needs a literal `type`')
    expect(() => eventTypes(['a'])).toThrow('an event schema needs a literal `type`')
  })

  it('a projection takes type names, or schemas, but not a mix', () => {
    expect([...projection(['a', 'b'], {}).types]).toEqual(['a', 'b'])
    expect([...projection([z.object({ type: z.literal('a') })], {}).types]).toEqual(['a'])
    expect(() => projection(['a', z.object({ type: z.literal('b') })], {})).toThrow()
  })
})

describe('live events', () => {
  it('pending always; confirmed only from the request’s start on; failed never', () => {
    expect(isLive(log('e', 'pending'), 10)).toBe(true)
    expect(isLive(log('e', 'confirmed', 10), 10)).toBe(true)
    expect(isLive(log('e', 'confirmed', 9), 10)).toBe(false)
    expect(isLive(log('e', 'confirmed'), 10)).toBe(false)
    expect(isLive(log('e', 'failed', 20), 10)).toBe(false)
  })

  it('a snapshot not loaded yet stays unloaded, and no event changed it', () => {
    expect(foldView([renamed], produce, snapshot(undefined), [log('e', 'pending')])).toBeUndefined()
    const traced = traceView([renamed], produce, snapshot(undefined), [log('e', 'pending')])
    expect(traced.view).toBeUndefined()
    expect([...traced.changedBy]).toEqual([])
  })
})

describe('compaction', () => {
  const users = [{ id: 'u1', name: 'u1' }]

  it('keeps a confirmed event while a request that started at or before its confirmation is in flight', () => {
    const events = [log('old', 'confirmed', 10)]
    expect(compact([renamed], produce, [], events, [10])).toBe(events)
    expect(compact([renamed], produce, [], events, [5, 20])).toBe(events)
    expect(compact([renamed], produce, [], events, [11])).toEqual([])
  })

  it('keeps a confirmed event that follows a pending one, and returns the log itself when nothing goes', () => {
    const events = [log('p', 'pending'), log('c', 'confirmed', 1)]
    expect(compact([renamed], produce, [snapshot(users, 5)], events)).toBe(events)
    expect(compact([renamed], produce, [snapshot(users, 5)], [log('c', 'confirmed', 1), log('f', 'failed')])).toEqual([])
  })
})
