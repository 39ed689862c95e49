/**
 * "Test an address": what each kind of key unlocks (standard: the domain and its subdomains;
 * strict: that host; wildcard patterns; IP addresses in any spelling; app keys), the scopes, and
 * whether a child's schedule makes a keychain active at a moment.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { findUnlockingKeys, keyReach, parseTestInput, patternMatches, scheduleActiveAt, testInputMessage } from '@domain/keys/matching'
import type { RuleSchedule, SharedKey } from '@domain/api/wire'
import { weekdays } from '@domain/api/wire'
import { label, siteHost } from './arbitraries'

const browsers = { type: 'webBrowsers' } as const
const hostQuery = (host: string, path = '') => ({ kind: 'host' as const, host, path })
const apps = [
  { name: 'Zoom', slug: 'zoom', bundleIds: [{ id: 'b1', bundleId: 'us.zoom.xos' }], category: { slug: 'communication' } },
  { name: 'Safari', slug: 'safari', bundleIds: [{ id: 'b2', bundleId: 'com.apple.Safari' }], category: { slug: 'browser' } },
]

describe('what a key unlocks', () => {
  it('standard: the domain and every subdomain, not a look-alike (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(siteHost, fc.array(label, { minLength: 1, maxLength: 3 }), label, (domain, subs, prefix) => {
        const key: SharedKey = { type: 'anySubdomain', domain, scope: browsers }
        expect(keyReach(key, hostQuery(domain))).toBe('everything')
        expect(keyReach(key, hostQuery(`${subs.join('.')}.${domain}`))).toBe('everything')
        expect(keyReach(key, hostQuery(`${prefix}${domain}`))).toBeNull()
        expect(keyReach(key, hostQuery(`${domain}.${prefix}`))).toBeNull()
      }),
    )
  })

  it('strict: exactly that host (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(siteHost, label, (domain, sub) => {
        const key: SharedKey = { type: 'domain', domain, scope: browsers }
        expect(keyReach(key, hostQuery(domain))).toBe('everything')
        expect(keyReach(key, hostQuery(`${sub}.${domain}`))).toBeNull()
      }),
    )
  })

  it('a wildcard stands for one or more characters of one label (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(label, label, siteHost, (head, filler, rest) => {
        const pattern = `${head}-*.${rest}`
        expect(patternMatches(pattern, `${head}-${filler}.${rest}`)).toBe(true)
        expect(patternMatches(pattern, `${head}-.${rest}`)).toBe(false)
        expect(patternMatches(pattern, `${head}-${filler}.x.${rest}`)).toBe(false)
        expect(patternMatches(pattern, `x${head}-${filler}.${rest}`)).toBe(false)
      }),
    )
    expect(patternMatches('deploy-preview-*.netlify.app', 'deploy-preview-42.netlify.app')).toBe(true)
    // Dots in the pattern are literal dots.
    expect(patternMatches('a.b.com', 'axb.com')).toBe(false)
  })

  it('IP addresses in any spelling; a page key its page and below', () => {
    const ip: SharedKey = { type: 'ipAddress', ipAddress: '2001:db8::1', scope: browsers }
    expect(keyReach(ip, { kind: 'ip', ip: '2001:0DB8:0:0:0:0:0:1' })).toBe('everything')
    expect(keyReach(ip, { kind: 'ip', ip: '2001:db8::2' })).toBeNull()
    const page: SharedKey = { type: 'path', path: 'example.com/games', scope: browsers }
    expect(keyReach(page, hostQuery('example.com', 'games/chess'))).toBe('everything')
    expect(keyReach(page, hostQuery('example.com', 'gamesx'))).toBeNull()
    expect(keyReach(page, hostQuery('example.com'))).toBeNull()
  })

  it('an app key unlocks everything in its app; address keys unlock part of an app’s use by scope', () => {
    const zoom = apps[0]!
    const safari = apps[1]!
    const skeleton: SharedKey = { type: 'skeleton', scope: { type: 'bundleId', bundleId: 'US.ZOOM.XOS' } }
    expect(keyReach(skeleton, { kind: 'app', app: zoom })).toBe('everything')
    expect(keyReach(skeleton, { kind: 'app', app: safari })).toBeNull()
    expect(keyReach(skeleton, hostQuery('example.com'))).toBe('everything')
    const inBrowsers: SharedKey = { type: 'domain', domain: 'example.com', scope: browsers }
    expect(keyReach(inBrowsers, { kind: 'app', app: safari })).toBe('part')
    expect(keyReach(inBrowsers, { kind: 'app', app: zoom })).toBeNull()
    const inZoom: SharedKey = {
      type: 'domain',
      domain: 'example.com',
      scope: { type: 'single', single: { type: 'identifiedAppSlug', identifiedAppSlug: 'zoom' } },
    }
    expect(keyReach(inZoom, { kind: 'app', app: zoom })).toBe('part')
    expect(keyReach({ ...inBrowsers, scope: { type: 'unrestricted' } }, { kind: 'app', app: zoom })).toBe('part')
  })
})

describe('what the parent typed', () => {
  it('an app by name, slug or bundle ID; else an IP address or a host; else nothing', () => {
    expect(parseTestInput(' zoom ', apps)).toMatchObject({ kind: 'app', app: { slug: 'zoom' } })
    expect(parseTestInput('com.apple.safari', apps)).toMatchObject({ kind: 'app', app: { slug: 'safari' } })
    expect(parseTestInput('https://Www.Example.com/Games/Chess?x=1', apps)).toEqual({ kind: 'host', host: 'www.example.com', path: 'games/chess' })
    expect(parseTestInput('[::1]', apps)).toEqual({ kind: 'ip', ip: '::1' })
    for (const text of ['', 'hello', 'not a site.com']) expect(parseTestInput(text, apps)).toBeNull()
  })
})

describe('schedules', () => {
  const minutes = (h: number, m: number) => h * 60 + m
  const arbTime = fc.record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) })
  const arbSchedule = fc
    .record({
      mode: fc.constantFrom('active' as const, 'inactive' as const),
      days: fc.record(Object.fromEntries(weekdays.map((d) => [d, fc.boolean()])) as Record<(typeof weekdays)[number], fc.Arbitrary<boolean>>),
      start: arbTime,
      end: arbTime,
    })
    .map(({ mode, days, start, end }): RuleSchedule => ({ mode, days, window: { start, end } }))

  it('no schedule: always; active: in the window on its days; inactive: at every other time (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbSchedule, fc.constantFrom(...weekdays), arbTime, (schedule, day, time) => {
        const t = minutes(time.hour, time.minute)
        const s = minutes(schedule.window.start.hour, schedule.window.start.minute)
        const e = minutes(schedule.window.end.hour, schedule.window.end.minute)
        const inWindow = s <= e ? t >= s && t < e : t >= s || t < e
        const inside = schedule.days[day] && inWindow
        expect(scheduleActiveAt(schedule, { day, time })).toBe(schedule.mode === 'active' ? inside : !inside)
        expect(scheduleActiveAt(undefined, { day, time })).toBe(true)
      }),
    )
  })

  it('reports each match with its keychain and the children who have it, active now or not', () => {
    const weekdayDays = Object.fromEntries(weekdays.map((d) => [d, d !== 'saturday' && d !== 'sunday'])) as RuleSchedule['days']
    const schoolHours: RuleSchedule = { mode: 'active', days: weekdayDays, window: { start: { hour: 8, minute: 0 }, end: { hour: 15, minute: 0 } } }
    const keychains = [
      {
        id: 'k1',
        name: 'School',
        keys: [
          { id: 'a', key: { type: 'anySubdomain', domain: 'khanacademy.org', scope: browsers } as SharedKey },
          { id: 'b', key: { type: 'domain', domain: 'docs.google.com', scope: browsers } as SharedKey },
        ],
        assignments: [
          { childId: 'c1', childName: 'Maya', schedule: schoolHours },
          { childId: 'c2', childName: 'Leo' },
        ],
      },
      {
        id: 'k2',
        name: 'Unused',
        keys: [{ id: 'c', key: { type: 'domain', domain: 'www.khanacademy.org', scope: browsers } as SharedKey }],
        assignments: [],
      },
    ]
    const saturdayNoon = { day: 'saturday' as const, time: { hour: 12, minute: 0 } }
    const matches = findUnlockingKeys(hostQuery('www.khanacademy.org'), keychains, saturdayNoon)
    expect(matches.map((m) => [m.keychainName, m.key.id, m.children.map((c) => [c.childName, c.activeNow])])).toEqual([
      [
        'School',
        'a',
        [
          ['Maya', false],
          ['Leo', true],
        ],
      ],
      ['Unused', 'c', []],
    ])
    expect(
      findUnlockingKeys(hostQuery('khanacademy.org'), keychains, { day: 'monday', time: { hour: 9, minute: 30 } })[0]?.children[0]?.activeNow,
    ).toBe(true)
    expect(findUnlockingKeys(hostQuery('wikipedia.org'), keychains, saturdayNoon)).toEqual([])
  })
})

/**
 * 'Test a website or app' at its edges, as fixed examples beside matching.test.ts: apps found
 * by each of name, slug and any bundle ID; paths with doubled slashes; every key type against a
 * query of another kind.
 */
describe('at the edges', () => {
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
})
