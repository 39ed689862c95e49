/**
 * A write's three outcomes, through the engine on virtual time, with a server whose
 * FlagActivityItems toggles like the real one:
 * - succeeded: the change stays;
 * - failed (the server answered with an error, nothing happened): rolled back at once;
 * - unknown (no answer, or an unreadable one): the change stays until the page asked the server
 *   again, then the view shows the server's truth and the toast says so. Flagging again after
 *   that never inverts what the parent asked for.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { flagAction } from '@domain/activity/actions'
import { type ClientError, type Result, errorIds, ok } from '@domain/api/errors'
import { queries } from '../../../src/data/queries'
import type { ActivityFeed, UserActivityItem } from '@domain/api/wire'
import { createDataEngine } from '../../../src/data/engine'
import { clearToasts, setToastScheduler, toast, toastStore } from '../../../src/data/toasts'
import { fakeApi, serverError } from './fake-api'
import { virtualClock } from './virtual'

const child = '11111111-1111-4111-8111-111111111111'
const itemId = 'AAAAAAAA-0000-4000-8000-000000000001'
const date = { year: 2026, month: 11, day: 20 }
const range = { start: '2026-11-19T23:59:59.999Z', end: '2026-11-20T23:59:59.999Z' }
const latency = 100

const malformed: ClientError = {
  isPqlError: true,
  id: errorIds.unexpected,
  type: 'clientError',
  debugMessage: 'Unexpected error: FlagActivityItems: response does not match its schema',
  showContactSupport: true,
  status: 200,
}
const dropped: ClientError = { isPqlError: true, id: errorIds.network, type: 'clientError', showContactSupport: false }

/** How the server treats the next FlagActivityItems: does it run, and what does the parent get back. */
type Fate = 'ok' | 'error' | 'runsThenMalformed' | 'runsThenDropped' | 'droppedBeforeRunning'

function setup() {
  const clock = virtualClock()
  setToastScheduler(clock.scheduler)
  let flagged = false
  let fate: Fate = 'ok'
  let feedFails = false
  const feed = (): ActivityFeed => ({
    userName: 'Maya',
    showSuspensionActivity: true,
    numDeleted: 0,
    items: [
      {
        case: 'screenshot',
        id: itemId,
        ids: [itemId],
        duringSuspension: false,
        flagged,
        createdAt: '2026-11-20T10:00:00Z',
        url: 'https://example.com/s.png',
        width: 800,
        height: 500,
      } as UserActivityItem,
    ],
  })
  const api = fakeApi(clock, (op): Result<unknown> => {
    if (op === 'UserActivityFeed') return feedFails ? { ok: false, error: dropped } : ok(feed())
    if (op === 'FlagActivityItems') {
      const runs = fate === 'ok' || fate === 'runsThenMalformed' || fate === 'runsThenDropped'
      // The real server toggles every id it is sent.
      if (runs) flagged = !flagged
      if (fate === 'ok') return ok({ success: true })
      if (fate === 'error') return { ok: false, error: serverError }
      return { ok: false, error: fate === 'runsThenMalformed' ? malformed : dropped }
    }
    return ok([])
  })
  api.latencyMs = latency
  const engine = createDataEngine({ call: api.call, scheduler: clock.scheduler, toaster: toast })
  const def = queries.userActivityFeed(child, '2026-11-20', range)
  engine.mount(def)
  const shown = () => (engine.view(def.key) as ActivityFeed).items[0]!
  /** What the Flag button does: ask for `wanted` on the item as the page shows it now (`quiet`: nothing said of it). */
  const flag = (wanted: boolean, quiet?: true) => {
    const action = flagAction({ feeds: [engine.view(def.key) as ActivityFeed], date, childId: child }, shown(), wanted)
    if (!action) return null
    return engine.runMutation('FlagActivityItems', action.input, { event: action.event, ...(quiet ? { quiet } : {}) })
  }
  return {
    clock,
    api,
    engine,
    shown,
    flag,
    serverFlagged: () => flagged,
    setFate: (f: Fate) => (fate = f),
    setFeedFails: (f: boolean) => (feedFails = f),
    toasts: () => toastStore.getState().toasts.map((t) => t.message),
  }
}

afterEach(() => clearToasts())

const unconfirmed = "Couldn't confirm the change; Gatehouse reloaded the latest state"

describe('the outcome of a write', () => {
  it('succeeded: the item shows flagged at once and stays flagged', async () => {
    const t = setup()
    await t.clock.advance(latency)
    const done = t.flag(true)!
    expect(t.shown().flagged).toBe(true)
    await t.clock.advance(latency)
    expect((await done).ok).toBe(true)
    await t.clock.advance(latency)
    expect(t.shown().flagged).toBe(true)
    expect(t.serverFlagged()).toBe(true)
    expect(t.engine.store.getState().events).toEqual([])
    expect(t.toasts()).toEqual([])
  })

  it('failed: the server answered with an error, so the change is rolled back at once', async () => {
    const t = setup()
    await t.clock.advance(latency)
    t.setFate('error')
    const done = t.flag(true)!
    expect(t.shown().flagged).toBe(true)
    await t.clock.advance(latency)
    expect((await done).ok).toBe(false)
    // Rolled back as soon as the answer came, before any refetch could answer.
    expect(t.shown().flagged).toBe(false)
    expect(t.engine.store.getState().events).toEqual([])
    expect(t.toasts()).not.toContain(unconfirmed)
    expect(t.serverFlagged()).toBe(false)
  })

  it('unknown (garbled answer): the change stays until the feed is reloaded, which shows the server flagged it', async () => {
    const t = setup()
    await t.clock.advance(latency)
    t.setFate('runsThenMalformed')
    const feedsBefore = t.api.count('UserActivityFeed')
    let settled = false
    const done = t.flag(true)!.then((r) => {
      settled = true
      return r
    })
    await t.clock.advance(latency)
    // The answer came, unreadable: the page asks the server again before dropping the change.
    expect(t.api.count('UserActivityFeed')).toBe(feedsBefore + 1)
    expect(settled).toBe(false)
    expect(t.shown().flagged).toBe(true)
    expect(t.engine.store.getState().events).toHaveLength(1)
    await t.clock.advance(latency)
    expect((await done).ok).toBe(false)
    expect(t.engine.store.getState().events).toEqual([])
    expect(t.serverFlagged()).toBe(true)
    expect(t.shown().flagged).toBe(true)
    expect(t.toasts()).toEqual([unconfirmed])

    // The parent asks again for a flag: it is flagged already, so nothing is sent (a toggle
    // would have unflagged it).
    const flagsSent = t.api.count('FlagActivityItems')
    expect(t.flag(true)).toBeNull()
    expect(t.api.count('FlagActivityItems')).toBe(flagsSent)
    expect(t.serverFlagged()).toBe(true)
  })

  it('unknown (connection dropped after the server ran it): the reloaded feed shows it flagged', async () => {
    const t = setup()
    await t.clock.advance(latency)
    t.setFate('runsThenDropped')
    const done = t.flag(true)!
    await t.clock.advance(2 * latency)
    await done
    expect(t.shown().flagged).toBe(true)
    expect(t.serverFlagged()).toBe(true)
    expect(t.toasts()).toEqual([unconfirmed])
  })

  it('unknown (connection dropped before the server ran it): the reloaded feed shows it unflagged, and trying again flags it', async () => {
    const t = setup()
    await t.clock.advance(latency)
    t.setFate('droppedBeforeRunning')
    const done = t.flag(true)!
    await t.clock.advance(2 * latency)
    await done
    expect(t.serverFlagged()).toBe(false)
    expect(t.shown().flagged).toBe(false)
    expect(t.toasts()).toEqual([unconfirmed])

    t.setFate('ok')
    const again = t.flag(true)!
    await t.clock.advance(2 * latency)
    expect((await again).ok).toBe(true)
    expect(t.serverFlagged()).toBe(true)
    expect(t.shown().flagged).toBe(true)
  })

  it('unknown, and the server cannot be reached to reload either: the change goes and the toast says the state will follow', async () => {
    const t = setup()
    await t.clock.advance(latency)
    t.setFate('runsThenDropped')
    t.setFeedFails(true)
    const done = t.flag(true)!
    await t.clock.advance(2 * latency)
    await done
    expect(t.engine.store.getState().events).toEqual([])
    expect(t.toasts()).toEqual(["Couldn't confirm the change. Gatehouse will show the latest state once it reaches the server."])
  })

  it('unknown, for a quiet write: the view shows the server’s truth and nothing is said', async () => {
    const t = setup()
    await t.clock.advance(latency)
    t.setFate('runsThenDropped')
    const done = t.flag(true, true)!
    await t.clock.advance(2 * latency)
    await done
    expect(t.shown().flagged).toBe(true)
    expect(t.toasts()).toEqual([])
  })
})
