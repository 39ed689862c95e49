/**
 * The activity timeline, deletion and request lists at their edges, as fixed examples beside
 * the properties: the first and last millisecond of a day, screenshots against typed text,
 * noon and midnight, requests without a domain or address, and the shapes of a request target.
 */
import { describe, expect, it } from 'vitest'
import { deleteSelection, isEmptySelection } from '@domain/activity/delete'
import { formatLocalTime, hourLabel, localHourOf, timelineBuckets } from '@domain/activity/timeline'
import { groupRequests, requestSite } from '@domain/requests/group'
import { isWebLink, requestTarget, sortRequests } from '@domain/requests/list'
import type { UserActivityItem } from '@domain/api/wire'

const day = { year: 2026, month: 3, day: 14 }
const dayStart = Date.UTC(2026, 2, 14)
const iso = (ms: number) => new Date(ms).toISOString()
const shot = (id: string, ms: number, flagged = false): UserActivityItem =>
  ({ case: 'screenshot', id, url: 'https://x/s.png', width: 1, height: 1, duringSuspension: false, flagged, createdAt: iso(ms), deletedAt: undefined }) as UserActivityItem
const line = (id: string, ms: number, ids: string[] = [id]): UserActivityItem =>
  ({ case: 'keystrokeLine', id, ids, appName: 'Notes', line: 'x', duringSuspension: false, flagged: false, createdAt: iso(ms), deletedAt: undefined }) as UserActivityItem

describe('the activity timeline', () => {
  it('a day runs from its first millisecond to just before the next day', () => {
    expect(localHourOf(dayStart, day, 0)).toBe(0)
    expect(localHourOf(dayStart - 1, day, 0)).toBeNull()
    expect(localHourOf(dayStart + 86_400_000 - 1, day, 0)).toBe(23)
    expect(localHourOf(dayStart + 86_400_000, day, 0)).toBeNull()
  })

  it('counts screenshots and typed text apart in each hour', () => {
    const buckets = timelineBuckets([shot('a', dayStart + 60_000), line('b', dayStart + 120_000), shot('c', dayStart + 3_600_000)], day, 0)
    expect(buckets[0]).toMatchObject({ total: 2, screenshots: 1, typedText: 1, firstIndex: 0 })
    expect(buckets[1]).toMatchObject({ total: 1, screenshots: 1, typedText: 0, firstIndex: 2 })
  })

  it('labels hours and times on a 12-hour clock, noon and midnight as 12', () => {
    expect([0, 1, 11, 12, 13, 23].map(hourLabel)).toEqual(['12 AM', '1 AM', '11 AM', '12 PM', '1 PM', '11 PM'])
    expect(formatLocalTime(dayStart + 12 * 3_600_000 + 5 * 60_000, 0)).toBe('12:05 PM')
    expect(formatLocalTime(dayStart + 13 * 3_600_000, 0)).toBe('1:00 PM')
    expect(formatLocalTime(dayStart + 11 * 3_600_000 + 59 * 60_000, 0)).toBe('11:59 AM')
  })
})

describe('deleting a day’s activity', () => {
  it('a typed line without its merged ids is deleted by its own id; nothing selected is empty', () => {
    const selection = deleteSelection([line('L1', dayStart, []), shot('S1', dayStart)])
    expect(selection).toEqual({ keystrokeLineIds: ['L1'], screenshotIds: ['S1'] })
    expect(isEmptySelection(selection)).toBe(false)
    expect(isEmptySelection({ keystrokeLineIds: [], screenshotIds: [] })).toBe(true)
    expect(isEmptySelection({ keystrokeLineIds: selection.keystrokeLineIds, screenshotIds: [] })).toBe(false)
    expect(isEmptySelection({ keystrokeLineIds: [], screenshotIds: selection.screenshotIds })).toBe(false)
  })
})

describe('requests', () => {
  const request = (id: string, fields: { url?: string; domain?: string; ipAddress?: string }, status: 'pending' | 'accepted' = 'pending') => ({
    id,
    userId: 'U1',
    status,
    createdAt: '2026-03-14T10:00:00Z',
    ...fields,
  })

  it('a request’s site: its domain, else its address’s domain, else its IP address, else nothing', () => {
    expect(requestSite(request('a', { domain: 'WWW.Example.com', url: 'https://other.org/x' }))).toBe('example.com')
    expect(requestSite(request('a', { url: 'https://maths.school.co.uk/x' }))).toBe('school.co.uk')
    expect(requestSite(request('a', { ipAddress: ' 2001:DB8::1 ' }))).toBe('2001:db8::1')
    expect(requestSite(request('a', {}))).toBe('')
  })

  it('pending requests without a site are never grouped, decided ones never', () => {
    const groups = groupRequests([request('a', {}), request('b', {}), request('c', { domain: 'x.com' }, 'accepted'), request('d', { domain: 'x.com' }, 'accepted')])
    expect(groups.map((g) => g.requests.map((r) => r.id))).toEqual([['a'], ['b'], ['c'], ['d']])
  })

  it('sorts requests of the same status and time by id, in any case', () => {
    const sorted = sortRequests([request('b', {}), request('A', {}), request('c', {})])
    expect(sorted.map((r) => r.id)).toEqual(['A', 'b', 'c'])
  })

  it('shows the address asked for without its scheme, else the domain, else the IP address', () => {
    expect(requestTarget({ url: '  https://x.com/a  ' })).toBe('x.com/a')
    expect(requestTarget({ url: 'x.com/go?u=http://y.com' })).toBe('x.com/go?u=http://y.com')
    expect(requestTarget({ url: '  ', domain: ' x.com ' })).toBe('x.com')
    expect(requestTarget({ domain: '  ', ipAddress: ' 1.2.3.4 ' })).toBe('1.2.3.4')
    expect(requestTarget({})).toBe('')
  })

  it('offers only a whole http or https address as a link', () => {
    expect([isWebLink('http://x.com'), isWebLink(' https://x.com/a '), isWebLink(undefined)]).toEqual([true, true, false])
    expect([isWebLink('ftp://x.com'), isWebLink('see https://x.com'), isWebLink('https://x.com two')]).toEqual([false, false, false])
  })
})
