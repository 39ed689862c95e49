/**
 * The wire's records and unions read whole: each schema keeps every field of a real answer
 * (none is dropped as unknown), each variant of the subscription and decision unions is known,
 * and the feed range takes the whole `toISOString()` text only.
 */
import { describe, expect, it } from 'vitest'
import {
  ActivityFeed,
  AdminSubscriptionStatus,
  DashboardWidgets,
  FilterSuspensionDecision,
  IdentifiedApp,
  ScreenshotItem,
  SuspendFilterRequest,
  UnlockRequest,
  rangeInstantPattern,
} from '@domain/api/wire'

const child = '00000000-1111-4444-0000-000000000000'
const at = '2025-05-28T20:01:55Z'

describe('records keep every field of a real answer', () => {
  it('requests', () => {
    const unlock = {
      id: 'AB000000-0000-4000-8000-000000000001',
      userId: child,
      userName: 'Ava',
      status: 'pending',
      url: 'https://example.com/',
      domain: 'example.com',
      requestComment: 'homework',
      appCategories: ['Education'],
      createdAt: at,
    }
    expect(UnlockRequest.parse(unlock)).toEqual(unlock)
    const suspend = {
      id: 'AC000000-0000-4000-8000-000000000001',
      deviceId: 'AD000000-0000-4000-8000-000000000001',
      status: 'accepted',
      userName: 'Ava',
      requestedDurationInSeconds: 600,
      requestComment: 'test',
      responseComment: 'ok',
      extraMonitoringOptions: { screenshots: 'Screenshots every minute' },
      createdAt: at,
    }
    expect(SuspendFilterRequest.parse(suspend)).toEqual(suspend)
  })

  it('identified apps, with their bundle ids and category', () => {
    const app = {
      id: 'a1',
      name: 'Safari',
      slug: 'safari',
      launchable: true,
      bundleIds: [{ id: 'b1', bundleId: 'com.apple.Safari' }],
      category: { id: 'c1', name: 'Browsers', slug: 'browsers' },
    }
    expect(IdentifiedApp.parse(app)).toEqual(app)
  })

  it('activity items and feeds', () => {
    const shot = {
      case: 'screenshot',
      id: 'AAAAAAAA-0000-4000-8000-000000000001',
      ids: ['AAAAAAAA-0000-4000-8000-000000000001'],
      duringSuspension: true,
      flagged: false,
      createdAt: at,
      url: '/s/1.png',
      width: 800,
      height: 500,
    }
    expect(ScreenshotItem.parse(shot)).toEqual(shot)
    const feed = { userName: 'Ava', showSuspensionActivity: true, numDeleted: 2, items: [shot] }
    expect(ActivityFeed.parse(feed)).toEqual(feed)
  })

  it('the dashboard widgets', () => {
    const widgets = {
      users: [{ id: child, name: 'Ava', status: { case: 'filterOn' }, numDevices: 1 }],
      userActivitySummaries: [{ id: child, name: 'Ava', numUnreviewed: 3, numReviewed: 2 }],
      unlockRequests: [{ id: 'AB000000-0000-4000-8000-000000000001', userId: child, userName: 'Ava', target: 'example.com', createdAt: at }],
      recentScreenshots: [{ id: '5C000000-0000-4000-8000-000000000010', userName: 'Ava', url: 'https://x.test/1.jpg', createdAt: at }],
      numAdminNotifications: 2,
    }
    expect(DashboardWidgets.parse(widgets)).toEqual(widgets)
  })
})

describe('unions', () => {
  it.each(['complimentary', 'paid', 'overdue', 'unpaid'])('a %s subscription is known', (status) => {
    expect(AdminSubscriptionStatus.parse({ case: status })).toEqual({ case: status })
  })

  it('a decision accepts with a duration, or rejects', () => {
    expect(FilterSuspensionDecision.parse({ case: 'accepted', durationInSeconds: 300 })).toEqual({ case: 'accepted', durationInSeconds: 300 })
    expect(FilterSuspensionDecision.parse({ case: 'rejected' })).toEqual({ case: 'rejected' })
    expect(FilterSuspensionDecision.safeParse({ case: '' }).success).toBe(false)
  })
})

describe('rangeInstantPattern', () => {
  it('takes the whole toISOString() text only', () => {
    expect(rangeInstantPattern.test('2025-05-28T00:00:00.000Z')).toBe(true)
    expect(rangeInstantPattern.test('x2025-05-28T00:00:00.000Z')).toBe(false)
    expect(rangeInstantPattern.test('2025-05-28T00:00:00.000Zx')).toBe(false)
  })
})
