/**
 * The key an unlock request proposes, at its edges: a browser category or an app's slug and
 * bundle ID with spaces around them, an app known by its slug alone, and an IPv6 address written
 * in capitals.
 */
import { describe, expect, it } from 'vitest'
import { isBrowserRequest, proposedKey, proposedScope } from '@domain/requests/proposed-key'

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
    expect(proposedScope({ ...none, appSlug: ' zoom ' })).toEqual({ type: 'single', single: { type: 'identifiedAppSlug', identifiedAppSlug: 'zoom' } })
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
