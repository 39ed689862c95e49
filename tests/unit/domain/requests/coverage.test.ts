/**
 * One key for a group of unlock requests: which addresses of the group the proposed key
 * unlocks, and the widening to the shared site that unlocks them all.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formToKey, keyToForm } from '@domain/keys/form'
import { groupRequests } from '@domain/requests/group'
import { keyCovers, widenForm, widening } from '@domain/requests/coverage'
import { exactDomainRegistrables, proposedKey } from '@domain/requests/proposed-key'
import type { SharedKey } from '@domain/api/wire'
import { label } from '../keys/arbitraries'

const safari = { appBundleId: 'com.apple.Safari', appSlug: 'safari', appCategories: ['browser'] }
const browsers = { type: 'webBrowsers' } as const
const pending = (id: string, fields: { url?: string; domain?: string; ipAddress?: string }) => ({
  id,
  userId: 'u1',
  status: 'pending' as const,
  ...safari,
  ...fields,
})

describe('a group on an exact-host platform', () => {
  const group = [
    pending('a', { url: 'https://www.youtube.com/watch?v=volcano-science-101' }),
    pending('b', { url: 'https://music.youtube.com/watch?v=piano-scales-c-major' }),
  ]

  it('the proposed key (exactly the first host) leaves the other address locked', () => {
    const key = proposedKey(group[0]!)!
    expect(key).toEqual({ type: 'domain', domain: 'www.youtube.com', scope: browsers })
    expect(group.map((r) => keyCovers(key, r))).toEqual([true, false])
  })

  it('offers the site and all its subdomains, with the key’s scope, which unlocks both', () => {
    const key = proposedKey(group[0]!)!
    const wide = widening(key, group)
    expect(wide).toEqual({ site: 'youtube.com', key: { type: 'anySubdomain', domain: 'youtube.com', scope: browsers } })
    expect(group.map((r) => keyCovers(wide!.key, r))).toEqual([true, true])
    // The form keeps every other choice: the key it makes is the widened key.
    const form = { ...keyToForm(key), comment: 'music lessons', expiration: '2030-01-01T00:00:00.000Z' }
    const widened = widenForm(form, wide!.site)
    expect(formToKey(widened)).toEqual(wide!.key)
    expect([widened.comment, widened.expiration]).toEqual([form.comment, form.expiration])
  })

  it('offers nothing when the key already unlocks every address, or no one site can', () => {
    expect(widening({ type: 'anySubdomain', domain: 'youtube.com', scope: browsers }, group)).toBeNull()
    expect(widening({ type: 'skeleton', scope: { type: 'bundleId', bundleId: 'com.apple.Safari' } }, group)).toBeNull()
    const ips = [pending('c', { ipAddress: '51.161.86.221' }), pending('d', { ipAddress: '51.161.86.222' })]
    expect(widening({ type: 'ipAddress', ipAddress: '51.161.86.221', scope: browsers }, ips)).toBeNull()
    const twoSites = [...group, pending('e', { domain: 'example.org' })]
    expect(widening(proposedKey(group[0]!)!, twoSites)).toBeNull()
  })

  it('a page key covers its page and the pages below it only', () => {
    const key: SharedKey = { type: 'path', path: 'www.youtube.com/watch', scope: browsers }
    expect(keyCovers(key, group[0]!)).toBe(true)
    expect(keyCovers(key, pending('f', { url: 'https://www.youtube.com/shorts/x' }))).toBe(false)
  })
})

describe('which address a request asks for', () => {
  const ipKey = { type: 'ipAddress', ipAddress: '51.161.86.221', scope: browsers } as const

  it('a request known only by its IP address is unlocked by a key for that address, and by no other', () => {
    expect(keyCovers(ipKey, pending('c', { ipAddress: ' 51.161.86.221 ' }))).toBe(true)
    expect(keyCovers(ipKey, pending('d', { ipAddress: '51.161.86.222' }))).toBe(false)
    expect(keyCovers({ type: 'anySubdomain', domain: 'youtube.com', scope: browsers }, pending('c', { ipAddress: '51.161.86.221' }))).toBe(false)
  })

  it('a request without any address is unlocked by no key, not even one that opens the whole app', () => {
    const noAddress = pending('n', {})
    expect(keyCovers({ type: 'skeleton', scope: { type: 'bundleId', bundleId: 'com.apple.Safari' } }, noAddress)).toBe(false)
    expect(keyCovers(ipKey, noAddress)).toBe(false)
    expect(keyCovers({ type: 'domain', domain: 'youtube.com', scope: browsers }, pending('n', { domain: ' ', url: '' }))).toBe(false)
  })

  it('the domain decides: a URL on another host is not the address asked for, and no URL is needed', () => {
    const key: SharedKey = { type: 'domain', domain: 'khanacademy.org', scope: browsers }
    expect(keyCovers(key, pending('g', { domain: 'khanacademy.org' }))).toBe(true)
    expect(keyCovers(key, pending('h', { domain: 'khanacademy.org', url: 'https://www.google.com/search?q=fractions' }))).toBe(true)
    expect(keyCovers(key, pending('i', { domain: 'www.google.com', url: 'https://khanacademy.org/math' }))).toBe(false)
  })

  it('offers no widening when a request has no site: an IP address first, or no address at all', () => {
    const key: SharedKey = { type: 'domain', domain: 'www.youtube.com', scope: browsers }
    const group = [pending('c', { ipAddress: '51.161.86.221' }), pending('a', { url: 'https://www.youtube.com/watch?v=x' })]
    expect(widening(key, group)).toBeNull()
    expect(widening(key, [pending('a', { url: 'https://music.youtube.com/' }), pending('n', {})])).toBeNull()
  })
})

describe('grouped requests: properties', () => {
  const platform = fc.constantFrom(...exactDomainRegistrables)
  const hosts = fc.uniqueArray(label, { minLength: 2, maxLength: 5 })

  it('on any exact-host platform, the widening unlocks every request of the group, and only then is offered', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(platform, hosts, (site, labels) => {
        const requests = labels.map((l, n) => pending(`r${n}`, { url: `https://${l}.${site}/page` }))
        const [first] = groupRequests(requests)
        expect(first!.requests).toHaveLength(requests.length)
        const key = proposedKey(requests[0]!)!
        const covered = requests.map((r) => keyCovers(key, r))
        expect(covered).toEqual(requests.map((_, n) => n === 0))
        const wide = widening(key, requests)
        expect(wide?.site).toBe(site)
        expect(requests.every((r) => keyCovers(wide!.key, r))).toBe(true)
        expect(widening(wide!.key, requests)).toBeNull()
      }),
    )
  })
})
