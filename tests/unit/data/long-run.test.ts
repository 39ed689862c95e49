/**
 * A day in the life of an open dashboard, on virtual time: 24 simulated hours of polling while
 * the parent navigates, edits and the window regains focus. The event log and the number of
 * cached snapshots stay bounded, and every change ends up as the server's data.
 */
import { Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { type Result, ok } from '@domain/api/errors'
import { queries } from '../../../src/data/queries'
import { createDataEngine } from '../../../src/data/engine'
import { fakeApi, serverError } from './fake-api'
import { type Row, type TestEvent, asEvent, testProjections } from './test-events'
import { virtualClock } from './virtual'

const minute = 60_000
const hour = 60 * minute
const children = [1, 2, 3, 4, 5].map((n) => `00000000-1111-4444-0000-00000000000${n}`)

describe('24 hours of polling', () => {
  it('keeps the event log and the snapshot count bounded', async () => {
    const clock = virtualClock()
    let rows: Row[] = children.map((id) => ({ id, name: 'x' }))
    let mutationCount = 0
    const api = fakeApi(clock, (op, input): Result<unknown> => {
      if (op === 'GetUsers') return ok(rows.map((r) => ({ ...r })))
      if (op === 'GetUser') return ok({ ...rows.find((r) => r.id === input)! })
      if (op === 'LogEvent') {
        const { eventId, detail } = input as { eventId: string; detail: string }
        if (eventId.startsWith('fail')) return { ok: false, error: serverError }
        const e = JSON.parse(detail) as TestEvent
        if (e.type === 'nameSet') rows = rows.map((r) => (r.id === e.id ? { ...r, name: e.name } : r))
        return ok({ success: true })
      }
      return ok([])
    })
    api.latencyMs = 120
    const focus$ = new Subject<void>()
    const engine = createDataEngine({ call: api.call, scheduler: clock.scheduler, focus$, projections: testProjections })

    // Always on screen: the family's activity summaries (30 s) and the children list.
    engine.mount(queries.combinedActivitySummaries(0))
    engine.mount(queries.users())

    let maxEvents = 0
    let maxSnapshots = 0
    const sample = () => {
      const state = engine.store.getState()
      maxEvents = Math.max(maxEvents, state.events.length)
      maxSnapshots = Math.max(maxSnapshots, Object.keys(state.snapshots).length)
    }

    for (let h = 0; h < 24; h++) {
      for (let m = 0; m < 60; m += 10) {
        const child = children[(h * 6 + m / 10) % children.length]!
        // Visit a child's page for 5 minutes: its settings, summaries and one day's feed.
        const day = `05-${String(1 + (h % 28)).padStart(2, '0')}-2025`
        const leave = [
          engine.mount(queries.user(child)),
          engine.mount(queries.userActivitySummaries(child, 0)),
          engine.mount(queries.userActivityFeed(child, day, { start: '2025-05-01T00:00:00.000Z', end: '2025-05-01T23:59:59.999Z' })),
        ]
        // Rename the child (every fifth save fails and rolls back).
        const n = mutationCount++
        const tag = n % 5 === 4 ? `fail-${n}` : `ok-${n}`
        const event: TestEvent = { type: 'nameSet', id: child, name: `name-${n}` }
        const saved = engine.runMutation(
          'LogEvent',
          { eventId: tag, detail: JSON.stringify(event) },
          { event: asEvent(event), invalidate: [`users/${child.toLowerCase()}`] },
        )
        sample()
        await clock.advance(1_000)
        const result = await saved
        expect(result.ok).toBe(!tag.startsWith('fail'))
        await clock.advance(5 * minute - 1_000)
        sample()
        for (const stop of leave) stop()
        if (m === 30) focus$.next()
        // Once an hour the add-device dialog polls the child for a minute.
        if (m === 50) {
          const stop = engine.mount(queries.user(child, { polling: true }))
          await clock.advance(minute)
          stop()
          await clock.advance(4 * minute)
        } else {
          await clock.advance(5 * minute)
        }
        sample()
      }
    }

    expect(clock.now()).toBe(24 * hour)
    // ~2,900 summary polls and ~550 add-device polls happened.
    expect(api.count('CombinedUsersActivitySummaries')).toBeGreaterThan(2_800)
    expect(api.count('GetUser')).toBeGreaterThan(500)
    expect(mutationCount).toBe(144)

    // Bounded: at most the mutation in flight and one awaiting its refetch.
    expect(maxEvents).toBeLessThanOrEqual(2)
    // Two always-mounted keys + one page (3 keys) + what is still inside its 5-minute cache time.
    expect(maxSnapshots).toBeLessThanOrEqual(2 + 3 * 2)

    await clock.advance(10 * minute)
    const state = engine.store.getState()
    expect(state.events).toEqual([])
    expect(Object.keys(state.snapshots).sort()).toEqual(['users', 'users/activity'])
    // Every confirmed rename is what the view shows.
    expect(engine.view('users')).toEqual(rows)
  })
})
