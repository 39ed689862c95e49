/**
 * The key proposed for an unlock request: spec examples, and properties whose expected key is
 * known by construction (hosts built from a chosen registrable domain, apps from a chosen kind).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { exactDomainRegistrables, proposedKey, proposedSource, isBrowserRequest, proposedScope } from '@domain/requests/proposed-key'
import { keyToForm } from '@domain/keys/form'
import { allStepsValid } from '@domain/keys/wizard'
import { ipv4, label } from '../keys/arbitraries'

const safari = { appBundleId: 'com.apple.Safari', appSlug: 'safari', appCategories: ['browser'] }
const zoom = { appBundleId: 'us.zoom.xos', appSlug: 'zoom', appCategories: ['communication'] }
const unknownApp = { appBundleId: 'com.example.tool', appCategories: [] }
const browsers = { type: 'webBrowsers' } as const

describe('proposed key: spec examples', () => {
  it('makes an any-subdomain key for an ordinary site, for web browsers', () => {
    expect(proposedKey({ ...safari, url: 'https://www.khanacademy.org/math', domain: 'www.khanacademy.org' })).toEqual({
      type: 'anySubdomain',
      domain: 'khanacademy.org',
      scope: browsers,
    })
  })
  it('makes an exact-domain key for the host on a popular shared domain', () => {
    expect(proposedKey({ ...safari, url: 'https://www.youtube.com/watch?v=1', domain: 'www.youtube.com' })).toEqual({
      type: 'domain',
      domain: 'www.youtube.com',
      scope: browsers,
    })
    expect(proposedKey({ ...safari, domain: 'my-app.herokuapp.com' })).toMatchObject({ type: 'domain', domain: 'my-app.herokuapp.com' })
    expect(proposedKey({ ...safari, domain: 'd111.cloudfront.net' })).toMatchObject({ type: 'domain', domain: 'd111.cloudfront.net' })
    expect(proposedKey({ ...safari, domain: 'blog.pages.dev' })).toMatchObject({ type: 'domain', domain: 'blog.pages.dev' })
  })
  it('takes the URL host when there is no domain, and cleans it', () => {
    expect(proposedKey({ ...safari, url: 'HTTPS://Docs.Python.org:443/3/' })).toEqual({ type: 'anySubdomain', domain: 'python.org', scope: browsers })
  })
  it('limits a key to the app when the app is not a browser: by slug, else by bundle ID', () => {
    expect(proposedKey({ ...zoom, domain: 'us02web.zoom.us' })).toEqual({
      type: 'anySubdomain',
      domain: 'zoom.us',
      scope: { type: 'single', single: { type: 'identifiedAppSlug', identifiedAppSlug: 'zoom' } },
    })
    expect(proposedKey({ ...unknownApp, domain: 'api.example.org' })).toMatchObject({
      scope: { type: 'single', single: { type: 'bundleId', bundleId: 'com.example.tool' } },
    })
  })
  it('makes an IP-address key without a host, and null without any address', () => {
    expect(proposedKey({ ...zoom, ipAddress: '203.0.113.9' })).toEqual({
      type: 'ipAddress',
      ipAddress: '203.0.113.9',
      scope: { type: 'single', single: { type: 'identifiedAppSlug', identifiedAppSlug: 'zoom' } },
    })
    expect(proposedKey({ ...safari, url: 'http://192.168.1.20/login' })).toMatchObject({ type: 'ipAddress', ipAddress: '192.168.1.20' })
    expect(proposedKey({ appCategories: [] })).toBeNull()
  })
  it('makes an exact key for a host without a registrable domain', () => {
    expect(proposedKey({ ...safari, domain: 'intranet.notatld' })).toMatchObject({ type: 'domain', domain: 'intranet.notatld' })
  })
  it('offers the host and the registrable domain for switching between strict and standard', () => {
    expect(proposedSource({ ...safari, domain: 'www.bbc.co.uk' })).toEqual({ host: 'www.bbc.co.uk', domain: 'bbc.co.uk' })
    expect(proposedSource({ ...safari, ipAddress: '1.2.3.4' })).toBeNull()
  })
})

describe('proposed key: properties', () => {
  const ordinarySuffix = fc.constantFrom('com', 'org', 'net', 'co.uk', 'de', 'edu')
  const ordinaryName = label.filter((l) => !exactDomainRegistrables.some((d) => d.startsWith(`${l}.`)))
  const subs = fc.array(label, { maxLength: 2 })
  const app = fc.constantFrom(
    { kind: 'browser', request: safari },
    { kind: 'slug', request: zoom },
    { kind: 'bundle', request: unknownApp },
    { kind: 'none', request: { appCategories: [] as string[] } },
  )
  const expectedScope = (kind: string) =>
    kind === 'slug'
      ? { type: 'single', single: { type: 'identifiedAppSlug', identifiedAppSlug: 'zoom' } }
      : kind === 'bundle'
        ? { type: 'single', single: { type: 'bundleId', bundleId: 'com.example.tool' } }
        : browsers
  const scheme = fc.constantFrom('https://', 'http://', '')

  it('an ordinary registrable domain gives an any-subdomain key for it, whatever the subdomain, from domain or URL', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(subs, ordinaryName, ordinarySuffix, app, fc.boolean(), scheme, (s, name, suffix, a, viaDomain, sch) => {
        const registrable = `${name}.${suffix}`
        const host = [...s, registrable].join('.')
        const request = viaDomain ? { ...a.request, domain: host, url: 'https://elsewhere.com/' } : { ...a.request, url: `${sch}${host}/page?q=1` }
        expect(proposedKey(request)).toEqual({ type: 'anySubdomain', domain: registrable, scope: expectedScope(a.kind) })
      }),
    )
  })

  it('a popular shared domain gives an exact key for the whole host', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(subs, fc.constantFrom(...exactDomainRegistrables), app, (s, registrable, a) => {
        const host = [...s, registrable].join('.')
        expect(proposedKey({ ...a.request, domain: host.toUpperCase() })).toEqual({ type: 'domain', domain: host, scope: expectedScope(a.kind) })
      }),
    )
  })

  it('without a host the key is for the IP address', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(ipv4, app, (ip, a) => {
        expect(proposedKey({ ...a.request, ipAddress: ip })).toEqual({ type: 'ipAddress', ipAddress: ip, scope: expectedScope(a.kind) })
      }),
    )
  })

  it('the proposed key opens in the wizard as a valid form that saves the same key', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(
        subs,
        fc.oneof(
          ordinaryName.map((n) => `${n}.com`),
          fc.constantFrom(...exactDomainRegistrables),
        ),
        app,
        (s, registrable, a) => {
          const key = proposedKey({ ...a.request, domain: [...s, registrable].join('.') })
          expect(key).not.toBeNull()
          expect(allStepsValid(keyToForm(key!), { nowMs: 0 })).toBe(true)
        },
      ),
    )
  })
})

/**
 * The key an unlock request proposes, at its edges: a browser category or an app's slug and
 * bundle ID with spaces around them, an app known by its slug alone, and an IPv6 address written
 * in capitals.
 */
const none = { appCategories: [] as string[] }

describe('proposedScope', () => {
  it('knows a browser by its category, whatever its spacing and case', () => {
    expect(isBrowserRequest({ appCategories: [' Browser '] })).toBe(true)
    expect(proposedScope({ appCategories: ['  browser'], appSlug: 'safari' })).toEqual({ type: 'webBrowsers' })
  })

  it('an app known by its slug alone is that app; by its bundle ID alone, that bundle', () => {
    expect(proposedScope({ ...none, appSlug: 'zoom' })).toEqual({ type: 'single', single: { type: 'identifiedAppSlug', identifiedAppSlug: 'zoom' } })
    expect(proposedScope({ ...none, appBundleId: 'us.zoom.xos' })).toEqual({ type: 'single', single: { type: 'bundleId', bundleId: 'us.zoom.xos' } })
  })

  it('sends the slug and bundle ID without spaces; blank ones count as none', () => {
    expect(proposedScope({ ...none, appSlug: ' zoom ' })).toEqual({
      type: 'single',
      single: { type: 'identifiedAppSlug', identifiedAppSlug: 'zoom' },
    })
    expect(proposedScope({ ...none, appSlug: '  ', appBundleId: ' us.zoom.xos ' })).toEqual({
      type: 'single',
      single: { type: 'bundleId', bundleId: 'us.zoom.xos' },
    })
    expect(proposedScope({ ...none, appSlug: ' ', appBundleId: ' ' })).toEqual({ type: 'webBrowsers' })
  })
})

describe('proposedKey for an address alone', () => {
  it('writes an IPv6 address in lower case', () => {
    expect(proposedKey({ ...none, ipAddress: ' FE80::1 ' })).toEqual({ type: 'ipAddress', ipAddress: 'fe80::1', scope: { type: 'webBrowsers' } })
  })
})
