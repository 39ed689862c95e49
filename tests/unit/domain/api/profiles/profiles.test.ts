/**
 * The API profiles and their adapter: complete tables, the wire names of each profile, build
 * defaults, day offsets, what each wire refuses to say, and the mappings both ways.
 */
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { operationNames } from '@domain/api/operations'
import { activityDayOffset, apiProfiles, profileTables, selectProfile, signupBotCheck } from '@domain/api/profiles'
import { decodeRequest, decodeResponse, encodeRequest, encodeResponse, routeOf, wireName, wireRoutes } from '@domain/api/profiles/adapter'

const child = '00000000-1111-4444-0000-000000000000'
const renamed = {
  GetDashboardWidgets: 'DashboardWidgets',
  DeleteEntity: 'DeleteEntity_v2',
  UserActivitySummaries: 'ChildActivitySummaries',
  CombinedUsersActivitySummaries: 'FamilyActivitySummaries',
} as const

describe('tables', () => {
  it('each profile carries every one of the 51 operations', () => {
    for (const profile of apiProfiles) expect(Object.keys(profileTables[profile]).sort()).toEqual([...operationNames].sort())
  })

  it('2025-05 uses the spec names; current renames exactly four', () => {
    for (const op of operationNames) {
      expect(wireName('2025-05', op)).toBe(op)
      expect(wireName('current', op)).toBe(op in renamed ? renamed[op as keyof typeof renamed] : op)
    }
  })

  it('the fake server routes all 55 wire names, each to its operation', () => {
    expect(wireRoutes.size).toBe(55)
    for (const [old, now] of Object.entries(renamed)) {
      expect(routeOf(old)).toMatchObject({ op: old, profile: '2025-05' })
      expect(routeOf(now)).toMatchObject({ op: old, profile: 'current' })
    }
    expect(routeOf('GetUsers')?.op).toBe('GetUsers')
    for (const op of ['IOSDevices', 'GetIOSDevice', 'UpdateIOSDevice', 'UpsertBlockRule'])
      expect(routeOf(op)).toMatchObject({ op, profile: 'current' })
    expect(routeOf('getusers')).toBeUndefined()
    expect(routeOf('constructor')).toBeUndefined()
  })
})

describe('build settings', () => {
  it('defaults: every build talks to today’s API, the demo too; explicit values win', () => {
    expect(selectProfile(undefined)).toBe('current')
    expect(selectProfile('')).toBe('current')
    expect(selectProfile('  ')).toBe('current')
    expect(selectProfile(' current ')).toBe('current')
    expect(selectProfile('2025-05')).toBe('2025-05')
    expect(selectProfile(' 2025-05 ')).toBe('2025-05')
    expect(selectProfile('renamed-2025')).toBeNull()
    expect(selectProfile('Current')).toBeNull()
  })

  it('the build accepts exactly these profiles', () => {
    const config = readFileSync(new URL('../../../../../vite.config.ts', import.meta.url), 'utf8')
    expect(/const apiProfiles = \[([^\]]*)\]/.exec(config)?.[1]).toBe(apiProfiles.map((p) => `'${p}'`).join(', '))
  })

  it('property: activity days are UTC under 2025-05 and the parent’s own under current', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.integer({ min: -720, max: 840 }), (offset) => {
        expect(activityDayOffset('2025-05', offset)).toBe(0)
        expect(activityDayOffset('current', offset)).toBe(offset)
      }),
    )
  })

  it('sign-up bot check: none on 2025-05 and in the demo, Turnstile with a site key, else unavailable', () => {
    expect(signupBotCheck('2025-05', { siteKey: null, demo: false })).toBe('none')
    expect(signupBotCheck('2025-05', { siteKey: 'key', demo: false })).toBe('none')
    expect(signupBotCheck('current', { siteKey: 'key', demo: false })).toBe('turnstile')
    expect(signupBotCheck('current', { siteKey: 'key', demo: true })).toBe('turnstile')
    expect(signupBotCheck('current', { siteKey: null, demo: true })).toBe('none')
    expect(signupBotCheck('current', { siteKey: null, demo: false })).toBe('unavailable')
  })
})

describe('requests', () => {
  it('property: the May 2025 wire cannot ask for any day but UTC ones', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -720, max: 840 }).filter((o) => o !== 0),
        (offset) => {
          expect(encodeRequest('2025-05', 'UserActivitySummaries', { childId: child, jsTimezoneOffsetMinutes: offset }).ok).toBe(false)
          expect(encodeRequest('2025-05', 'CombinedUsersActivitySummaries', { jsTimezoneOffsetMinutes: offset }).ok).toBe(false)
          expect(encodeRequest('current', 'UserActivitySummaries', { childId: child, jsTimezoneOffsetMinutes: offset })).toEqual({
            ok: true,
            value: `{"childId":"${child}","jsTimezoneOffsetMinutes":${offset}}`,
          })
        },
      ),
    )
  })

  it('DeleteEntity: every kind in today’s words; the May 2025 wire has no announcements', () => {
    const today = {
      admin: 'parent',
      adminNotification: 'parentNotification',
      adminVerifiedNotificationMethod: 'parentVerifiedNotificationMethod',
      userDevice: 'computerUser',
      user: 'child',
      key: 'key',
      keychain: 'keychain',
      announcement: 'announcement',
    } as const
    for (const [app, wire] of Object.entries(today)) {
      const input = { id: child, type: app as keyof typeof today }
      expect(encodeRequest('current', 'DeleteEntity', input)).toEqual({ ok: true, value: JSON.stringify({ id: child, type: wire }) })
      const route = routeOf('DeleteEntity_v2')!
      expect(decodeRequest(route, JSON.stringify({ id: child, type: wire }))).toEqual({ ok: true, value: input })
      const old = encodeRequest('2025-05', 'DeleteEntity', input)
      expect(old.ok).toBe(app !== 'announcement')
      if (old.ok) expect(old.value).toBe(JSON.stringify(input))
    }
    expect(decodeRequest(routeOf('DeleteEntity_v2')!, JSON.stringify({ id: child, type: 'user' })).ok).toBe(false)
    expect(decodeRequest(routeOf('DeleteEntity')!, JSON.stringify({ id: child, type: 'child' })).ok).toBe(false)
  })

  it('sends only what the wire keeps: unknown keys dropped, null optionals omitted', () => {
    const input = { id: child, name: null, releaseChannel: 'stable', createdAt: '2025-05-28T00:00:00Z' }
    for (const profile of apiProfiles) {
      expect(encodeRequest(profile, 'SaveDevice', input as never)).toEqual({ ok: true, value: `{"id":"${child}","releaseChannel":"stable"}` })
      expect(encodeRequest(profile, 'GetUser', 'not-a-uuid').ok).toBe(false)
    }
  })

  it('the May 2025 wire decodes a bare child id and no body as UTC summaries', () => {
    expect(decodeRequest(routeOf('UserActivitySummaries')!, `"${child}"`)).toEqual({
      ok: true,
      value: { childId: child, jsTimezoneOffsetMinutes: 0 },
    })
    expect(decodeRequest(routeOf('CombinedUsersActivitySummaries')!, undefined)).toEqual({ ok: true, value: { jsTimezoneOffsetMinutes: 0 } })
    expect(decodeRequest(routeOf('FamilyActivitySummaries')!, undefined).ok).toBe(false)
    expect(decodeRequest(routeOf('ChildActivitySummaries')!, `"${child}"`).ok).toBe(false)
  })
})

describe('answers', () => {
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
    announcement: { id: 'A1000000-0000-4000-8000-000000000001', html: 'Hello' },
  }

  it('DashboardWidgets in today’s words, and back', () => {
    const wire = encodeResponse(routeOf('DashboardWidgets')!, widgets)
    expect(wire).toEqual({
      children: widgets.users,
      childActivitySummaries: widgets.userActivitySummaries,
      unlockRequests: [
        { id: 'AB000000-0000-4000-8000-000000000001', childId: child, childName: 'Ava', target: 'example.com', createdAt: '2025-05-28T20:01:55Z' },
      ],
      recentScreenshots: [
        { id: '5C000000-0000-4000-8000-000000000010', childName: 'Ava', url: 'https://x.test/1.jpg', createdAt: '2025-05-28T18:42:07Z' },
      ],
      numParentNotifications: 2,
      announcement: widgets.announcement,
    })
    expect(decodeResponse('current', 'GetDashboardWidgets', wire)).toMatchObject({ ok: true, value: widgets })
  })

  it('the May 2025 widgets have no announcement', () => {
    const wire = encodeResponse(routeOf('GetDashboardWidgets')!, widgets) as Record<string, unknown>
    expect(Object.keys(wire).sort()).toEqual(['numAdminNotifications', 'recentScreenshots', 'unlockRequests', 'userActivitySummaries', 'users'])
    const decoded = decodeResponse('2025-05', 'GetDashboardWidgets', { ...wire, announcement: widgets.announcement })
    expect(decoded.ok && decoded.value.announcement).toBeUndefined()
  })

  it('ChildActivitySummaries says childName; the app reads userName', () => {
    const days = [{ date: '2025-05-28T04:00:00Z', numApproved: 1, numFlagged: 0, numTotal: 3 }]
    expect(encodeResponse(routeOf('ChildActivitySummaries')!, { userName: 'Ava', days })).toEqual({ childName: 'Ava', days })
    expect(decodeResponse('current', 'UserActivitySummaries', { childName: 'Ava', days })).toEqual({ ok: true, value: { userName: 'Ava', days } })
    expect(decodeResponse('current', 'UserActivitySummaries', { userName: 'Ava', days }).ok).toBe(false)
  })
})
