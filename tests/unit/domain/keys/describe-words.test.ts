/**
 * Keys in words, every wording spelled out: the security log's sentence for each key type and
 * scope, app names from the catalogue, the list view's sentence and the wizard's step summaries.
 */
import { describe, expect, it } from 'vitest'
import {
  addressScopeLabels,
  addressTypeLabels,
  appAccessLabels,
  appName,
  describeKey,
  keyCount,
  keySentence,
  keyTypeLabels,
  stepSummary,
  commentPreview,
  keyTarget,
} from '@domain/keys/describe'
import { emptyKeyForm, type KeyForm } from '@domain/keys/form'
import type { SharedKey } from '@domain/api/wire'

const apps = [
  { name: 'Zoom', slug: 'zoom', bundleIds: [{ id: 'b1', bundleId: 'us.zoom.xos' }] },
  { name: 'Notes', slug: 'notes', bundleIds: [{ id: 'b2', bundleId: 'com.apple.Notes' }] },
]
const browsers = { type: 'webBrowsers' } as const
const everyApp = { type: 'unrestricted' } as const
const zoomOnly = { type: 'single', single: { type: 'identifiedAppSlug', identifiedAppSlug: 'zoom' } } as const
const bundleOnly = { type: 'single', single: { type: 'bundleId', bundleId: 'org.example.Tool' } } as const

describe('the security log’s sentence', () => {
  it('names every key type and scope', () => {
    const rows: [SharedKey, string][] = [
      [{ type: 'domain', domain: 'x.com', scope: browsers }, 'domain x.com for all web browsers'],
      [{ type: 'domain', domain: 'x.com', scope: everyApp }, 'domain x.com for all apps'],
      [{ type: 'anySubdomain', domain: 'x.com', scope: zoomOnly }, 'any subdomain of x.com for single app, app=zoom'],
      [{ type: 'domainRegex', pattern: 'a-*.x.com', scope: bundleOnly }, 'domains matching a-*.x.com for single app, bundle=org.example.Tool'],
      [{ type: 'path', path: 'x.com/maths', scope: browsers }, 'path x.com/maths for all web browsers'],
      [{ type: 'ipAddress', ipAddress: '1.2.3.4', scope: everyApp }, 'IP address 1.2.3.4 for all apps'],
      [{ type: 'skeleton', scope: { type: 'identifiedAppSlug', identifiedAppSlug: 'zoom' } }, 'unrestricted access for single app, app=zoom'],
    ]
    expect(rows.map(([key]) => describeKey(key))).toEqual(rows.map(([, text]) => text))
  })
})

describe('apps by name', () => {
  it('finds an app by slug or by bundle ID in any case, else shows what the key holds', () => {
    expect(appName({ type: 'identifiedAppSlug', identifiedAppSlug: 'notes' }, apps)).toBe('Notes')
    expect(appName({ type: 'identifiedAppSlug', identifiedAppSlug: 'slack' }, apps)).toBe('slack')
    expect(appName({ type: 'bundleId', bundleId: 'COM.APPLE.NOTES' }, apps)).toBe('Notes')
    expect(appName({ type: 'bundleId', bundleId: 'us.zoom.xos' }, apps)).toBe('Zoom')
    expect(appName({ type: 'bundleId', bundleId: 'us.zoom.xos' })).toBe('us.zoom.xos')
    expect(appName({ type: 'bundleId', bundleId: 'com.slack' }, apps)).toBe('com.slack')
  })

  it('counts keys in words', () => {
    expect([keyCount(0), keyCount(1), keyCount(2)]).toEqual(['0 keys', '1 key', '2 keys'])
  })
})

describe('the key list', () => {
  it('labels every choice of the form', () => {
    expect(keyTypeLabels).toEqual({ website: 'Website', app: 'App' })
    expect(addressTypeLabels).toEqual({ standard: 'Standard', strict: 'Strict', ip: 'IP address', domainRegex: 'Regular expression' })
    expect(addressScopeLabels).toEqual({ webBrowsers: 'Web browsers', unrestricted: 'All apps', singleApp: 'A single app' })
    expect(appAccessLabels).toEqual({ unrestricted: 'Unrestricted', address: 'Only one address' })
  })

  it('says each key in one sentence', () => {
    const rows: [SharedKey, string][] = [
      [{ type: 'skeleton', scope: { type: 'bundleId', bundleId: 'us.zoom.xos' } }, 'Every address (*), in Zoom only'],
      [{ type: 'anySubdomain', domain: 'x.com', scope: browsers }, 'x.com and all its subdomains, in web browsers'],
      [{ type: 'domain', domain: 'x.com', scope: everyApp }, 'Exactly x.com, in every app'],
      [{ type: 'domainRegex', pattern: 'a-*.x.com', scope: zoomOnly }, 'Addresses matching a-*.x.com, in Zoom only'],
      [{ type: 'ipAddress', ipAddress: '1.2.3.4', scope: bundleOnly }, 'The IP address 1.2.3.4, in org.example.Tool only'],
      [{ type: 'path', path: 'x.com/maths', scope: browsers }, 'The page x.com/maths, in web browsers'],
    ]
    expect(rows.map(([key]) => keySentence(key, apps))).toEqual(rows.map(([, text]) => text))
  })
})

describe('the wizard’s step summaries', () => {
  const summary = (changes: Partial<KeyForm>, step: Parameters<typeof stepSummary>[1]) =>
    stepSummary({ ...emptyKeyForm(), ...changes }, step, apps, (iso) => `on ${iso.slice(0, 10)}`)

  it('sums up each step, with what a step shows when nothing is chosen yet', () => {
    expect(summary({ keyType: 'app' }, 'keyType')).toBe('App')
    expect(summary({ address: '  https://Docs.example.com/x ', addressType: 'strict' }, 'address')).toBe('docs.example.com (strict)')
    expect(summary({ address: 'a-*.x.com', addressType: 'domainRegex' }, 'address')).toBe('a-*.x.com (regular expression)')
    expect(summary({ address: 'https://' }, 'address')).toBe('Not set')
    expect(summary({ addressScope: 'singleApp' }, 'addressScope')).toBe('A single app')
    expect(summary({ appIdentificationType: 'bundleId', appBundleId: '  us.zoom.xos ' }, 'app')).toBe('us.zoom.xos')
    expect(summary({ appIdentificationType: 'bundleId', appBundleId: '   ' }, 'app')).toBe('Not set')
    expect(summary({ appIdentificationType: 'slug', appSlug: 'zoom' }, 'app')).toBe('Zoom')
    expect(summary({ appIdentificationType: 'slug', appSlug: '' }, 'app')).toBe('Not chosen')
    expect(summary({ appScope: 'address' }, 'appScope')).toBe('Only one address')
    expect(summary({ expiration: null }, 'expiration')).toBe('Never expires')
    expect(summary({ expiration: '2026-12-24T23:00:00Z' }, 'expiration')).toBe('Expires on 2026-12-24')
    expect(summary({ comment: '   ' }, 'comment')).toBe('No comment')
    expect(summary({ comment: `  ${'b'.repeat(31)} ` }, 'comment')).toBe(`${'b'.repeat(30)}…`)
  })
})

describe('at the edges', () => {
  const browsers = { type: 'webBrowsers' } as const

  describe('describing keys', () => {
    it('finds an app by any of its bundle IDs, in any case', () => {
      const apps = [
        {
          name: 'Zoom',
          slug: 'zoom',
          bundleIds: [
            { id: '1', bundleId: 'us.zoom.xos' },
            { id: '2', bundleId: 'us.zoom.ZoomClips' },
          ],
        },
      ]
      expect(appName({ type: 'bundleId', bundleId: 'US.ZOOM.ZOOMCLIPS' }, apps)).toBe('Zoom')
      expect(appName({ type: 'bundleId', bundleId: 'us.zoom.xos' }, apps)).toBe('Zoom')
    })

    it('a path key opens its path', () => {
      expect(keyTarget({ type: 'path', path: 'example.com/maths', scope: browsers })).toBe('example.com/maths')
    })

    it('a comment of exactly 30 characters is shown whole', () => {
      const thirty = 'abcdefghijklmnopqrstuvwxyz0123'
      expect(commentPreview(thirty)).toBe(thirty)
      expect(commentPreview(`${thirty}4`)).toBe(`${thirty}…`)
    })
  })
})
