/**
 * The demo family gives every reason of smarter review something to show on its recent days:
 * read through the API as the review screens read it (two weeks of day feeds, the security
 * events, the requests), the domain's reasons fire on the seeded data, and Leo has a busy day.
 */
import { describe, expect, it } from 'vitest'
import { addDays, localDayOf, localDayRange } from '@domain/calendar/dates'
import { type ReviewContext, reviewEntries, suspensionRequestOf, unlockRequestOf } from '@domain/activity/item-reasons'
import { type ReviewItem, reviewItems } from '@domain/activity/review-item'
import type { ReasonKind } from '@domain/activity/reasons'
import { coverage, deleteTheRest, sampleDay } from '@domain/activity/sample'
import { canonicalId, createDb } from '../../../../../fake-server/core/db/db'
import { busyDay, firstUseApp, seedReviewMaterial } from '../../../../../fake-server/demo/activity/review-material'
import { maxStoredActivityRows } from '../../../../../fake-server/demo/activity/simulator'
import { seedIds } from '../../../../../fake-server/demo/seed/seed'
import { type Harness, startFake } from '../../harness'

/** Two weeks of a child's day feeds (UTC days unless an offset is given), as review items. */
async function windowOf(h: Harness, token: string, childId: string, offset = 0): Promise<{ items: ReviewItem[]; windowStartMs: number }> {
  const today = localDayOf(h.clock.now().getTime(), offset)
  const items: ReviewItem[] = []
  for (let n = 13; n >= 0; n--) {
    const date = addDays(today, -n)
    const feed = await h.ok('UserActivityFeed', { userId: childId, range: localDayRange(date, offset) }, { token })
    items.push(...reviewItems(childId, date, feed.items))
  }
  return { items, windowStartMs: Date.parse(localDayRange(addDays(today, -13), offset).start) + 1 }
}

async function context(h: Harness, token: string, windowStartMs: number, offset = 0): Promise<ReviewContext> {
  const securityEvents = await h.ok('SecurityEventsFeed', undefined, { token })
  const unlocks = [
    ...(await h.ok('GetUserUnlockRequests', seedIds.maya, { token })),
    ...(await h.ok('GetUserUnlockRequests', seedIds.leo, { token })),
  ]
  const suspension = await h.ok('GetSuspendFilterRequest', seedIds.suspendRequest, { token })
  return {
    securityEvents,
    requests: [...unlocks.map(unlockRequestOf), suspensionRequestOf(suspension, seedIds.maya)],
    jsTimezoneOffsetMinutes: offset,
    windowStartMs,
  }
}

const kindsOf = (entries: ReturnType<typeof reviewEntries>): Set<ReasonKind> => new Set(entries.flatMap((e) => e.reasons.map((r) => r.kind)))
const textsOf = (entries: ReturnType<typeof reviewEntries>): string[] => entries.flatMap((e) => e.reasons.map((r) => r.text))

describe('the demo family’s material for smarter review', () => {
  it('gives every reason something to show', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const maya = await windowOf(h, token, seedIds.maya)
    const leo = await windowOf(h, token, seedIds.leo)
    const items = [...maya.items, ...leo.items]
    const entries = reviewEntries(items, await context(h, token, maya.windowStartMs))
    const kinds = kindsOf(entries)
    for (const kind of ['suspension', 'concern', 'securityEvent', 'request', 'lateNight', 'typedAddress', 'typedSearch', 'firstUse'] as const) {
      expect(kinds.has(kind), kind).toBe(true)
    }
    const texts = textsOf(entries)
    expect(texts).toContain('Matches your concern list: getting around the filter')
    expect(texts).toContain('A security event 2 minutes later: the Mac’s clock was changed')
    expect(texts).toContain('Asked to unlock www.youtube.com 2 minutes later')
    expect(texts.some((t) => t.startsWith('Asked for a filter suspension'))).toBe(true)
    expect(texts).toContain(`First use of ${firstUseApp} in these two weeks`)
    // Only the first WhatsApp line is a first use.
    expect(texts.filter((t) => t === `First use of ${firstUseApp} in these two weeks`)).toHaveLength(1)
  })

  it('has late-night items in every time zone', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const maya = await windowOf(h, token, seedIds.maya)
    for (let offset = -840; offset <= 720; offset += 30) {
      const entries = reviewEntries(maya.items, await context(h, token, maya.windowStartMs, offset))
      expect(kindsOf(entries).has('lateNight'), `offset ${offset}`).toBe(true)
    }
  })

  it('gives Leo a busy day two days ago that a sample makes short work of', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    // The busy day is a day of the calendar where the demo runs.
    const offset = h.clock.now().getTimezoneOffset()
    const date = addDays(localDayOf(h.clock.now().getTime(), offset), -busyDay.daysAgo)
    const feed = await h.ok('UserActivityFeed', { userId: seedIds.leo, range: localDayRange(date, offset) }, { token })
    expect(feed.items.length).toBeGreaterThanOrEqual(300)
    expect(feed.items.every((i) => !i.flagged)).toBe(true)
    const leo = await windowOf(h, token, seedIds.leo, offset)
    const entries = reviewEntries(leo.items, await context(h, token, leo.windowStartMs, offset)).filter(
      (e) => e.day.day === date.day && e.day.month === date.month,
    )
    expect(entries).toHaveLength(feed.items.length)
    const withReason = entries.filter((e) => e.reasons.length > 0)
    expect(withReason.length).toBeGreaterThanOrEqual(3)
    const sample = sampleDay(entries, 1234, 0.1)
    // Looking at the sample, then deleting the rest: under 60 looks for the whole day.
    expect(sample.size).toBeLessThan(60)
    expect(coverage(entries, sample, sample, 0.1).enough).toBe(true)
    const rest = deleteTheRest(entries, sample, sample)
    expect(rest.offered && rest.entries.length + sample.size).toBe(entries.length)
  })

  it('places the busy day on its calendar day at any hour, just after midnight too', () => {
    const instants = ['2026-03-11T00:00:30', '2026-03-11T23:59:30', '2026-03-11T10:30:00']
    for (const offset of [-540, 0, 420]) {
      for (const wall of instants) {
        // The local wall time `wall` at `offset`, as an instant.
        const now = Date.parse(`${wall}Z`) + offset * 60_000
        const db = createDb()
        seedReviewMaterial(db, now, { mayaOnMacBookAir: seedIds.mayaOnMacBookAir, leoOnMacBookPro: seedIds.leoOnMacBookPro }, offset)
        const leo = canonicalId(seedIds.leoOnMacBookPro)
        const days = new Set(
          db.screenshot
            .getAll()
            .filter((row) => row.userDeviceId === leo)
            .map((row) => JSON.stringify(localDayOf(row.createdAt, offset))),
        )
        expect([...days], `${wall} at offset ${offset}`).toEqual([JSON.stringify(addDays(localDayOf(now, offset), -busyDay.daysAgo))])
      }
    }
  })

  it('stays within the stored-activity cap, far enough below it for the simulated Macs', async () => {
    const h = await startFake()
    const rows = h.fake.db.screenshot.count() + h.fake.db.keystrokeLine.count()
    expect(rows).toBeLessThan(maxStoredActivityRows / 2)
  })
})
