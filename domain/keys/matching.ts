/**
 * "Test an address": which keys would unlock an address or an app, and whether each is in force
 * right now for the children who have its keychain.
 *
 * What a key unlocks:
 * - standard (any subdomain) `d`: the host `d` and every host ending in `.d`;
 * - strict (exact domain) `d`: only the host `d`;
 * - wildcard pattern: the whole host, where each `*` stands for one or more characters other
 *   than a dot (`deploy-preview-*.netlify.app` matches `deploy-preview-42.netlify.app`);
 * - IP address: the same address (IPv6 in any spelling);
 * - page (path) `d/p`: host `d`, path `p` or below it;
 * - app (skeleton): everything, but only in that app.
 * Its scope says where: web browsers, every app, or one app.
 *
 * Pure: the moment to judge schedules by (local weekday and time) is passed in.
 */
import { isInWindow } from '../schedule/schedule'
import type { IdentifiedApp, PlainTime, RuleSchedule, SharedKey, SingleAppScope, Weekday } from '../api/wire'
import { canonicalIp, cleanAddress, hostnameProblem, isIpAddress } from './hostname'

export type TestApp = Pick<IdentifiedApp, 'name' | 'slug' | 'bundleIds'> & { readonly category?: { readonly slug: string } | undefined }

export type TestQuery =
  | { readonly kind: 'host'; readonly host: string; readonly path: string }
  | { readonly kind: 'ip'; readonly ip: string }
  | { readonly kind: 'app'; readonly app: TestApp }

export const testInputMessage = 'Type a website address, an IP address, or the name or bundle ID of an app.'

/** The path of a typed URL (lower case, no leading or trailing slash), '' for none. */
function pathOf(raw: string): string {
  const rest = raw
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^\/\//, '')
  const slash = rest.indexOf('/')
  if (slash < 0) return ''
  return rest
    .slice(slash + 1)
    .split(/[?#]/)[0]!
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase()
}

/** What the parent typed: an app of the catalogue (by name, slug or bundle ID), an IP address or a host. */
export function parseTestInput(text: string, apps: readonly TestApp[]): TestQuery | null {
  const typed = text.trim()
  if (typed === '') return null
  const lower = typed.toLowerCase()
  const app = apps.find((a) => a.name.toLowerCase() === lower || a.slug === lower || a.bundleIds.some((b) => b.bundleId.toLowerCase() === lower))
  if (app) return { kind: 'app', app }
  const host = cleanAddress(typed)
  if (isIpAddress(host)) return { kind: 'ip', ip: host }
  if (host.includes('.') && hostnameProblem(host) === null) return { kind: 'host', host, path: pathOf(typed) }
  return null
}

const isApp = (scope: SingleAppScope, app: TestApp): boolean =>
  scope.type === 'identifiedAppSlug'
    ? scope.identifiedAppSlug === app.slug
    : app.bundleIds.some((b) => b.bundleId.toLowerCase() === scope.bundleId.toLowerCase())

const escapeRegex = (text: string): string => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

/** Whether a wildcard pattern covers a whole host. */
export const patternMatches = (pattern: string, host: string): boolean =>
  new RegExp(`^${pattern.split('*').map(escapeRegex).join('[^.]+')}$`).test(host)

/** Whether a key's address covers an address query (scope aside). */
function addressMatches(key: Exclude<SharedKey, { type: 'skeleton' }>, query: TestQuery): boolean {
  if (query.kind === 'app') return false
  if (query.kind === 'ip') return key.type === 'ipAddress' && canonicalIp(key.ipAddress) === canonicalIp(query.ip)
  const { host, path } = query
  switch (key.type) {
    case 'anySubdomain':
      return host === key.domain || host.endsWith(`.${key.domain}`)
    case 'domain':
      return host === key.domain
    case 'domainRegex':
      return patternMatches(key.pattern, host)
    case 'path': {
      const slash = key.path.indexOf('/')
      const keyPath = key.path.slice(slash + 1)
      return host === key.path.slice(0, slash) && (path === keyPath || path.startsWith(`${keyPath}/`))
    }
    case 'ipAddress':
      return false
  }
}

/** 'everything': the key opens the whole query; 'part': it opens only some addresses of the app queried. */
export type Reach = 'everything' | 'part'

/** How a key bears on a query, or null when it does not. */
export function keyReach(key: SharedKey, query: TestQuery): Reach | null {
  if (key.type === 'skeleton') {
    return query.kind !== 'app' || isApp(key.scope, query.app) ? 'everything' : null
  }
  if (query.kind !== 'app') return addressMatches(key, query) ? 'everything' : null
  const { scope } = key
  if (scope.type === 'single') return isApp(scope.single, query.app) ? 'part' : null
  if (scope.type === 'webBrowsers') return query.app.category?.slug === 'browser' ? 'part' : null
  return 'part'
}

// ── schedules ───────────────────────────────────────────────────────────────────────────────

export interface LocalMoment {
  readonly day: Weekday
  readonly time: PlainTime
}

/**
 * Whether an assignment is in force at a moment: always without a schedule; an active schedule
 * during its window on its days; an inactive one at every other time.
 */
export function scheduleActiveAt(schedule: RuleSchedule | undefined, at: LocalMoment): boolean {
  if (!schedule) return true
  const inside = schedule.days[at.day] && isInWindow(schedule.window, at.time)
  return schedule.mode === 'active' ? inside : !inside
}

// ── the test ────────────────────────────────────────────────────────────────────────────────

export interface TestKeychain<K> {
  readonly id: string
  readonly name: string
  readonly keys: readonly K[]
  /** Children who have this keychain, with their schedule for it. */
  readonly assignments: readonly { readonly childId: string; readonly childName: string; readonly schedule?: RuleSchedule | undefined }[]
}

export interface KeyMatch<K> {
  readonly keychainId: string
  readonly keychainName: string
  readonly key: K
  readonly reach: Reach
  readonly children: readonly {
    readonly childId: string
    readonly childName: string
    readonly activeNow: boolean
    readonly schedule?: RuleSchedule | undefined
  }[]
}

/** Every key of the keychains that bears on the query, keychain by keychain, in list order. */
export function findUnlockingKeys<K extends { readonly key: SharedKey }>(
  query: TestQuery,
  keychains: readonly TestKeychain<K>[],
  at: LocalMoment,
): KeyMatch<K>[] {
  const matches: KeyMatch<K>[] = []
  for (const keychain of keychains) {
    const children = keychain.assignments.map((a) => ({ ...a, activeNow: scheduleActiveAt(a.schedule, at) }))
    for (const key of keychain.keys) {
      const reach = keyReach(key.key, query)
      if (reach !== null) matches.push({ keychainId: keychain.id, keychainName: keychain.name, key, reach, children })
    }
  }
  return matches
}
