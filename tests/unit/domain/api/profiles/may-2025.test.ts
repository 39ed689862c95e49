/**
 * The May 2025 wire, operation by operation: the sign-up body without the bot check, UTC-only
 * summaries (offset 0 allowed, any other refused with the reason), no announcements to delete,
 * and the widgets and summaries answers carried whole in both directions.
 */
import { describe, expect, it } from 'vitest'
import { decodeRequest, decodeResponse, encodeRequest, encodeResponse, routeOf } from '@domain/api/profiles/adapter'

const child = '00000000-1111-4444-0000-000000000000'
const days = [{ date: '2025-05-28T00:00:00Z', numApproved: 1, numFlagged: 0, numTotal: 3 }]

describe('requests on the May 2025 wire', () => {
  it('sign-up sends the address, password and tracking fields, never the bot check’s token', () => {
    const input = { email: 'a@b.co', password: 'pw', gclid: 'g', abTestVariant: 'v', turnstileToken: 't' }
    expect(encodeRequest('2025-05', 'Signup', input)).toEqual({
      ok: true,
      value: JSON.stringify({ email: 'a@b.co', password: 'pw', gclid: 'g', abTestVariant: 'v' }),
    })
    expect(encodeRequest('2025-05', 'Signup', { email: 'a@b.co', password: 'pw' })).toEqual({
      ok: true,
      value: JSON.stringify({ email: 'a@b.co', password: 'pw' }),
    })
  })

  it('summaries at offset 0 are sent: a bare child id, or no body', () => {
    expect(encodeRequest('2025-05', 'UserActivitySummaries', { childId: child, jsTimezoneOffsetMinutes: 0 })).toEqual({
      ok: true,
      value: `"${child}"`,
    })
    expect(encodeRequest('2025-05', 'CombinedUsersActivitySummaries', { jsTimezoneOffsetMinutes: 0 })).toEqual({ ok: true, value: undefined })
  })

  it('summaries at another offset are refused, saying why', () => {
    expect(encodeRequest('2025-05', 'UserActivitySummaries', { childId: child, jsTimezoneOffsetMinutes: 60 })).toEqual({
      ok: false,
      reason: 'UserActivitySummaries on the 2025-05 API: this server counts activity days in UTC only (offset 0)',
    })
  })

  it('deleting an announcement is refused, saying why', () => {
    expect(encodeRequest('2025-05', 'DeleteEntity', { id: child, type: 'announcement' })).toEqual({
      ok: false,
      reason: 'DeleteEntity on the 2025-05 API: this server has no announcements',
    })
  })
})

describe('answers on the May 2025 wire', () => {
  const widgets = {
    users: [{ id: child, name: 'Ava', status: { case: 'filterOn' as const }, numDevices: 1 }],
    userActivitySummaries: [{ id: child, name: 'Ava', numUnreviewed: 3, numReviewed: 2 }],
    unlockRequests: [
      { id: 'AB000000-0000-4000-8000-000000000001', userId: child, userName: 'Ava', target: 'example.com', createdAt: '2025-05-28T20:01:55Z' },
    ],
    recentScreenshots: [
      { id: '5C000000-0000-4000-8000-000000000010', userName: 'Ava', url: 'https://x.test/1.jpg', createdAt: '2025-05-28T18:42:07Z' },
    ],
    numAdminNotifications: 2,
  }

  it('the widgets are read whole, with no announcement', () => {
    expect(decodeResponse('2025-05', 'GetDashboardWidgets', widgets)).toEqual({ ok: true, value: { ...widgets, announcement: undefined } })
    expect(decodeResponse('2025-05', 'GetDashboardWidgets', { ...widgets, unlockRequests: [{ ...widgets.unlockRequests[0], userName: 7 }] }).ok).toBe(
      false,
    )
    expect(
      decodeResponse('2025-05', 'GetDashboardWidgets', { ...widgets, recentScreenshots: [{ ...widgets.recentScreenshots[0], userName: null }] }).ok,
    ).toBe(false)
  })

  it('sign-up’s answer is read as it is', () => {
    expect(decodeResponse('2025-05', 'Signup', {})).toEqual({ ok: true, value: {} })
  })

  it('summaries are answered and read as they are', () => {
    expect(encodeResponse(routeOf('UserActivitySummaries')!, { userName: 'Ava', days })).toEqual({ userName: 'Ava', days })
    expect(decodeResponse('2025-05', 'UserActivitySummaries', { userName: 'Ava', days })).toEqual({ ok: true, value: { userName: 'Ava', days } })
    expect(encodeResponse(routeOf('CombinedUsersActivitySummaries')!, days)).toEqual(days)
    expect(decodeResponse('2025-05', 'CombinedUsersActivitySummaries', days)).toEqual({ ok: true, value: days })
  })

  it('a deletion is answered as it is', () => {
    expect(encodeResponse(routeOf('DeleteEntity')!, { success: true })).toEqual({ success: true })
    expect(decodeResponse('2025-05', 'DeleteEntity', { success: false })).toEqual({ ok: true, value: { success: false } })
    expect(decodeRequest(routeOf('DeleteEntity')!, JSON.stringify({ id: child, type: 'user' }))).toEqual({
      ok: true,
      value: { id: child, type: 'user' },
    })
  })
})
