/**
 * Request lists at their edges: requests without a domain or address, and the shapes of a
 * request target.
 */
import { describe, expect, it } from 'vitest'
import { groupRequests, requestSite } from '@domain/requests/group'
import { isWebLink, pendingCountOf, requestTarget, sortRequests } from '@domain/requests/list'

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
    const groups = groupRequests([
      request('a', {}),
      request('b', {}),
      request('c', { domain: 'x.com' }, 'accepted'),
      request('d', { domain: 'x.com' }, 'accepted'),
    ])
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

describe('the pending count, from the newer of the list and the dashboard', () => {
  const listed = (status: 'pending' | 'accepted' | 'rejected') => ({ id: status, status, createdAt: '2026-03-14T10:00:00Z' })
  const list = [listed('pending'), listed('accepted'), listed('rejected')]
  const widgetRequests = ['a', 'b', 'c']

  it('counts the pending requests of the list, and every request the dashboard carries', () => {
    expect(pendingCountOf({ requests: list, receivedAt: 5 }, { requests: undefined, receivedAt: undefined })).toBe(1)
    expect(pendingCountOf({ requests: undefined, receivedAt: undefined }, { requests: widgetRequests, receivedAt: 5 })).toBe(3)
  })

  it('takes the answer that arrived last', () => {
    expect(pendingCountOf({ requests: list, receivedAt: 10 }, { requests: widgetRequests, receivedAt: 5 })).toBe(1)
    expect(pendingCountOf({ requests: list, receivedAt: 5 }, { requests: widgetRequests, receivedAt: 10 })).toBe(3)
  })

  it('is 0 until either answer is in', () => {
    expect(pendingCountOf({ requests: undefined, receivedAt: undefined }, { requests: undefined, receivedAt: undefined })).toBe(0)
  })
})
