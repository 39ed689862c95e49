/**
 * The living family's pace (virtual clock, ticking every second as the demo page does): within
 * a minute of the parent starting to watch, each kind of change shows on the dashboard — a
 * screenshot, typed text, an unlock request, a suspension request, a security event, a Mac going
 * offline and coming back — whatever the time of day the demo is opened; no request nor event of
 * the Macs in the first seconds; then a calm pace, neither a flood nor a still family.
 *
 * N = 60 s: the opening's last change (the Mac back online) comes 55 s after the parent is first
 * seen; the page ticks every second and fetches again 0.4 s after a change, so the dashboard
 * shows every kind within a minute.
 */
import { describe, expect, it } from 'vitest'
import { readStatus } from '../../../../../fake-server/core/db/db'
import { seedIds } from '../../../../../fake-server/demo/seed/seed'
import { type Harness, startFake, startTime } from '../../harness'

const second = 1_000
const minute = 60 * second
const withinMs = 60 * second
const quietMs = 10 * second

type Kind = 'screenshot' | 'typed text' | 'unlock request' | 'suspension request' | 'security event' | 'Mac offline' | 'Mac back online'
const kinds: readonly Kind[] = [
  'screenshot',
  'typed text',
  'unlock request',
  'suspension request',
  'security event',
  'Mac offline',
  'Mac back online',
]

/** What the dashboard shows of the demo family: the rows of each kind (by id) and each Mac's status. */
function look(h: Harness) {
  const { db } = h.fake
  const family = new Set(
    db.child
      .getAll()
      .filter((c) => c.adminId === seedIds.demoAdmin)
      .map((c) => c.id),
  )
  const logins = new Set(
    db.userDevice
      .getAll()
      .filter((ud) => family.has(ud.childId))
      .map((ud) => ud.id),
  )
  const ids = (rows: { id: string; userDeviceId: string | null }[]) => new Set(rows.filter((r) => logins.has(r.userDeviceId ?? '')).map((r) => r.id))
  return {
    screenshot: ids(db.screenshot.getAll()),
    'typed text': ids(db.keystrokeLine.getAll()),
    'unlock request': ids(db.unlockRequest.getAll()),
    'suspension request': ids(db.suspendFilterRequest.getAll()),
    // Not the end of a suspension, which the Mac reports when it is due.
    'security event': ids(db.securityEvent.getAll().filter((e) => e.event !== 'filterSuspensionExpired')),
    statuses: new Map(
      db.userDevice
        .getAll()
        .filter((ud) => logins.has(ud.id))
        .map((ud) => [ud.id, readStatus(ud).case] as const),
    ),
  }
}

type Seen = Map<Kind, number[]>

/** Ticks every `step` for `ms`, noting when each kind of change is first visible after each tick. */
async function watch(h: Harness, ms: number, step: number, seen: Seen = new Map()): Promise<Seen> {
  let before = look(h)
  const note = (kind: Kind, at: number) => seen.set(kind, [...(seen.get(kind) ?? []), at])
  for (let t = 0; t < ms; t += step) {
    h.clock.advance(step)
    await h.fake.tick()
    const now = look(h)
    const at = h.clock.now().getTime()
    for (const kind of ['screenshot', 'typed text', 'unlock request', 'suspension request', 'security event'] as const) {
      const added = [...now[kind]].filter((id) => !before[kind].has(id)).length
      for (let i = 0; i < added; i++) note(kind, at)
    }
    for (const [login, status] of now.statuses) {
      const was = before.statuses.get(login)
      if (was === 'filterOn' && status === 'offline') note('Mac offline', at)
      if (was === 'offline' && status === 'filterOn') note('Mac back online', at)
    }
    before = now
  }
  return seen
}

/** A freshly seeded demo opened at `startAt`, its parent signed in a few seconds later and seen watching. */
async function opened(startAt = startTime): Promise<{ h: Harness; seenAt: number }> {
  const h = await startFake({ startAt })
  h.clock.advance(5 * second)
  const { token } = await h.loginDemo()
  await h.ok('GetUsers', undefined, { token })
  return { h, seenAt: h.clock.now().getTime() }
}

/** Start times spread over a day, none on a whole minute. */
const startTimes = Array.from({ length: 12 }, (_, i) =>
  new Date(Date.parse(startTime) + i * (2 * 3_600_000 + 7 * minute + 13 * second + i * 997)).toISOString(),
)

describe('the living family’s pace', () => {
  it.each(startTimes)(
    'shows each kind of change within a minute of watching, none in the first seconds (opened at %s)',
    async (startAt) => {
      const { h, seenAt } = await opened(startAt)
      const seen = await watch(h, withinMs, second)
      for (const kind of kinds) {
        const first = seen.get(kind)?.[0]
        expect(first, `${kind} within ${withinMs / second} s`).toBeDefined()
        expect((first ?? Infinity) - seenAt, kind).toBeLessThanOrEqual(withinMs)
      }
      // The family itself (not the Macs' screenshots, which go on all the time) waits a few seconds.
      for (const kind of ['unlock request', 'suspension request', 'security event', 'Mac offline'] as const) {
        expect((seen.get(kind)?.[0] ?? 0) - seenAt, kind).toBeGreaterThan(quietMs)
      }
      // The Mac that went offline came back with its filter on, and it was one the dashboard showed protected.
      const went = [...look(h).statuses].filter(([, status]) => status === 'offline').map(([login]) => login)
      expect(went).toEqual([seedIds.mayaOnIMac])
    },
    60_000,
  )

  it('the seeded family at the default start: the second each kind first shows after the parent is seen', async () => {
    const { h, seenAt } = await opened()
    const seen = await watch(h, withinMs, second)
    const firsts = Object.fromEntries(kinds.map((kind) => [kind, ((seen.get(kind)?.[0] ?? Infinity) - seenAt) / second]))
    expect(firsts).toEqual({
      'unlock request': 15,
      'suspension request': 22,
      screenshot: 20,
      'typed text': 20,
      'security event': 30,
      'Mac offline': 35,
      'Mac back online': 55,
    })
  })

  it('then goes on at a calm pace: every 10 minutes some change, never a flood', async () => {
    const { h, seenAt } = await opened()
    await watch(h, withinMs, second)
    const seen = await watch(h, 2 * 60 * minute, 10 * second)
    const family = (['unlock request', 'suspension request', 'security event', 'Mac offline'] as const).flatMap((kind) => seen.get(kind) ?? [])
    for (let from = seenAt + withinMs; from < seenAt + 2 * 60 * minute; from += 10 * minute) {
      const inSpan = (at: number) => at > from && at <= from + 10 * minute
      // About one request and one event of the Macs per 3 minutes: 3 to 4 of each per 10 minutes at most.
      expect(family.filter(inSpan).length, `requests and Mac events from ${new Date(from).toISOString()}`).toBeLessThanOrEqual(8)
      // About one screenshot a minute from each of the two Macs at work, when their child is at it.
      expect((seen.get('screenshot') ?? []).filter(inSpan).length).toBeLessThanOrEqual(2 * 11)
      expect(family.filter(inSpan).length + (seen.get('screenshot') ?? []).filter(inSpan).length).toBeGreaterThan(0)
    }
    // Alive the whole time: each kind the Macs bring on their own comes again within the two hours.
    for (const kind of ['unlock request', 'security event', 'Mac offline', 'Mac back online', 'screenshot', 'typed text'] as const) {
      expect((seen.get(kind) ?? []).length, kind).toBeGreaterThanOrEqual(kind === 'screenshot' ? 60 : 3)
    }
  })

  it('is the same however often the page ticks', async () => {
    const run = async (step: number) => {
      const { h } = await opened()
      await watch(h, 20 * minute, step)
      const now = look(h)
      return { ...Object.fromEntries(kinds.slice(0, 5).map((kind) => [kind, now[kind as 'screenshot'].size])), statuses: [...now.statuses] }
    }
    const often = await run(second)
    expect(await run(7 * second)).toEqual(often)
    expect(await run(4 * minute)).toEqual(often)
  })

  it('holds still while the demo panel says so, and opens again when the family acts again', async () => {
    const { h } = await opened()
    await h.fake.control.setFamilyActs?.(false)
    expect(h.fake.control.familyActs?.()).toBe(false)
    const still = await watch(h, 10 * minute, 10 * second)
    for (const kind of ['unlock request', 'suspension request', 'security event', 'Mac offline'] as const)
      expect(still.get(kind), kind).toBeUndefined()
    await h.fake.control.setFamilyActs?.(true)
    const resumedAt = h.clock.now().getTime()
    const seen = await watch(h, withinMs, second)
    for (const kind of kinds) expect((seen.get(kind)?.[0] ?? Infinity) - resumedAt, kind).toBeLessThanOrEqual(withinMs + second)
  })
})
