/**
 * `announcementDismissed`: the dashboard's widgets stop showing that announcement at once, and
 * only that one; applying it to widgets that already lack it changes nothing.
 */
import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import { DomainEvent, foldView, projections, type LoggedEvent } from '@domain/events'
import { DashboardWidgets } from '@domain/api/wire'

const widgets = (announcementId?: string) =>
  DashboardWidgets.parse({
    users: [],
    userActivitySummaries: [],
    unlockRequests: [],
    recentScreenshots: [],
    numAdminNotifications: 0,
    ...(announcementId ? { announcement: { id: announcementId, html: 'News' } } : {}),
  })

const shown = 'A1000000-0000-4000-8000-000000000001'
const logged = (announcementId: string, status: LoggedEvent['status'] = 'pending'): LoggedEvent => ({
  id: 'e1',
  at: 0,
  status,
  event: { type: 'announcementDismissed', announcementId },
})
const view = (data: unknown, events: LoggedEvent[]) =>
  foldView(projections, produce, { op: 'GetDashboardWidgets', input: undefined, data, requestedAt: 0 }, events)

describe('announcementDismissed', () => {
  it('is a domain event', () => {
    expect(DomainEvent.safeParse({ type: 'announcementDismissed', announcementId: shown.toLowerCase() }).success).toBe(true)
    expect(DomainEvent.safeParse({ type: 'announcementDismissed', announcementId: 'x' }).success).toBe(false)
  })

  it('hides the dismissed announcement (ids in any case), not another one', () => {
    expect(view(widgets(shown), [logged(shown.toLowerCase())])).toEqual(widgets())
    const other = widgets('A1000000-0000-4000-8000-000000000002')
    expect(view(other, [logged(shown)])).toBe(other)
    const none = widgets()
    expect(view(none, [logged(shown)])).toBe(none)
  })

  it('a failed dismissal shows it again', () => {
    const data = widgets(shown)
    expect(view(data, [logged(shown, 'failed')])).toBe(data)
  })
})
