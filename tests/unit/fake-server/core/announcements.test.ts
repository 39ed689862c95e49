/**
 * The announcement of today's API on the fake server: sent with DashboardWidgets until the
 * parent dismisses it with DeleteEntity_v2 `announcement`; never in the May 2025 widgets.
 */
import { describe, expect, it } from 'vitest'
import { otherParent } from '../../../../fake-server/demo/seed/seed'
import { startFake } from '../harness'

describe('announcement', () => {
  it('shows until dismissed, per parent; the May 2025 wire never carries it', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const before = await h.ok('DashboardWidgets', undefined, { token })
    expect(before.announcement).toMatchObject({ id: expect.stringMatching(/^[0-9A-F-]{36}$/), html: expect.any(String) })
    expect(await h.call('GetDashboardWidgets', undefined, { token })).toMatchObject({ status: 200 })
    expect((await h.call('GetDashboardWidgets', undefined, { token })).text).not.toContain('announcement')

    const id = before.announcement.id.toLowerCase()
    expect(await h.ok('DeleteEntity_v2', { id, type: 'announcement' }, { token })).toEqual({ success: true })
    expect((await h.ok('DashboardWidgets', undefined, { token })).announcement).toBeUndefined()
    // Dismissing again changes nothing; the May 2025 name knows no announcements.
    expect(await h.ok('DeleteEntity_v2', { id, type: 'announcement' }, { token })).toEqual({ success: true })
    expect(await h.call('DeleteEntity', { id, type: 'announcement' }, { token })).toMatchObject({ status: 404, body: { id: '0f5a25c9' } })

    const other = await h.call('Login', otherParent)
    const otherToken = other.body.token as string
    expect((await h.ok('DashboardWidgets', undefined, { token: otherToken })).announcement?.id).toBe(before.announcement.id)
  })

  it('DashboardWidgets speaks today’s words', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const now = (await h.call('DashboardWidgets', undefined, { token })).body
    const then = (await h.call('GetDashboardWidgets', undefined, { token })).body
    expect(Object.keys(now).sort()).toEqual([
      'announcement',
      'childActivitySummaries',
      'children',
      'numParentNotifications',
      'recentScreenshots',
      'unlockRequests',
    ])
    expect(now.children).toEqual(then.users)
    expect(now.numParentNotifications).toBe(then.numAdminNotifications)
    expect(now.unlockRequests.map((r: { childId: string; childName: string }) => [r.childId, r.childName])).toEqual(
      then.unlockRequests.map((r: { userId: string; userName: string }) => [r.userId, r.userName]),
    )
  })
})
