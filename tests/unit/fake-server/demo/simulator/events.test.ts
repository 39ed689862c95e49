/**
 * The simulated Macs' own events (virtual clock): now and then a security event, and a Mac that
 * goes offline and comes back, for parents who are watching, none in the first 10 seconds (the
 * family's opening brings one of each within a minute, family-pace.test.ts), the same for the
 * same seed and clock however often the server ticks, and caught up only a few minutes back.
 */
import { describe, expect, it } from 'vitest'
import { readStatus } from '../../../../../fake-server/core/db/db'
import { otherParent, seedIds } from '../../../../../fake-server/demo/seed/seed'
import { type Harness, startFake } from '../../harness'

const minute = 60_000

/** What the family looks like at a moment: the status of each Mac (login), by id. */
const statuses = (h: Harness): Record<string, string> =>
  Object.fromEntries(
    h.fake.db.userDevice
      .getAll()
      .map((ud) => [ud.id, readStatus(ud).case] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  )

/**
 * Security events the Macs sent on their own after `since`, as [login, event, detail, at] (not
 * the end of a suspension, which the Macs report when it is due).
 */
const eventsSince = (h: Harness, since: number) =>
  h.fake.db.securityEvent
    .getAll()
    .filter((e) => e.createdAt > since && e.event !== 'filterSuspensionExpired')
    .map((e) => [e.userDeviceId ?? '', e.event, e.detail, e.createdAt] as const)
    .sort((a, b) => a[3] - b[3] || (a[0] < b[0] ? -1 : 1))

/** A spell seen while watching: the Mac, when it was first seen offline and back. */
interface Spell {
  readonly login: string
  readonly off: number
  back?: number
}

interface Watched {
  readonly spells: Spell[]
  /** Status of every Mac after every tick. */
  readonly timeline: string[]
}

/** Advances the clock by `step` for `minutes`, ticking after each step, noting Macs going offline and back. */
async function watch(h: Harness, minutes: number, step = 10_000, seen: Watched = { spells: [], timeline: [] }): Promise<Watched> {
  let before = statuses(h)
  for (let t = 0; t < minutes * minute; t += step) {
    h.clock.advance(step)
    await h.fake.tick()
    const now = statuses(h)
    const at = h.clock.now().getTime()
    for (const [login, status] of Object.entries(now)) {
      if (before[login] !== 'offline' && status === 'offline') seen.spells.push({ login, off: at })
      if (before[login] === 'offline' && status !== 'offline') {
        const spell = seen.spells.findLast((s) => s.login === login && s.back === undefined)
        if (spell) spell.back = at
      }
    }
    seen.timeline.push(JSON.stringify(now))
    before = now
  }
  return seen
}

/** A fake server whose demo parent has just been seen (signed in, one call). */
async function watched(seedNumber = 7): Promise<{ h: Harness; start: number }> {
  const h = await startFake({ seedNumber })
  const { token } = await h.loginDemo()
  await h.ok('GetUsers', undefined, { token })
  return { h, start: h.clock.now().getTime() }
}

describe('the simulated Macs’ own events', () => {
  it('stay quiet for the first 10 seconds after the parent is first seen', async () => {
    const { h, start } = await watched()
    const statusesBefore = statuses(h)
    const seen = await watch(h, 10_000 / minute, 1_000)
    expect(eventsSince(h, start)).toEqual([])
    expect(seen.spells).toEqual([])
    expect(statuses(h)).toEqual(statusesBefore)
  })

  it('bring a security event and a Mac going offline and coming back within minutes of watching', async () => {
    const { h, start } = await watched()
    const outbox = h.fake.control.outbox().length
    const seen = await watch(h, 20)
    const events = eventsSince(h, start)
    expect(events.length).toBeGreaterThan(0)
    // The opening brings the first security event and the first spell within a minute.
    expect((events[0]?.[3] ?? Infinity) - start).toBeLessThanOrEqual(1 * minute)
    expect(seen.spells.length).toBeGreaterThan(1)
    const [first, ...windowed] = seen.spells
    expect((first?.off ?? Infinity) - start).toBeLessThanOrEqual(1 * minute)
    // The opening's spell lasts 20 seconds, the others one to three minutes (seen to the tick);
    // the Mac comes back with the filter on.
    expect((first?.back ?? 0) - (first?.off ?? 0)).toBe(20_000)
    const ended = windowed.filter((s) => s.back !== undefined)
    expect(ended.length).toBeGreaterThan(0)
    for (const spell of ended) {
      expect((spell.back ?? 0) - spell.off).toBeGreaterThanOrEqual(1 * minute - 10_000)
      expect((spell.back ?? 0) - spell.off).toBeLessThanOrEqual(3 * minute + 10_000)
    }
    expect(seen.timeline.some((line) => line.includes(`"${ended[0]?.login}":"filterOn"`))).toBe(true)
    // Only Macs that had the filter on go offline; Maya's iMac was offline already and stays so.
    expect(seen.spells.map((s) => s.login)).not.toContain(seedIds.mayaOnIMac)
    expect(statuses(h)[seedIds.mayaOnIMac]).toBe('offline')
    // Security events come from Macs that are not offline, and known ones notify the parent.
    expect(events.map(([login]) => login)).not.toContain(seedIds.mayaOnIMac)
    expect(h.fake.control.outbox().length).toBeGreaterThan(outbox)
  })

  it('keep a pace of about one per 3 minutes per family', async () => {
    const { h, start } = await watched()
    const seen = await watch(h, 2 * 60, 30_000)
    const count = eventsSince(h, start).length + seen.spells.length
    // The opening's two, then 2 hours of 3-minute windows from a minute on (a spell takes a Mac
    // whose filter is on; none only while no Mac of the family has it on).
    expect(count).toBeGreaterThanOrEqual(36)
    expect(count).toBeLessThanOrEqual(42)
  })

  it('are the same for the same seed and clock, however often the server ticks', async () => {
    const run = async (step: number) => {
      const { h, start } = await watched(11)
      const seen = await watch(h, 60, step)
      return { events: eventsSince(h, start), spells: seen.spells.length, end: statuses(h), outbox: h.fake.control.outbox().map((m) => m.subject) }
    }
    const often = await run(10_000)
    expect(often.events.length).toBeGreaterThan(3)
    expect(often.spells).toBeGreaterThan(3)
    const seldom = await run(5 * minute)
    expect(seldom.events).toEqual(often.events)
    expect(seldom.end).toEqual(often.end)
    expect([...seldom.outbox].sort()).toEqual([...often.outbox].sort())
  })

  it('a Mac sends no screenshots during its spell, and those around it however often the server ticks', async () => {
    const shotsOf = (h: Harness, login: string, since: number) =>
      h.fake.db.screenshot
        .getAll()
        .filter((r) => r.userDeviceId === login && r.createdAt > since)
        .map((r) => r.createdAt)
        .sort((a, b) => a - b)
    const run = async (step: number) => {
      const { h, start } = await watched()
      const seen = await watch(h, 60, step)
      return { h, start, seen, shots: shotsOf(h, seedIds.mayaOnMacBookAir, start) }
    }
    // An hour: Maya is away from her Mac for the first 20 minutes, and spells come to it after.
    const often = await run(10_000)
    const spells = often.seen.spells.filter((s) => s.login === seedIds.mayaOnMacBookAir && s.back !== undefined)
    expect(spells.length).toBeGreaterThan(0)
    for (const spell of spells) {
      // Seen to the 10-second tick: nothing from the Mac while it was offline.
      expect(often.shots.filter((at) => at > spell.off && at < (spell.back ?? 0) - 10_000)).toEqual([])
      expect(often.shots.some((at) => at > (spell.back ?? 0))).toBe(true)
    }
    // One jump over the spells brings the same screenshots as watching closely.
    const seldom = await run(15 * 60_000)
    expect(seldom.shots).toEqual(often.shots)
  })

  it('differ from one family to another (other ids, other moments)', async () => {
    const { h, start } = await watched()
    await h.ok('Login', otherParent)
    await watch(h, 60, 30_000)
    const noahs = new Set(
      h.fake.db.userDevice
        .getAll()
        .filter((ud) => ud.childId === seedIds.noah)
        .map((ud) => ud.id),
    )
    const events = eventsSince(h, start)
    const times = (mine: boolean) => events.filter(([login]) => noahs.has(login) === mine).map(([, , , at]) => at)
    expect(times(true).length).toBeGreaterThan(0)
    expect(times(false).length).toBeGreaterThan(0)
    expect(times(true)).not.toEqual(times(false))
  })

  it('not for a parent nobody is watching', async () => {
    const { h, start } = await watched()
    await watch(h, 60, 5 * minute)
    const noahs = new Set(
      h.fake.db.userDevice
        .getAll()
        .filter((ud) => ud.childId === seedIds.noah)
        .map((ud) => ud.id),
    )
    expect(eventsSince(h, start).filter(([login]) => noahs.has(login))).toEqual([])
  })

  it('catch up only the last few minutes after a pause', async () => {
    const { h } = await watched()
    await watch(h, 3)
    h.clock.advance(90 * minute)
    const now = h.clock.now().getTime()
    await h.fake.tick()
    const caughtUp = eventsSince(h, now - 90 * minute)
    // At most the events of the last 5 minutes: two 3-minute windows.
    expect(caughtUp.length).toBeLessThanOrEqual(2)
    for (const [, , , at] of caughtUp) expect(at).toBeGreaterThan(now - 5 * minute)
  })

  it('can be turned off with the family’s other actions', async () => {
    const h = await startFake({ simulateRequests: false })
    const { token } = await h.loginDemo()
    await h.ok('GetUsers', undefined, { token })
    const start = h.clock.now().getTime()
    const seen = await watch(h, 60, minute)
    expect(eventsSince(h, start)).toEqual([])
    expect(seen.spells).toEqual([])
  })
})
