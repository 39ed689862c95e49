/**
 * Day cards agree with their day feeds, anywhere on Earth, under both API profiles: the count
 * on each summary card (as the activity page computes it from the summaries) equals the items
 * the feed behind its link shows (the range the day page requests for it). The client speaks
 * the profile's wire to the fake server, as the app does.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { feedProgress } from '@domain/activity/feed'
import { daySummaries } from '@domain/activity/summaries'
import { addDays, localDayOf, localDayRange, localDayStartMs, parseUrlDate } from '@domain/calendar/dates'
import { type ApiProfile, activityDayOffset, apiProfiles } from '@domain/api/profiles'
import type { ActivityFeed } from '@domain/api/wire'
import { createClient } from '../../../../../src/api/client'
import { addKeystrokeLine, addScreenshot } from '../../../../../fake-server/demo/activity/rows'
import { day } from '../../../../../fake-server/core/db/db'
import { api, dashboard, startFake } from '../../harness'

type State = 'unreviewed' | 'reviewed' | 'flagged'
interface Item {
  readonly child: 0 | 1
  readonly kind: 'screenshot' | 'line'
  /** Milliseconds before the server's now, within the summaries' 14-day window. */
  readonly age: number
  readonly state: State
  /** Moved to the next local midnight (when that is not in the future): a day's first millisecond. */
  readonly atMidnight: boolean
}

const itemArb: fc.Arbitrary<Item> = fc.record({
  child: fc.constantFrom(0 as const, 1 as const),
  kind: fc.constantFrom('screenshot' as const, 'line' as const),
  age: fc.integer({ min: 1, max: 13 * day }),
  state: fc.constantFrom<State>('unreviewed', 'unreviewed', 'reviewed', 'flagged'),
  atMidnight: fc.boolean(),
})

const hex = (n: number, width: number) => n.toString(16).toUpperCase().padStart(width, '0')
const idOf = (prefix: string, run: number, n: number) => `${prefix}000000-0000-4000-8000-${hex(run, 6)}${hex(n, 6)}`

describe('summary cards and day feeds agree', () => {
  for (const profile of apiProfiles) {
    it(`property (${profile}): each card's counts equal its day feed's, for offsets −720…+840 min`, { tags: ['property'] }, async () => {
      const h = await startFake({ seed: false })
      const { db } = h.fake
      const now = h.clock.now().getTime()
      let run = 0

      await fc.assert(
        fc.asyncProperty(fc.integer({ min: -720, max: 840 }), fc.array(itemArb, { maxLength: 25 }), async (localOffset, items) => {
          run += 1
          const adminId = idOf('AD', run, 0)
          const token = idOf('70', run, 0)
          db.admin.create({
            id: adminId,
            email: `parent-${run}@example.com`,
            passwordHash: 'x',
            salt: 'x',
            subscriptionStatus: 'paid',
            statusExpiration: now + 30 * day,
            createdAt: now - 30 * day,
          })
          db.adminToken.create({ value: token, adminId, createdAt: now, expiresAt: now + day })
          const logins = [0, 1].map((c) => {
            const childId = idOf('C0', run, c)
            const loginId = idOf('1D', run, c)
            db.child.create({
              id: childId,
              adminId,
              name: `Child ${c}`,
              keyloggingEnabled: true,
              screenshotsEnabled: true,
              showSuspensionActivity: true,
              createdAt: now - 30 * day,
            })
            db.userDevice.create({
              id: loginId,
              childId,
              computerId: idOf('CC', run, c),
              isAdmin: false,
              appVersion: '2.7.1',
              username: `c${c}`,
              fullUsername: `C ${c}`,
              numericId: 501 + c,
              createdAt: now - 30 * day,
            })
            return { childId, loginId }
          })

          const dayOffset = activityDayOffset(profile, localOffset)
          items.forEach((item, n) => {
            let createdAt = now - item.age
            const midnight = localDayStartMs(addDays(localDayOf(createdAt, dayOffset), 1), dayOffset)
            if (item.atMidnight && midnight <= now) createdAt = midnight
            const state = {
              deletedAt: item.state === 'reviewed' ? Math.min(now, createdAt + 1000) : null,
              flaggedAt: item.state === 'flagged' ? Math.min(now, createdAt + 1000) : null,
            }
            const userDeviceId = logins[item.child]!.loginId
            const id = idOf('1E', run, n)
            if (item.kind === 'screenshot') addScreenshot(db, { id, userDeviceId, createdAt, width: 1000, height: 625, ...state })
            // Each line in its own app, so no two lines coalesce into one item.
            else addKeystrokeLine(db, { id, userDeviceId, createdAt, appName: `App ${n}`, line: `line ${n}`, ...state })
          })

          const client = createClient({
            apiUrl: api,
            pageOrigin: dashboard,
            profile,
            sendDashboardUrl: false,
            fetch: (input, init) => fetch(input, init),
            readToken: () => token,
            onLoggedOut: () => undefined,
          })

          // One child's page, then the family's.
          const childId = logins[0]!.childId
          const childSummaries = await client.call('UserActivitySummaries', { childId, jsTimezoneOffsetMinutes: dayOffset })
          const family = await client.call('CombinedUsersActivitySummaries', { jsTimezoneOffsetMinutes: dayOffset })
          if (!childSummaries.ok || !family.ok) throw new Error('summaries failed')

          const pages: [readonly Parameters<typeof daySummaries>[0][number][], (range: { start: string; end: string }) => Promise<ActivityFeed[]>][] =
            [
              [
                childSummaries.value.days,
                async (range) => {
                  const feed = await client.call('UserActivityFeed', { userId: childId, range })
                  if (!feed.ok) throw new Error('feed failed')
                  return [feed.value]
                },
              ],
              [
                family.value,
                async (range) => {
                  const feeds = await client.call('CombinedUsersActivityFeed', { range, jsTimezoneOffsetMinutes: dayOffset })
                  if (!feeds.ok) throw new Error('feed failed')
                  return feeds.value
                },
              ],
            ]
          const expectedTotals = [items.filter((i) => i.child === 0).length, items.length]
          for (const [index, [days, feedOf]] of pages.entries()) {
            const cards = daySummaries(days, dayOffset)
            let total = 0
            for (const card of cards) {
              const date = parseUrlDate(card.urlDate)
              if (!date) throw new Error(`bad url date ${card.urlDate}`)
              const shown = feedProgress(await feedOf(localDayRange(date, dayOffset)))
              expect({ total: shown.total, reviewed: shown.reviewed, flagged: shown.flagged }).toEqual({
                total: card.progress.total,
                reviewed: card.progress.reviewed,
                flagged: card.progress.flagged,
              })
              total += card.progress.total
            }
            expect(total).toBe(expectedTotals[index])
          }
        }),
        { numRuns: 30 },
      )
    })
  }

  it('under 2025-05 a card is the server’s UTC day, whatever the parent’s offset', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const days = await h.ok('CombinedUsersActivitySummaries', undefined, { token })
    expect(days.length).toBeGreaterThan(0)
    for (const offset of [-720, -330, 0, 300, 840]) {
      const dayOffset = activityDayOffset('2025-05', offset)
      const cards = daySummaries(days, dayOffset)
      expect(cards.map((c) => c.date)).toEqual(
        days.map((d) => {
          const [y, m, dd] = d.date.slice(0, 10).split('-').map(Number)
          return { year: y, month: m, day: dd }
        }),
      )
      for (const card of cards) {
        const range = localDayRange(card.date, dayOffset)
        // The server lists start < createdAt ≤ end: the day before's last millisecond is excluded.
        expect(range.start.endsWith('T23:59:59.999Z')).toBe(true)
        expect(range.end.endsWith('T23:59:59.999Z')).toBe(true)
      }
    }
  })

  it('an item stamped at a day’s first millisecond counts on that day’s card and shows in that day’s feed only', async () => {
    const profile: ApiProfile = 'current'
    const h = await startFake({ seed: false })
    const { db } = h.fake
    const now = h.clock.now().getTime()
    const offset = 300
    db.admin.create({
      id: idOf('AD', 0, 0),
      email: 'edge@example.com',
      passwordHash: 'x',
      salt: 'x',
      subscriptionStatus: 'paid',
      statusExpiration: now + day,
      createdAt: now - day,
    })
    db.adminToken.create({ value: idOf('70', 0, 0), adminId: idOf('AD', 0, 0), createdAt: now, expiresAt: now + day })
    db.child.create({
      id: idOf('C0', 0, 0),
      adminId: idOf('AD', 0, 0),
      name: 'Edge',
      keyloggingEnabled: true,
      screenshotsEnabled: true,
      showSuspensionActivity: true,
      createdAt: now - day,
    })
    db.userDevice.create({
      id: idOf('1D', 0, 0),
      childId: idOf('C0', 0, 0),
      computerId: idOf('CC', 0, 0),
      isAdmin: false,
      appVersion: '2.7.1',
      username: 'e',
      fullUsername: 'E',
      numericId: 501,
      createdAt: now - day,
    })
    const may28 = { year: 2025, month: 5, day: 28 }
    addScreenshot(db, { id: idOf('1E', 0, 1), userDeviceId: idOf('1D', 0, 0), createdAt: localDayStartMs(may28, offset), width: 1000, height: 625 })
    const client = createClient({
      apiUrl: api,
      pageOrigin: dashboard,
      profile,
      sendDashboardUrl: false,
      fetch: (i, init) => fetch(i, init),
      readToken: () => idOf('70', 0, 0),
      onLoggedOut: () => undefined,
    })
    const summaries = await client.call('UserActivitySummaries', { childId: idOf('C0', 0, 0), jsTimezoneOffsetMinutes: offset })
    if (!summaries.ok) throw new Error('summaries failed')
    expect(daySummaries(summaries.value.days, offset).map((c) => [c.urlDate, c.progress.total])).toEqual([['05-28-2025', 1]])
    const feedOf = async (date: typeof may28) => {
      const feed = await client.call('UserActivityFeed', { userId: idOf('C0', 0, 0), range: localDayRange(date, offset) })
      if (!feed.ok) throw new Error('feed failed')
      return feed.value.items.map((i) => i.id.toLowerCase())
    }
    expect(await feedOf(may28)).toEqual([idOf('1E', 0, 1).toLowerCase()])
    expect(await feedOf({ year: 2025, month: 5, day: 27 })).toEqual([])
    expect(await feedOf({ year: 2025, month: 5, day: 29 })).toEqual([])
  })
})
