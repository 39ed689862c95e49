/** Generated dashboard widgets (the app's field names), as the server could send them. */
import fc from 'fast-check'
import type { DashboardWidgets } from '@domain/api/wire'

const id = fc.uuid({ version: 4 })
const iso = fc
  .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 0, 1) })
  .map((ms) => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z'))
const count = fc.nat({ max: 500 })

const status = fc.oneof(
  fc.constant({ case: 'filterOn' as const }),
  fc.constant({ case: 'filterOff' as const }),
  fc.constant({ case: 'offline' as const }),
  fc.record({ case: fc.constant('filterSuspended' as const), resuming: iso }, { requiredKeys: ['case'] }),
  fc.record({ case: fc.constant('downtime' as const), ending: iso }, { requiredKeys: ['case'] }),
  fc.record({ case: fc.constant('downtimePaused' as const), resuming: iso }, { requiredKeys: ['case'] }),
)

export const childArb = fc.record({ id, name: fc.string({ minLength: 1, maxLength: 12 }), status, numDevices: fc.nat({ max: 3 }) })

export const widgetsArb: fc.Arbitrary<DashboardWidgets> = fc
  .record({
    users: fc.array(childArb, { maxLength: 5 }),
    unlockRequests: fc.array(
      fc.record(
        { id, userId: id, userName: fc.string(), target: fc.string(), comment: fc.string(), createdAt: iso },
        { requiredKeys: ['id', 'userId', 'userName', 'target', 'createdAt'] },
      ),
      { maxLength: 8 },
    ),
    recentScreenshots: fc.array(fc.record({ id, userName: fc.string(), url: fc.webUrl(), createdAt: iso }), { maxLength: 5 }),
    numAdminNotifications: fc.nat({ max: 4 }),
    counts: fc.array(fc.record({ numUnreviewed: fc.oneof(fc.constant(0), count), numReviewed: count }), { minLength: 5, maxLength: 5 }),
  })
  .map(({ counts, ...w }) => ({
    ...w,
    userActivitySummaries: w.users.map((c, i) => ({ id: c.id, name: c.name, ...counts[i]! })),
  })) as fc.Arbitrary<DashboardWidgets>
