/**
 * Home's pending unlock requests: a decided request leaves the widgets at once (ids in any case),
 * applying the event twice changes nothing more, and a failed decision brings it back.
 */
import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import { foldView, projections, type LoggedEvent } from '@domain/events'
import { DashboardWidgets } from '@domain/api/wire'

const requestId = 'AB000000-0000-4000-8000-000000000001'
const other = 'AB000000-0000-4000-8000-000000000002'
const widgets = DashboardWidgets.parse({
  users: [],
  userActivitySummaries: [],
  unlockRequests: [requestId, other].map((id) => ({
    id,
    userId: 'C0000000-0000-4000-8000-000000000001',
    userName: 'Maya',
    target: 'goats.com',
    createdAt: '2025-09-02T15:28:40Z',
  })),
  recentScreenshots: [],
  numAdminNotifications: 1,
})
const decided = (status: LoggedEvent['status'], id = requestId.toLowerCase()): LoggedEvent => ({
  id: `e-${status}-${id}`,
  at: 0,
  status,
  event: { type: 'unlockRequestDecided', requestId: id, status: 'rejected' },
})
const view = (events: LoggedEvent[], data: unknown = widgets) =>
  foldView(projections, produce, { op: 'GetDashboardWidgets', input: undefined, data, requestedAt: 0 }, events) as DashboardWidgets

describe('unlockRequestDecided on Home', () => {
  it('removes the decided request only', () => {
    expect(view([decided('pending')]).unlockRequests.map((r) => r.id)).toEqual([other])
  })

  it('is idempotent', () => {
    const once = view([decided('pending')])
    expect(view([decided('pending')], once)).toEqual(once)
    expect(view([decided('pending'), decided('confirmed')]).unlockRequests.map((r) => r.id)).toEqual([other])
  })

  it('rolls back: a failed decision leaves the request listed', () => {
    expect(view([decided('failed')])).toBe(widgets)
  })
})
