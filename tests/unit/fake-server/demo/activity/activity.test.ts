/**
 * The demo's activity: the seeded two weeks, the busy-day generator the benchmarks use, and the
 * drawn screenshots the fake server serves.
 */
import { describe, expect, it } from 'vitest'
import { addDays, localDayOf, localDayRange, localDayStartMs, MS_PER_DAY } from '@domain/calendar/dates'
import { generateBusyDay } from '../../../../../fake-server/demo/activity/busy-day'
import { coalesce } from '../../../../../fake-server/core/activity/coalesce'
import { addKeystrokeLine, addScreenshot } from '../../../../../fake-server/demo/activity/rows'
import { recordsOf, userDeviceIdsOf } from '../../../../../fake-server/core/activity/store'
import { createDb, day, snapshotDb } from '../../../../../fake-server/core/db/db'
import { seedDemoActivity } from '../../../../../fake-server/demo/activity/seed'
import { screenshotScenes, screenshotSvg, sceneOf } from '../../../../../fake-server/demo/screenshots/image'
import { seedIds } from '../../../../../fake-server/demo/seed/seed'
import { createFakeServer } from '../../../../../fake-server/server'
import { api, startFake } from '../../harness'
import { inMemoryStorage } from '../../../support/memory-storage'

const activityRows = (fake: ReturnType<typeof createFakeServer>) => ({
  screenshots: fake.db.screenshot.getAll().map((r) => ({ ...r })),
  lines: fake.db.keystrokeLine.getAll().map((r) => ({ ...r })),
})

describe('seeded activity', () => {
  it('is the same for the same clock', async () => {
    const clock = () => new Date('2026-03-10T18:45:00Z')
    const a = createFakeServer({ clock })
    const b = createFakeServer({ clock })
    await Promise.all([a.ready(), b.ready()])
    expect(activityRows(a)).toEqual(activityRows(b))
  })

  it('holds the same earlier days whatever the hour it starts, just after midnight too', () => {
    for (const offset of [-540, 0, 420]) {
      const day = '2026-03-11'
      const history = ['00:00:30', '10:30:00', '23:59:30'].map((time) => {
        // The local wall time at `offset`, as an instant.
        const now = Date.parse(`${day}T${time}Z`) + offset * 60_000
        const db = createDb()
        seedDemoActivity(db, now, seedIds, offset)
        // The sessions of the last two weeks (ids 5C…, 4B…; smarter review's material is placed
        // around events of its own), before 20:00 yesterday: today's sessions, which end at `now`,
        // may begin the evening before.
        const today = localDayOf(now, offset)
        const from = localDayStartMs(addDays(today, -13), offset)
        const before = localDayStartMs(addDays(today, -1), offset) + 20 * 3_600_000
        return [...db.screenshot.getAll(), ...db.keystrokeLine.getAll()]
          .filter((row) => /^(5C|4B)/.test(row.id) && row.createdAt >= from && row.createdAt < before)
          .map((row) => `${row.userDeviceId} ${row.createdAt}`)
          .sort()
      })
      expect(history[0]!.length, `offset ${offset}`).toBeGreaterThan(100)
      expect(history[1], `offset ${offset}`).toEqual(history[0])
      expect(history[2], `offset ${offset}`).toEqual(history[0])
    }
  })

  it('covers several days of the last two weeks for each child with a computer, with reviews, flags and suspensions', async () => {
    const h = await startFake()
    const now = h.clock.now().getTime()
    const { db } = h.fake
    for (const [childId, logins] of [
      [seedIds.maya, [seedIds.mayaOnMacBookAir, seedIds.mayaOnIMac]],
      [seedIds.leo, [seedIds.leoOnMacBookPro]],
    ] as const) {
      const records = recordsOf(db, logins)
      const days = new Set(records.filter((r) => r.createdAt > now - 14 * day).map((r) => JSON.stringify(localDayOf(r.createdAt, 0))))
      expect(days.size, childId).toBeGreaterThanOrEqual(5)
      expect(
        records.some((r) => r.deletedAt !== null),
        childId,
      ).toBe(true)
      expect(
        records.some((r) => r.flaggedAt !== null && r.deletedAt === null),
        childId,
      ).toBe(true)
      expect(
        records.some((r) => r.filterSuspended),
        childId,
      ).toBe(true)
      expect(
        records.some((r) => r.kind === 'keystrokeLine'),
        childId,
      ).toBe(true)
      // Nothing in the future; reviews and flags after the item.
      for (const r of records) {
        expect(r.createdAt).toBeLessThanOrEqual(now)
        if (r.deletedAt !== null) expect(r.deletedAt).toBeGreaterThanOrEqual(r.createdAt)
        if (r.flaggedAt !== null) expect(r.flaggedAt).toBeGreaterThanOrEqual(r.createdAt)
      }
    }
    expect(userDeviceIdsOf(db, seedIds.ava)).toEqual([])
    // Today has something to review for Maya, and coalescing merges some lines.
    const today = coalesce(recordsOf(db, [seedIds.mayaOnMacBookAir]).filter((r) => r.createdAt > now - 2 * 3_600_000))
    expect(today.filter((i) => i.deletedAt === null).length).toBeGreaterThan(20)
    expect(today.some((i) => i.ids.length > 1)).toBe(true)
  })

  it('keeps the persisted state small (well under 3 MB)', async () => {
    const storage = inMemoryStorage()
    const fake = createFakeServer({ storage, clock: () => new Date('2026-11-22T19:00:00Z') })
    await fake.ready()
    const saved = [...storage.data.values()][0] ?? ''
    expect(saved.length).toBeGreaterThan(50_000)
    expect(saved.length).toBeLessThan(1_000_000)
    expect(JSON.stringify(snapshotDb(fake.db)).length).toBeLessThan(saved.length)
  })
})

describe('generateBusyDay', () => {
  it('fills one local day with the requested screenshots and lines, all inside the day', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const date = addDays(localDayOf(h.clock.now().getTime(), 300), -20)
    const busy = generateBusyDay(h.fake.deps, seedIds.maya, date, {
      screenshots: 1440,
      lines: 1000,
      jsTimezoneOffsetMinutes: 300,
    })
    expect(busy.screenshotIds).toHaveLength(1440)
    expect(busy.lineIds).toHaveLength(1000)
    expect(busy.userDeviceId).toBe(seedIds.mayaOnMacBookAir)

    const feed = await h.ok('UserActivityFeed', { userId: seedIds.maya, range: localDayRange(date, 300) }, { token })
    const shots = feed.items.filter((i) => i.case === 'screenshot')
    const lines = feed.items.filter((i) => i.case === 'keystrokeLine')
    expect(shots).toHaveLength(1440)
    expect(lines.flatMap((i) => i.ids)).toHaveLength(1000)
    expect(lines.length).toBeLessThan(1000)
    const range = localDayRange(date, 300)
    for (const item of feed.items) {
      expect(Date.parse(item.createdAt)).toBeGreaterThan(Date.parse(range.start))
      expect(Date.parse(item.createdAt)).toBeLessThanOrEqual(Date.parse(range.end))
    }
    // Spread over the whole day: a screenshot in every hour.
    const midnight = localDayStartMs(date, 300)
    const hours = new Set(shots.map((s) => Math.floor((Date.parse(s.createdAt) - midnight) / 3_600_000)))
    expect(hours.size).toBe(24)
    expect(Date.parse(range.end) - midnight).toBe(MS_PER_DAY - 1)
  })

  it('replaces what the child’s logins held on that day, at any hour, and leaves the days around it', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const offset = 300
    const date = addDays(localDayOf(h.clock.now().getTime(), offset), -3)
    const start = localDayStartMs(date, offset)
    const ids = (n: number) => `BD000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`
    // Items on both of Maya's logins at the day's first and last minutes, and just outside it.
    const put = (n: number, login: string, createdAt: number) =>
      addScreenshot(h.fake.db, { id: ids(n), userDeviceId: login, createdAt, width: 10, height: 10 })
    put(1, seedIds.mayaOnMacBookAir, start)
    put(2, seedIds.mayaOnIMac, start + MS_PER_DAY - 1)
    addKeystrokeLine(h.fake.db, { id: ids(3), userDeviceId: seedIds.mayaOnIMac, createdAt: start + 60_000, appName: 'Notes', line: 'old' })
    put(4, seedIds.mayaOnMacBookAir, start - 1)
    put(5, seedIds.mayaOnIMac, start + MS_PER_DAY)
    const busy = generateBusyDay(h.fake.deps, seedIds.maya, date, { screenshots: 1, lines: 0, jsTimezoneOffsetMinutes: offset })
    const feed = await h.ok('UserActivityFeed', { userId: seedIds.maya, range: localDayRange(date, offset) }, { token })
    expect(feed.items.flatMap((i) => (i.case === 'screenshot' ? [i.id.toUpperCase()] : i.ids.map((id) => id.toUpperCase())))).toEqual(
      busy.screenshotIds.map((id) => id.toUpperCase()),
    )
    const kept = new Set(h.fake.db.screenshot.getAll().map((r) => r.id))
    expect([ids(4), ids(5)].filter((id) => kept.has(id))).toEqual([ids(4), ids(5)])
  })

  it('refuses a child without a computer', async () => {
    const h = await startFake()
    expect(() => generateBusyDay(h.fake.deps, seedIds.ava, { year: 2025, month: 5, day: 1 }, { screenshots: 1, lines: 1 })).toThrow()
  })
})

describe('demo screenshots', () => {
  it('are SVG drawings served at the item url, the same every time, with nothing fetched', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const feed = await h.ok('UserActivityFeed', { userId: seedIds.maya, range: localDayRange(localDayOf(h.clock.now().getTime(), 0), 0) }, { token })
    const shot = feed.items.find((i) => i.case === 'screenshot')
    if (!shot || shot.case !== 'screenshot') throw new Error('no screenshot today')
    const response = await fetch(`${api}${shot.url}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml')
    const svg = await response.text()
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg).toContain(`width="${shot.width}" height="${shot.height}"`)
    expect(svg).toContain('aria-label="Maya’s screen"')
    expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|href=|<image|@import/)
    expect(await (await fetch(`${api}${shot.url}`)).text()).toBe(svg)
  })

  it('draw every scene, vary by id, and escape text', () => {
    const ids = Array.from({ length: 200 }, (_, i) => `5C000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`)
    expect(new Set(ids.map(sceneOf))).toEqual(new Set(screenshotScenes))
    const drawings = new Set(ids.slice(0, 30).map((id) => screenshotSvg(id, { title: 'x', subtitle: '' })))
    expect(drawings.size).toBe(30)
    const svg = screenshotSvg(ids[0]!, { title: 'Tom & <Jerry>', subtitle: '' }, 1280, 800)
    expect(svg).toContain('Tom &amp; &lt;Jerry&gt;')
    expect(svg).toContain('viewBox="0 0 1280 800"')
    for (const id of ids.slice(0, 40)) {
      // Well formed enough for an <img>: balanced groups, every text closed.
      const doc = screenshotSvg(id, { title: 'x', subtitle: '' }, 1000, 562)
      expect(doc.split('<text').length).toBe(doc.split('</text>').length)
      expect(doc.split('<g ').length).toBe(doc.split('</g>').length)
      expect(doc).not.toContain('NaN')
    }
  })
})
