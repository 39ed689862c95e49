/**
 * The wire adapter at its edges, on both profiles: bodies that are absent, blank or not JSON,
 * the reasons given for what a wire cannot say, a programming error left to throw, operations
 * without a body, and the mappings of the renamed operations and of the family's day feed carried
 * whole in both directions.
 */
import { describe, expect, it } from 'vitest'
import { apiProfiles } from '@domain/api/profiles'
import { decodeRequest, decodeResponse, encodeRequest, encodeResponse, routeOf } from '@domain/api/profiles/adapter'
import { NotOnThisWire } from '@domain/api/profiles/wire-operation'

const child = '00000000-1111-4444-0000-000000000000'
const days = [{ date: '2025-05-28T00:00:00Z', numApproved: 1, numFlagged: 0, numTotal: 3 }]
const range = { start: '2025-05-28T00:00:00.000Z', end: '2025-05-29T00:00:00.000Z' }

describe('request bodies the server cannot read', () => {
  const route = routeOf('ChildActivitySummaries')!

  it('an absent or blank body is no body; text that is not JSON says so', () => {
    expect(decodeRequest(route, null)).toEqual({ ok: false, reason: 'no body' })
    expect(decodeRequest(route, undefined)).toEqual({ ok: false, reason: 'no body' })
    expect(decodeRequest(route, '')).toEqual({ ok: false, reason: 'no body' })
    expect(decodeRequest(route, ' \n ')).toEqual({ ok: false, reason: 'no body' })
    expect(decodeRequest(route, '{childId:')).toEqual({ ok: false, reason: 'the body is not JSON' })
  })

  it('an operation without input ignores whatever body comes', () => {
    expect(decodeRequest(routeOf('DashboardWidgets')!, 'not JSON')).toEqual({ ok: true, value: undefined })
  })
})

describe('what the client cannot send', () => {
  it('an input that does not fit the wire says which operation and which API', () => {
    for (const profile of apiProfiles) {
      const result = encodeRequest(profile, 'GetUser', 'not-a-uuid')
      expect(result.ok).toBe(false)
      if (!result.ok) expect(result.reason.startsWith(`GetUser: the request does not fit the ${profile} API: `)).toBe(true)
    }
  })

  it('an operation without input sends no body, whatever it is handed', () => {
    for (const profile of apiProfiles) {
      expect(encodeRequest(profile, 'GetDashboardWidgets', undefined)).toEqual({ ok: true, value: undefined })
      expect(encodeRequest(profile, 'GetAdmin', { stray: 1 } as never)).toEqual({ ok: true, value: undefined })
    }
  })

  it('a mistake in the app’s own input is thrown, not passed off as the wire’s refusal', () => {
    expect(() => encodeRequest('2025-05', 'Signup', null as never)).toThrow(TypeError)
    expect(new NotOnThisWire('x').name).toBe('NotOnThisWire')
  })
})

describe('today’s wire, both directions', () => {
  it('summaries: the child’s id and the parent’s offset, and the days as they are', () => {
    expect(decodeRequest(routeOf('ChildActivitySummaries')!, JSON.stringify({ childId: child, jsTimezoneOffsetMinutes: -60 }))).toEqual({
      ok: true,
      value: { childId: child, jsTimezoneOffsetMinutes: -60 },
    })
    expect(encodeRequest('current', 'CombinedUsersActivitySummaries', { jsTimezoneOffsetMinutes: 60 })).toEqual({
      ok: true,
      value: '{"jsTimezoneOffsetMinutes":60}',
    })
    expect(decodeRequest(routeOf('FamilyActivitySummaries')!, '{"jsTimezoneOffsetMinutes":-120}')).toEqual({
      ok: true,
      value: { jsTimezoneOffsetMinutes: -120 },
    })
    expect(encodeResponse(routeOf('FamilyActivitySummaries')!, days)).toEqual(days)
    expect(decodeResponse('current', 'CombinedUsersActivitySummaries', days)).toEqual({ ok: true, value: days })
  })

  it('a deletion’s answer is carried as it is', () => {
    expect(encodeResponse(routeOf('DeleteEntity_v2')!, { success: true })).toEqual({ success: true })
    expect(decodeResponse('current', 'DeleteEntity', { success: false })).toEqual({ ok: true, value: { success: false } })
  })

  it('an unchanged operation’s answer is read as it is', () => {
    expect(decodeResponse('current', 'DeleteActivityItems_v2', { success: true })).toEqual({ ok: true, value: { success: true } })
  })
})

describe('the family’s day feed on both wires', () => {
  it('sends the range alone and reads it back without an offset', () => {
    for (const profile of apiProfiles) {
      expect(encodeRequest(profile, 'CombinedUsersActivityFeed', { range, jsTimezoneOffsetMinutes: 60 })).toEqual({
        ok: true,
        value: JSON.stringify({ range }),
      })
      expect(decodeResponse(profile, 'CombinedUsersActivityFeed', [])).toEqual({ ok: true, value: [] })
    }
    expect(decodeRequest(routeOf('CombinedUsersActivityFeed')!, JSON.stringify({ range, jsTimezoneOffsetMinutes: 60 }))).toEqual({
      ok: true,
      value: { range, jsTimezoneOffsetMinutes: undefined },
    })
    expect(encodeResponse(routeOf('CombinedUsersActivityFeed')!, [])).toEqual([])
  })
})
