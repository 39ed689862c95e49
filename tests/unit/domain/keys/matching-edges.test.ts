/**
 * 'Test a website or app' at its edges, as fixed examples beside matching.test.ts: apps found
 * by each of name, slug and any bundle ID; paths with doubled slashes; every key type against a
 * query of another kind.
 */
import { describe, expect, it } from 'vitest'
import { keyReach, parseTestInput, testInputMessage } from '@domain/keys/matching'
import type { SharedKey } from '@domain/api/wire'

const browsers = { type: 'webBrowsers' } as const
const meet = {
  name: 'Google Meet',
  slug: 'meet',
  bundleIds: [
    { id: 'b1', bundleId: 'com.google.meet' },
    { id: 'b2', bundleId: 'com.google.Meet.helper' },
  ],
  category: { slug: 'communication' },
}
const safari = { name: 'Safari', slug: 'safari', bundleIds: [{ id: 'b3', bundleId: 'com.apple.Safari' }], category: { slug: 'browser' } }
const uncategorised = { name: 'Tool', slug: 'tool', bundleIds: [{ id: 'b4', bundleId: 'org.example.tool' }] }
const apps = [meet, safari, uncategorised]
const host = (h: string, path = '') => ({ kind: 'host' as const, host: h, path })

describe('what the parent typed', () => {
  it('finds an app by its name in any case, by its slug, or by any of its bundle IDs', () => {
    expect(parseTestInput('GOOGLE MEET', apps)).toEqual({ kind: 'app', app: meet })
    expect(parseTestInput('meet', apps)).toEqual({ kind: 'app', app: meet })
    expect(parseTestInput('com.google.meet.HELPER', apps)).toEqual({ kind: 'app', app: meet })
    expect(testInputMessage).toBe('Type a website address, an IP address, or the name or bundle ID of an app.')
  })

  it('reads the path after the host: no path, doubled slashes, an address inside the path', () => {
    expect(parseTestInput('x.com', apps)).toEqual(host('x.com'))
    expect(parseTestInput('x.com///Maths//', apps)).toEqual(host('x.com', 'maths'))
    expect(parseTestInput('x.com/a//b/', apps)).toEqual(host('x.com', 'a//b'))
    expect(parseTestInput('x.com/go/https://y.com', apps)).toEqual(host('x.com', 'go/https://y.com'))
  })
})

describe('what a key unlocks, query by query', () => {
  const page: SharedKey = { type: 'path', path: 'example.com/games', scope: browsers }
  const regex: SharedKey = { type: 'domainRegex', pattern: 'deploy-*.netlify.app', scope: browsers }
  const ip: SharedKey = { type: 'ipAddress', ipAddress: '1.2.3.4', scope: browsers }
  const site: SharedKey = { type: 'domain', domain: 'example.com', scope: browsers }

  it('a page key opens exactly its page and below, on its own host only', () => {
    expect(keyReach(page, host('example.com', 'games'))).toBe('everything')
    expect(keyReach(page, host('other.com', 'games'))).toBeNull()
  })

  it('an address key never matches a query of another kind', () => {
    expect(keyReach(regex, host('deploy-7.netlify.app'))).toBe('everything')
    expect(keyReach(ip, host('example.com'))).toBeNull()
    expect(keyReach(site, { kind: 'ip', ip: '1.2.3.4' })).toBeNull()
    expect(keyReach(page, { kind: 'ip', ip: '1.2.3.4' })).toBeNull()
  })

  it('an app key or one-app key holds only for that app, by slug or by any of its bundle IDs', () => {
    const bySlug: SharedKey = { type: 'skeleton', scope: { type: 'identifiedAppSlug', identifiedAppSlug: 'meet' } }
    expect(keyReach(bySlug, { kind: 'app', app: meet })).toBe('everything')
    expect(keyReach(bySlug, { kind: 'app', app: safari })).toBeNull()
    const byHelper: SharedKey = { type: 'skeleton', scope: { type: 'bundleId', bundleId: 'COM.GOOGLE.MEET.HELPER' } }
    expect(keyReach(byHelper, { kind: 'app', app: meet })).toBe('everything')
    const inMeet: SharedKey = { ...site, scope: { type: 'single', single: { type: 'identifiedAppSlug', identifiedAppSlug: 'meet' } } }
    expect(keyReach(inMeet, { kind: 'app', app: safari })).toBeNull()
  })

  it('a key for web browsers does not hold for an app without a category', () => {
    expect(keyReach(site, { kind: 'app', app: uncategorised })).toBeNull()
  })
})
