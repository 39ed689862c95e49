/**
 * Activity operations over the wire (days bucketed by the parent's offset, else UTC): summaries, feeds, review, flags, ownership and errors, retention through the
 * simulation, and the simulated Macs adding screenshots.
 */
import { describe, expect, it } from 'vitest'
import { localDayRange } from '@domain/calendar/dates'
import { generateBusyDay } from '../../../../../fake-server/demo/activity/busy-day'
import { addKeystrokeLine, addScreenshot } from '../../../../../fake-server/demo/activity/rows'
import { catchUpMinutes, dailyScreenshotLimit, maxStoredActivityRows } from '../../../../../fake-server/demo/activity/simulator'
import { day, hour, idEq, minute } from '../../../../../fake-server/core/db/db'
import { seedIds } from '../../../../../fake-server/demo/seed/seed'
import { reportStatus } from '../../../../../fake-server/core/mac/reported-status'
import { type Harness, startFake } from '../../harness'

// The test clock: 2025-05-28T15:00:00Z.
const at = (iso: string) => Date.parse(iso)
const ids = {
  avaLogin: 'AA000000-0000-4000-8000-0000000000A1',
  s1: 'AA000000-0000-4000-8000-000000000001',
  s2: 'AA000000-0000-4000-8000-000000000002',
  s3: 'AA000000-0000-4000-8000-000000000003',
  s4: 'AA000000-0000-4000-8000-000000000004',
  l1: 'AA000000-0000-4000-8000-000000000011',
  l2: 'AA000000-0000-4000-8000-000000000012',
  l3: 'AA000000-0000-4000-8000-000000000013',
  noahShot: 'AA000000-0000-4000-8000-0000000000F1',
}

/**
 * Ava gets a login (offline, so the simulated Mac adds nothing) and a known set of items:
 * s1 09:00 local (UTC−5), s2 23:30 the day before, lines l1+l2 in Safari and l3 in Pages,
 * s3 reviewed, s4 flagged. Noah (the other parent's child) gets one screenshot.
 */
function seedAva(h: Harness): void {
  const { db } = h.fake
  db.userDevice.create({
    id: ids.avaLogin,
    childId: seedIds.ava,
    computerId: seedIds.mayaIMac,
    isAdmin: false,
    appVersion: '2.7.1',
    filterVersion: '2.7.1',
    username: 'ava',
    fullUsername: 'Ava',
    numericId: 502,
    statusJson: '{"case":"offline"}',
    createdAt: at('2025-05-20T00:00:00Z'),
  })
  const shot = (id: string, iso: string, extra: { deletedAt?: number; flaggedAt?: number } = {}) =>
    addScreenshot(db, { id, userDeviceId: ids.avaLogin, createdAt: at(iso), width: 1000, height: 625, ...extra })
  shot(ids.s1, '2025-05-28T14:00:00.000Z')
  shot(ids.s2, '2025-05-28T04:30:00.000Z')
  shot(ids.s3, '2025-05-28T12:00:00.000Z', { deletedAt: at('2025-05-28T12:30:00Z') })
  shot(ids.s4, '2025-05-28T11:00:00.000Z', { flaggedAt: at('2025-05-28T11:30:00Z') })
  const line = (id: string, iso: string, appName: string, text: string) =>
    addKeystrokeLine(db, { id, userDeviceId: ids.avaLogin, createdAt: at(iso), appName, line: text })
  line(ids.l1, '2025-05-28T13:00:00.000Z', 'Safari', 'how do bees make honey')
  line(ids.l2, '2025-05-28T13:00:10.000Z', 'Safari', 'bee dance meaning')
  line(ids.l3, '2025-05-28T13:00:20.000Z', 'Pages', 'Bees are important.')
  addScreenshot(db, { id: ids.noahShot, userDeviceId: seedIds.noahOnMacMini, createdAt: at('2025-05-28T14:00:00Z'), width: 1000, height: 625 })
}

async function setup(options: Parameters<typeof startFake>[0] = {}) {
  const h = await startFake(options)
  const { token } = await h.loginDemo()
  seedAva(h)
  return { h, token }
}

const may28 = { year: 2025, month: 5, day: 28 }
const may27 = { year: 2025, month: 5, day: 27 }
const expectUserNotFound = (reply: { status: number; body: any }) => {
  expect(reply.status).toBe(404)
  expect(reply.body).toMatchObject({ id: '6ac1205a', type: 'notFound', entityName: 'User' })
}

describe('ChildActivitySummaries (today’s wire) and UserActivitySummaries (May 2025 wire)', () => {
  it('buckets by the parent-local day of the offset', async () => {
    const { h, token } = await setup()
    const summary = (offset: number) =>
      h.ok('ChildActivitySummaries', { childId: seedIds.ava.toLowerCase(), jsTimezoneOffsetMinutes: offset }, { token })

    // UTC−5: s2 (04:30Z) is 23:30 on the 27th. The Safari lines are one item.
    expect(await summary(300)).toEqual({
      childName: 'Ava',
      days: [
        { date: '2025-05-28T05:00:00Z', numApproved: 1, numFlagged: 1, numTotal: 5 },
        { date: '2025-05-27T05:00:00Z', numApproved: 0, numFlagged: 0, numTotal: 1 },
      ],
    })
    expect((await summary(0)).days).toEqual([{ date: '2025-05-28T00:00:00Z', numApproved: 1, numFlagged: 1, numTotal: 6 }])
    // UTC+10: s1 at 14:00Z is exactly local midnight, the first instant of the 29th.
    expect((await summary(-600)).days).toEqual([
      { date: '2025-05-28T14:00:00Z', numApproved: 0, numFlagged: 0, numTotal: 1 },
      { date: '2025-05-27T14:00:00Z', numApproved: 1, numFlagged: 1, numTotal: 5 },
    ])
  })

  it('takes a bare child id under the May 2025 name and counts UTC days', async () => {
    const { h, token } = await setup()
    expect(await h.ok('UserActivitySummaries', seedIds.ava.toLowerCase(), { token })).toEqual({
      userName: 'Ava',
      days: [{ date: '2025-05-28T00:00:00Z', numApproved: 1, numFlagged: 1, numTotal: 6 }],
    })
    // Each name takes only its own body: the other's is the route error.
    const wrongOld = await h.call('UserActivitySummaries', { childId: seedIds.ava, jsTimezoneOffsetMinutes: 0 }, { token })
    expect(wrongOld).toMatchObject({ status: 404, body: { id: '0f5a25c9' } })
    const wrongNew = await h.call('ChildActivitySummaries', seedIds.ava, { token })
    expect(wrongNew).toMatchObject({ status: 404, body: { id: '0f5a25c9' } })
  })

  it('counts reviews (numApproved) and flags as they happen', async () => {
    const { h, token } = await setup()
    const today = async () => (await h.ok('UserActivitySummaries', seedIds.ava, { token })).days[0]
    await h.ok('DeleteActivityItems_v2', { keystrokeLineIds: [ids.l1, ids.l2], screenshotIds: [ids.s1] }, { token })
    expect(await today()).toMatchObject({ numApproved: 3, numFlagged: 1, numTotal: 6 })
    await h.ok('FlagActivityItems', [ids.s2], { token })
    expect(await today()).toMatchObject({ numApproved: 3, numFlagged: 2, numTotal: 6 })
  })

  it('keeps a 14-day window plus older flagged, unreviewed items', async () => {
    const { h, token } = await setup()
    const now = h.clock.now().getTime()
    const shot = (n: number, createdAt: number, extra: { flaggedAt?: number; deletedAt?: number } = {}) =>
      addScreenshot(h.fake.db, {
        id: `AB000000-0000-4000-8000-00000000000${n}`,
        userDeviceId: ids.avaLogin,
        createdAt,
        width: 1000,
        height: 625,
        ...extra,
      })
    shot(1, now - 14 * day + 1000) // in (the 14th of May, from 15:00:01)
    shot(2, now - 14 * day) // out
    shot(3, now - 18 * day, { flaggedAt: now - 17 * day }) // in: flagged
    shot(4, now - 19 * day, { flaggedAt: now - 17 * day, deletedAt: now - 16 * day }) // out: reviewed
    const { days } = await h.ok('UserActivitySummaries', seedIds.ava, { token })
    expect(days.map((d) => [d.date, d.numTotal, d.numFlagged])).toEqual([
      ['2025-05-28T00:00:00Z', 6, 1],
      ['2025-05-14T00:00:00Z', 1, 0],
      ['2025-05-10T00:00:00Z', 1, 1],
    ])
  })

  it('another parent’s child or an unknown child → 404 User', async () => {
    const { h, token } = await setup()
    expectUserNotFound(await h.call('UserActivitySummaries', seedIds.noah, { token }))
    expectUserNotFound(await h.call('ChildActivitySummaries', { childId: ids.avaLogin, jsTimezoneOffsetMinutes: 0 }, { token }))
  })
})

describe('FamilyActivitySummaries (today’s wire) and CombinedUsersActivitySummaries (May 2025 wire)', () => {
  it('adds up the children; the May 2025 name takes no body and counts UTC days', async () => {
    const { h, token } = await setup()
    const combined = await h.ok('FamilyActivitySummaries', { jsTimezoneOffsetMinutes: 300 }, { token })
    const sum = new Map<string, number>()
    for (const childId of [seedIds.maya, seedIds.leo, seedIds.ava]) {
      const { days } = await h.ok('ChildActivitySummaries', { childId, jsTimezoneOffsetMinutes: 300 }, { token })
      for (const d of days as { date: string; numTotal: number }[]) sum.set(d.date, (sum.get(d.date) ?? 0) + d.numTotal)
    }
    expect(new Map(combined.map((d: { date: string; numTotal: number }) => [d.date, d.numTotal]))).toEqual(sum)
    expect(combined.length).toBeGreaterThanOrEqual(5)

    const noBody = await h.call('CombinedUsersActivitySummaries', undefined, { token })
    expect(noBody.status).toBe(200)
    expect(noBody.body).toEqual(await h.ok('FamilyActivitySummaries', { jsTimezoneOffsetMinutes: 0 }, { token }))
    expect(noBody.body.every((d: { date: string }) => d.date.endsWith('T00:00:00Z'))).toBe(true)
  })
})

describe('UserActivityFeed', () => {
  it('returns the local day’s unreviewed items, newest first, lines coalesced', async () => {
    const { h, token } = await setup()
    const feed = await h.call('UserActivityFeed', { userId: seedIds.ava, range: localDayRange(may28, 300) }, { token })
    expect(feed.status).toBe(200)
    expect(feed.body).toEqual({
      userName: 'Ava',
      showSuspensionActivity: true,
      numDeleted: 1,
      items: [
        {
          case: 'screenshot',
          id: ids.s1,
          ids: [ids.s1],
          url: '/demo-screenshots/aa000000-0000-4000-8000-000000000001.svg',
          width: 1000,
          height: 625,
          duringSuspension: false,
          flagged: false,
          createdAt: '2025-05-28T14:00:00Z',
        },
        {
          case: 'keystrokeLine',
          id: ids.l3,
          ids: [ids.l3],
          appName: 'Pages',
          line: 'Bees are important.',
          duringSuspension: false,
          flagged: false,
          createdAt: '2025-05-28T13:00:20Z',
        },
        {
          case: 'keystrokeLine',
          id: ids.l2,
          ids: [ids.l2, ids.l1],
          appName: 'Safari',
          line: 'how do bees make honey\nbee dance meaning',
          duringSuspension: false,
          flagged: false,
          createdAt: '2025-05-28T13:00:10Z',
        },
        expect.objectContaining({ id: ids.s4, flagged: true }),
      ],
    })
    const before = await h.ok('UserActivityFeed', { userId: seedIds.ava, range: localDayRange(may27, 300) }, { token })
    expect(before.items.map((i) => i.id)).toEqual([ids.s2])
  })

  it('excludes an item at the start instant and includes one at the end instant', async () => {
    const { h, token } = await setup()
    const range = { start: '2025-05-28T14:00:00.000Z', end: '2025-05-28T14:00:00.000Z' }
    expect((await h.ok('UserActivityFeed', { userId: seedIds.ava, range }, { token })).items).toEqual([])
    const closed = { start: '2025-05-28T13:59:59.999Z', end: '2025-05-28T14:00:00.000Z' }
    expect((await h.ok('UserActivityFeed', { userId: seedIds.ava, range: closed }, { token })).items.map((i) => i.id)).toEqual([ids.s1])
  })

  it('always returns suspension items and echoes showSuspensionActivity', async () => {
    const { h, token } = await setup()
    h.fake.db.child.update({ where: { id: idEq(seedIds.leo) }, data: { showSuspensionActivity: false } })
    const feed = await h.ok('UserActivityFeed', { userId: seedIds.leo, range: localDayRange(may28, 0) }, { token })
    expect(feed.showSuspensionActivity).toBe(false)
    expect(feed.items.some((i) => i.duringSuspension)).toBe(true)
  })

  it('errors: foreign child 404 User; impossible range 400; range without milliseconds 404 route', async () => {
    const { h, token } = await setup()
    expectUserNotFound(await h.call('UserActivityFeed', { userId: seedIds.noah, range: localDayRange(may28, 0) }, { token }))
    const bad = await h.call(
      'UserActivityFeed',
      { userId: seedIds.ava, range: { start: '2025-13-01T00:00:00.000Z', end: '2025-05-28T00:00:00.000Z' } },
      { token },
    )
    expect(bad).toMatchObject({ status: 400, body: { error: true, reason: 'Bad Request' } })
    const noMs = await h.call(
      'UserActivityFeed',
      { userId: seedIds.ava, range: { start: '2025-05-28T00:00:00Z', end: '2025-05-29T00:00:00Z' } },
      { token },
    )
    expect(noMs).toMatchObject({ status: 404, body: { id: '0f5a25c9' } })
  })
})

describe('CombinedUsersActivityFeed', () => {
  it('has one entry per own child, in order, including children without items', async () => {
    const { h, token } = await setup()
    const range = localDayRange({ year: 2025, month: 5, day: 20 }, 0)
    const empty = await h.ok('CombinedUsersActivityFeed', { range }, { token })
    expect(empty.map((f) => [f.userName, f.items.length])).toEqual([
      ['Maya', 0],
      ['Leo', 0],
      ['Ava', 0],
    ])
    const today = await h.ok('CombinedUsersActivityFeed', { range: localDayRange(may28, 300), jsTimezoneOffsetMinutes: 300 }, { token })
    expect(today.map((f) => f.userName)).toEqual(['Maya', 'Leo', 'Ava'])
    expect(today[2]?.items.map((i) => i.id)).toEqual([ids.s1, ids.l3, ids.l2, ids.s4])
    expect(today[0]?.items.length).toBeGreaterThan(10)
    expect(JSON.stringify(today)).not.toContain(ids.noahShot)
  })
})

describe('DeleteActivityItems_v2', () => {
  it('marks own unflagged items reviewed; skips flagged, foreign and unknown ones', async () => {
    const { h, token } = await setup()
    h.clock.advance(minute)
    const reply = await h.ok(
      'DeleteActivityItems_v2',
      { keystrokeLineIds: [ids.l2.toLowerCase(), ids.l1], screenshotIds: [ids.s1, ids.s4, ids.noahShot, 'AA000000-0000-4000-8000-00000000DEAD'] },
      { token },
    )
    expect(reply).toEqual({ success: true })
    const { db } = h.fake
    expect(db.screenshot.findFirst({ where: { id: idEq(ids.s1) } })?.deletedAt).toBe(h.clock.now().getTime())
    expect(db.screenshot.findFirst({ where: { id: idEq(ids.s4) } })?.deletedAt).toBeNull()
    expect(db.screenshot.findFirst({ where: { id: idEq(ids.noahShot) } })?.deletedAt).toBeNull()
    const feed = await h.ok('UserActivityFeed', { userId: seedIds.ava, range: localDayRange(may28, 300) }, { token })
    expect(feed.items.map((i) => i.id)).toEqual([ids.l3, ids.s4])
    expect(feed.numDeleted).toBe(3)
  })
})

describe('FlagActivityItems', () => {
  it('toggles each item; screenshots first; lines when no screenshot matched', async () => {
    const { h, token } = await setup()
    const flagged = async () =>
      (await h.ok('UserActivityFeed', { userId: seedIds.ava, range: localDayRange(may28, 0) }, { token })).items
        .filter((i) => i.flagged)
        .map((i) => i.id)
    expect(await flagged()).toEqual([ids.s4])
    await h.ok('FlagActivityItems', [ids.s1, ids.s4], { token })
    expect(await flagged()).toEqual([ids.s1])
    // Mixed: the screenshot matches, so the line is not touched.
    await h.ok('FlagActivityItems', [ids.s1, ids.l3], { token })
    expect(await flagged()).toEqual([])
    await h.ok('FlagActivityItems', [ids.l2, ids.l1], { token })
    expect(await flagged()).toEqual([ids.l2])
    const lines = h.fake.db.keystrokeLine.findMany({ where: { id: { in: [ids.l1, ids.l2] } } })
    expect(lines.every((l) => l.flaggedAt === h.clock.now().getTime())).toBe(true)
  })

  it('404 Not Found when nothing matched: unknown, foreign or reviewed items', async () => {
    const { h, token } = await setup()
    for (const list of [['AA000000-0000-4000-8000-00000000DEAD'], [ids.noahShot], [ids.s3], []]) {
      expect(await h.call('FlagActivityItems', list, { token })).toMatchObject({ status: 404, body: { error: true, reason: 'Not Found' } })
    }
    expect(h.fake.db.screenshot.findFirst({ where: { id: idEq(ids.noahShot) } })?.flaggedAt).toBeNull()
  })

  it('flagged items survive delete-all and show in the summaries', async () => {
    const { h, token } = await setup()
    const feed = await h.ok('UserActivityFeed', { userId: seedIds.ava, range: localDayRange(may28, 0) }, { token })
    await h.ok(
      'DeleteActivityItems_v2',
      {
        screenshotIds: feed.items.filter((i) => i.case === 'screenshot').flatMap((i) => i.ids),
        keystrokeLineIds: feed.items.filter((i) => i.case === 'keystrokeLine').flatMap((i) => i.ids),
      },
      { token },
    )
    const after = await h.ok('UserActivityFeed', { userId: seedIds.ava, range: localDayRange(may28, 0) }, { token })
    expect(after.items.map((i) => i.id)).toEqual([ids.s4])
    const { days } = await h.ok('UserActivitySummaries', seedIds.ava, { token })
    expect(days[0]).toEqual({ date: '2025-05-28T00:00:00Z', numApproved: 5, numFlagged: 1, numTotal: 6 })
  })
})

describe('retention (the nightly cleanup)', () => {
  it('runs once a 02:30 UTC run is due and hard-deletes expired rows', async () => {
    const { h } = await setup()
    const { db } = h.fake
    const now = h.clock.now().getTime()
    const id = (n: number) => `AC000000-0000-4000-8000-00000000000${n}`
    addScreenshot(db, { id: id(1), userDeviceId: ids.avaLogin, createdAt: now - 15 * day, width: 1, height: 1, deletedAt: now - 13 * day })
    addScreenshot(db, { id: id(2), userDeviceId: ids.avaLogin, createdAt: now - 20 * day, width: 1, height: 1, flaggedAt: now - 20 * day })
    addKeystrokeLine(db, { id: id(3), userDeviceId: ids.avaLogin, createdAt: now - 20 * day, appName: 'Notes', line: 'old' })
    addScreenshot(db, { id: id(4), userDeviceId: ids.avaLogin, createdAt: now - 15 * day, width: 1, height: 1, deletedAt: now - 12 * day })
    const exists = (n: number) =>
      db.screenshot.findFirst({ where: { id: idEq(id(n)) } }) !== null || db.keystrokeLine.findFirst({ where: { id: idEq(id(n)) } }) !== null

    // 02:00 on the 29th: the next run (02:30) is not due yet.
    h.clock.advance(11 * hour)
    await h.fake.tick()
    expect([1, 2, 3, 4].map(exists)).toEqual([true, true, true, true])
    // 02:00 on the 30th: the run of the 29th is due. Reviewed 14.5 days ago and 21 days old: gone.
    h.clock.advance(day)
    await h.fake.tick()
    expect([1, 2, 3, 4].map(exists)).toEqual([false, true, false, true])
    // A day later the other reviewed item has had its 14 days; the flagged one stays.
    h.clock.advance(day)
    await h.fake.tick()
    expect([1, 2, 3, 4].map(exists)).toEqual([false, true, false, false])
  })
})

describe('simulated Macs', () => {
  it('add about a screenshot a minute from connected logins, found by the next feed', async () => {
    const { h, token } = await setup()
    const shots = (userDeviceId: string) => h.fake.db.screenshot.findMany({ where: { userDeviceId: { equals: userDeviceId } } })
    const start = h.clock.now().getTime()
    const before = { air: shots(seedIds.mayaOnMacBookAir).length, imac: shots(seedIds.mayaOnIMac).length }
    const feed = () => h.ok('UserActivityFeed', { userId: seedIds.maya, range: localDayRange(may28, 0) }, { token })
    const first = (await feed()).items.length
    expect(await h.fake.tick()).toBe(false)
    for (let i = 0; i < 12; i++) {
      h.clock.advance(5 * minute)
      await h.fake.tick()
    }
    const added = shots(seedIds.mayaOnMacBookAir).length - before.air
    expect(added).toBeGreaterThanOrEqual(25)
    expect(added).toBeLessThanOrEqual(60)
    expect(shots(seedIds.mayaOnIMac).length).toBe(before.imac) // offline
    expect((await feed()).items.length).toBeGreaterThan(first)

    // Leo's filter is suspended until 15:20: his new screenshots say so until then.
    const leoNew = shots(seedIds.leoOnMacBookPro).filter((s) => s.createdAt > start)
    const resumes = start + 20 * minute
    expect(leoNew.length).toBeGreaterThan(10)
    for (const s of leoNew) expect(s.filterSuspended).toBe(s.createdAt < resumes)
    expect(leoNew.every((s) => s.createdAt < h.clock.now().getTime())).toBe(true)
  })

  it('catch up at most a quarter of an hour, and stop for screenshots-off children', async () => {
    const { h } = await setup()
    const online = [seedIds.mayaOnMacBookAir, seedIds.leoOnMacBookPro, seedIds.noahOnMacMini]
    const counts = () => online.map((d) => h.fake.db.screenshot.findMany({ where: { userDeviceId: { equals: d } } }).length)
    const before = counts()
    h.clock.advance(5 * hour)
    await h.fake.tick()
    const added = counts().map((n, i) => n - (before[i] ?? 0))
    for (const n of added) expect(n).toBeLessThanOrEqual(catchUpMinutes)
    expect(added.reduce((a, b) => a + b, 0)).toBeGreaterThan(0)
    h.fake.db.child.update({ where: { id: idEq(seedIds.maya) }, data: { screenshotsEnabled: false } })
    const off = counts()[0]
    h.clock.advance(30 * minute)
    await h.fake.tick()
    expect(counts()[0]).toBe(off)
  })

  it('send at most the daily limit of screenshots in any 24 hours', async () => {
    const { h } = await setup()
    const times = () => h.fake.db.screenshot.findMany({ where: { userDeviceId: { equals: seedIds.mayaOnMacBookAir } } }).map((r) => r.createdAt)
    const start = h.clock.now().getTime()
    for (let i = 0; i < 36 * 6; i++) {
      h.clock.advance(10 * minute)
      await h.fake.tick()
      const now = h.clock.now().getTime()
      if (i % 12 === 0) expect(times().filter((t) => t > now - day).length).toBeLessThanOrEqual(dailyScreenshotLimit)
    }
    const added = times().filter((t) => t > start)
    expect(added.length).toBeGreaterThan(dailyScreenshotLimit)
    expect(added.length).toBeLessThanOrEqual(2 * dailyScreenshotLimit)
  })

  it('pause while the store is full', async () => {
    // The simulated children's requests are not activity: only the activity pauses.
    const { h } = await setup({ simulateRequests: false })
    const rows = () => h.fake.db.screenshot.getAll().length + h.fake.db.keystrokeLine.getAll().length
    const missing = maxStoredActivityRows - rows()
    generateBusyDay(h.fake.deps, seedIds.ava, { year: 2025, month: 5, day: 20 }, { screenshots: missing - 3, lines: 0 })
    // Leo's seeded suspension ends within these 20 minutes, which is a change of its own.
    reportStatus(h.fake.deps, seedIds.leoOnMacBookPro, { case: 'filterOn' })
    h.clock.advance(10 * minute)
    await h.fake.tick()
    expect(rows()).toBeGreaterThanOrEqual(maxStoredActivityRows - 3)
    expect(rows()).toBeLessThanOrEqual(maxStoredActivityRows)
    h.clock.advance(10 * minute)
    expect(await h.fake.tick()).toBe(false)
  })
})
