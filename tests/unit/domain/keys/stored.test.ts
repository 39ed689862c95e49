/**
 * A key as the server stores it: cleaned less than the form cleans it (only the scheme, trailing
 * slashes and upper case go), then checked with the form's rules.
 */
import { describe, expect, it } from 'vitest'
import { normalizeStoredKey, storedDomain } from '@domain/keys/stored'
import type { SharedKey } from '@domain/api/wire'

const browsers = { type: 'webBrowsers' } as const

describe('storedDomain', () => {
  it('strips only a leading scheme and trailing slashes, trims and lower-cases', () => {
    expect(storedDomain('  HTTPS://Docs.Example.com//  ')).toBe('docs.example.com')
    expect(storedDomain('http://x.com/')).toBe('x.com')
    expect(storedDomain('x.com/a/')).toBe('x.com/a')
    expect(storedDomain('mirror.com/http://x.com')).toBe('mirror.com/http://x.com')
    expect(storedDomain('x.com/a/b')).toBe('x.com/a/b')
  })
})

describe('normalizeStoredKey', () => {
  it('keeps a cleaned domain and refuses one that is no site', () => {
    expect(normalizeStoredKey({ type: 'domain', domain: ' HTTP://Wikipedia.org/ ', scope: browsers })).toStrictEqual({
      type: 'domain',
      domain: 'wikipedia.org',
      scope: browsers,
    })
    expect(normalizeStoredKey({ type: 'anySubdomain', domain: 'x.com/maths', scope: browsers })).toBeNull()
    expect(normalizeStoredKey({ type: 'anySubdomain', domain: 'com', scope: browsers })).toBeNull()
  })

  it('needs a * in a pattern that is a domain once the * are letters', () => {
    expect(normalizeStoredKey({ type: 'domainRegex', pattern: 'HTTPS://Deploy-*.Netlify.app/', scope: browsers })).toStrictEqual({
      type: 'domainRegex',
      pattern: 'deploy-*.netlify.app',
      scope: browsers,
    })
    expect(normalizeStoredKey({ type: 'domainRegex', pattern: 'deploy.netlify.app', scope: browsers })).toBeNull()
    expect(normalizeStoredKey({ type: 'domainRegex', pattern: '*.notatld', scope: browsers })).toBeNull()
  })

  it('keeps a page as a lower-case domain and path, and refuses one without a path or with a space', () => {
    const page = (path: string): SharedKey => ({ type: 'path', path, scope: browsers })
    expect(normalizeStoredKey(page(' https://X.com/Maths/Unit-1// '))).toStrictEqual(page('x.com/maths/unit-1'))
    expect(normalizeStoredKey(page('x.com/a/b'))).toStrictEqual(page('x.com/a/b'))
    expect(normalizeStoredKey(page('x.com'))).toBeNull()
    expect(normalizeStoredKey(page('x.com/'))).toBeNull()
    expect(normalizeStoredKey(page('/maths'))).toBeNull()
    expect(normalizeStoredKey(page('x.com/two words'))).toBeNull()
    expect(normalizeStoredKey(page('nosite/maths'))).toBeNull()
  })

  it('keeps an IP address trimmed and lower case, and refuses anything else', () => {
    expect(normalizeStoredKey({ type: 'ipAddress', ipAddress: ' FE80::1 ', scope: browsers })).toStrictEqual({
      type: 'ipAddress',
      ipAddress: 'fe80::1',
      scope: browsers,
    })
    expect(normalizeStoredKey({ type: 'ipAddress', ipAddress: '1.2.3', scope: browsers })).toBeNull()
  })

  it('names one app by a chosen slug or a bundle ID of at least 3 characters', () => {
    const bySlug = (slug: string): SharedKey => ({ type: 'skeleton', scope: { type: 'identifiedAppSlug', identifiedAppSlug: slug } })
    const byBundle = (id: string): SharedKey => ({
      type: 'domain',
      domain: 'x.com',
      scope: { type: 'single', single: { type: 'bundleId', bundleId: id } },
    })
    expect(normalizeStoredKey(bySlug('zoom'))).toStrictEqual(bySlug('zoom'))
    expect(normalizeStoredKey(bySlug(' '))).toBeNull()
    expect(normalizeStoredKey(byBundle('a.b'))).toStrictEqual(byBundle('a.b'))
    expect(normalizeStoredKey(byBundle('ab'))).toBeNull()
  })
})

describe('at the edges', () => {
  const browsers = { type: 'webBrowsers' } as const

  describe('stored path keys', () => {
    it('drop a leading http:// or https://, and only a leading one', () => {
      expect(normalizeStoredKey({ type: 'path', path: 'http://Example.com/Maths/', scope: browsers })).toEqual({
        type: 'path',
        path: 'example.com/maths',
        scope: browsers,
      })
      expect(normalizeStoredKey({ type: 'path', path: 'HTTPS://example.com/maths', scope: browsers })).toEqual({
        type: 'path',
        path: 'example.com/maths',
        scope: browsers,
      })
      expect(normalizeStoredKey({ type: 'path', path: 'example.com/go/https://other.com', scope: browsers })).toEqual({
        type: 'path',
        path: 'example.com/go/https://other.com',
        scope: browsers,
      })
    })
  })
})
