/**
 * The event log's core at its edges, as fixed examples beside the properties of
 * events-core.test.ts: event types read from schemas, which events are live, views of a
 * snapshot not loaded yet, and compaction at the exact moment of a confirmation.
 */
import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { compact, eventTypes, foldView, isLive, type LoggedEvent, projection, type SnapshotRef, traceView } from '@domain/events/core'

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
