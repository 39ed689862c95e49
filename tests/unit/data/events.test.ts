/**
 * Domain events through the engine: a local action changes the view at once, is confirmed by the
 * server, then compacted away once a later snapshot reflects it; a failure rolls it back with an
 * error toast.
 */
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { produce } from 'immer'
import { type Result, ok } from '@domain/api/errors'
import type { LoggedEvent } from '@domain/events'
import { type Produce, foldView } from '@domain/events/core'
import { queries } from '../../../src/data/queries'
import { entityTexts, verbs } from '../../../src/data/commands'
import { createDataEngine } from '../../../src/data/engine'
import { clearToasts, setToastScheduler, toast, toastStore } from '../../../src/data/toasts'
import { fakeApi, serverError } from './fake-api'
import { type Row, type TestEvent, asEvent, testProjections } from './test-events'
import { virtualClock } from './virtual'

/** A server holding rows; 'LogEvent' applies a test event to them (or fails when told to). */
function setup(latencyMs = 100) {
  const clock = virtualClock()
  setToastScheduler(clock.scheduler)
  let rows: Row[] = [
    { id: 'r1', name: 'x' },
    { id: 'r2', name: 'x' },
  ]
  const failing = new Set<string>()
  const api = fakeApi(clock, (op, input): Result<unknown> => {
    if (op === 'GetUsers') return ok(rows.map((r) => ({ ...r })))
    if (op === 'LogEvent') {
      const { eventId, detail } = input as { eventId: string; detail: string }
      if (failing.has(eventId)) return { ok: false, error: serverError }
      const e = JSON.parse(detail) as TestEvent
      if (e.type === 'rowRemoved') rows = rows.filter((r) => r.id !== e.id)
      else rows = rows.map((r) => (r.id === e.id ? { ...r, name: e.name } : r))
      return ok({ success: true })
    }
    return ok([])
  })
  api.latencyMs = latencyMs
  const engine = createDataEngine({ call: api.call, scheduler: clock.scheduler, projections: testProjections, toaster: toast })
  const mutate = (tag: string, e: TestEvent, options: { toast?: boolean; quiet?: true } = {}) =>
    engine.runMutation(
      'LogEvent',
      { eventId: tag, detail: JSON.stringify(e) },
      {
        event: asEvent(e),
        ...(options.toast ? { texts: entityTexts(verbs.save, 'child') } : {}),
        ...(options.quiet ? { quiet: options.quiet } : {}),
      },
    )
  return { clock, api, engine, mutate, failing, rows: () => rows }
}

afterEach(() => clearToasts())

describe('event life', () => {
  it('pending at once → confirmed → dropped after a snapshot requested later reflects it', async () => {
    const { clock, api, engine, mutate } = setup()
    engine.mount(queries.users())
    await clock.advance(100)
    const before = engine.view('users')
    expect(before).toEqual([
      { id: 'r1', name: 'x' },
      { id: 'r2', name: 'x' },
    ])

    const done = mutate('a', { type: 'nameSet', id: 'r1', name: 'y' })
    expect(engine.view('users')).toEqual([
      { id: 'r1', name: 'y' },
      { id: 'r2', name: 'x' },
    ])
    expect(engine.store.getState().events).toMatchObject([{ status: 'pending', event: { type: 'nameSet' } }])
    // The snapshot itself is untouched: views are never stored.
    expect(engine.store.getState().snapshots.users!.data).toEqual(before)

    await clock.advance(100)
    expect((await done).ok).toBe(true)
    // Confirmed; the key it changed is refetched at once.
    expect(engine.store.getState().events).toMatchObject([{ status: 'confirmed', confirmedAt: 200 }])
    expect(api.count('GetUsers')).toBe(2)
    expect(engine.view('users')).toEqual([
      { id: 'r1', name: 'y' },
      { id: 'r2', name: 'x' },
    ])

    await clock.advance(100)
    expect(engine.store.getState().events).toEqual([])
    expect(engine.view('users')).toEqual([
      { id: 'r1', name: 'y' },
      { id: 'r2', name: 'x' },
    ])
  })

  it('keeps projecting a confirmed event onto an answer requested before the confirmation', async () => {
    const { clock, engine, mutate } = setup()
    engine.mount(queries.users())
    await clock.advance(100)
    // A refetch starts (t=100), then the mutation is sent and confirmed at t=200; the refetch
    // answer (requested before the server changed) arrives at t=200 too.
    void engine.refetch('users')
    const done = mutate('a', { type: 'rowRemoved', id: 'r2' })
    await clock.advance(100)
    await done
    expect(engine.store.getState().snapshots.users!.data).toEqual([
      { id: 'r1', name: 'x' },
      { id: 'r2', name: 'x' },
    ])
    expect(engine.view('users')).toEqual([{ id: 'r1', name: 'x' }])
    await clock.advance(200)
    expect(engine.view('users')).toEqual([{ id: 'r1', name: 'x' }])
    expect(engine.store.getState().events).toEqual([])
  })

  it('rolls a failed event back to exactly the prior view, with an error toast', async () => {
    const { clock, engine, mutate, failing } = setup()
    engine.mount(queries.users())
    await clock.advance(100)
    const before = engine.view('users')
    failing.add('bad')
    const done = mutate('bad', { type: 'rowRemoved', id: 'r1' })
    expect(engine.view('users')).toEqual([{ id: 'r2', name: 'x' }])
    await clock.advance(100)
    const result = await done
    expect(result).toEqual({ ok: false, error: serverError })
    expect(engine.view('users')).toBe(before)
    expect(engine.store.getState().events).toEqual([])
    expect(toastStore.getState().toasts).toMatchObject([
      {
        kind: 'error',
        message:
          "Sorry, there's been some sort of technical issue (probably on our end). Please try again, or contact support if the problem persists.",
      },
    ])
  })

  it('rolls a quiet write back without a word: no toast, not even its loading toast when it has texts', async () => {
    const { clock, engine, mutate, failing } = setup()
    engine.mount(queries.users())
    await clock.advance(100)
    const before = engine.view('users')
    failing.add('quiet')
    const done = mutate('quiet', { type: 'rowRemoved', id: 'r1' }, { quiet: true })
    await clock.advance(100)
    expect((await done).ok).toBe(false)
    expect(engine.view('users')).toBe(before)
    expect(toastStore.getState().toasts).toEqual([])

    failing.add('quiet, with texts')
    const texts = mutate('quiet, with texts', { type: 'rowRemoved', id: 'r1' }, { quiet: true, toast: true })
    expect(toastStore.getState().toasts).toEqual([])
    await clock.advance(100)
    await texts
    expect(toastStore.getState().toasts).toEqual([])
  })

  it('shows the spec toasts: loading, then success or a 6-second failure', async () => {
    const { clock, engine, mutate, failing } = setup()
    engine.mount(queries.users())
    await clock.advance(100)
    const saved = mutate('a', { type: 'nameSet', id: 'r1', name: 'y' }, { toast: true })
    expect(toastStore.getState().toasts).toMatchObject([{ kind: 'loading', message: 'Saving child...' }])
    await clock.advance(100)
    await saved
    expect(toastStore.getState().toasts).toMatchObject([{ kind: 'success', message: 'Child saved!' }])
    expect(toastStore.getState().toasts).toHaveLength(1)

    clearToasts()
    failing.add('b')
    const failed = mutate('b', { type: 'nameSet', id: 'r1', name: 'z' }, { toast: true })
    await clock.advance(100)
    await failed
    expect(toastStore.getState().toasts).toMatchObject([{ kind: 'error', message: 'Failed to save child' }])
    await clock.advance(5_999)
    expect(toastStore.getState().toasts).toHaveLength(1)
    await clock.advance(1)
    expect(toastStore.getState().toasts).toHaveLength(0)
  })

  it(
    'with random mutations, failures and polls: view = from-scratch fold at every step; ends with an empty log and the server data (property)',
    { tags: ['property'] },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.record({
              gap: fc.integer({ min: 0, max: 400 }),
              fail: fc.boolean(),
              event: fc.oneof(
                fc.record({ type: fc.constant('nameSet' as const), id: fc.constantFrom('r1', 'r2'), name: fc.constantFrom('p', 'q') }),
                fc.record({ type: fc.constant('rowRemoved' as const), id: fc.constantFrom('r1', 'r2') }),
              ),
            }),
            { maxLength: 12 },
          ),
          async (steps) => {
            const { clock, engine, mutate, failing, rows } = setup(150)
            // Every event ever logged, in order, with its latest envelope (compaction cannot hide it).
            const seen = new Map<string, LoggedEvent>()
            const rolledBack = new Set<string>()
            engine.store.subscribe((state) => {
              for (const e of state.events) seen.set(e.id, e)
            })
            /** The store's view must equal a from-scratch fold of the snapshot with every event. */
            const checkView = () => {
              const snap = engine.store.getState().snapshots.users
              if (snap?.data === undefined) return
              const all = [...seen.values()].filter((e) => !rolledBack.has(e.id))
              const ref = { op: snap.op, input: snap.input, data: snap.data, requestedAt: snap.requestedAt ?? -Infinity }
              expect(engine.view('users')).toEqual(foldView(testProjections, produce as unknown as Produce, ref, all))
            }
            engine.mount({ ...queries.users(), refetchIntervalMs: 250 })
            const running: Promise<unknown>[] = []
            steps.forEach((step, i) => {
              if (step.fail) failing.add(`m${i}`)
            })
            for (const [i, step] of steps.entries()) {
              const before = new Set(engine.store.getState().events.map((e) => e.id))
              const done = mutate(`m${i}`, step.event)
              const id = engine.store.getState().events.find((e) => !before.has(e.id))!.id
              running.push(
                done.then((r) => {
                  if (!r.ok) rolledBack.add(id)
                }),
              )
              checkView()
              for (let t = 0; t < step.gap; t += 50) {
                await clock.advance(Math.min(50, step.gap - t))
                checkView()
              }
            }
            await clock.advance(2_000)
            await Promise.all(running)
            await clock.advance(1_000)
            expect(engine.store.getState().events).toEqual([])
            expect(engine.view('users')).toEqual(rows())
            clearToasts()
          },
        ),
        { numRuns: 40 },
      )
    },
  )
})
