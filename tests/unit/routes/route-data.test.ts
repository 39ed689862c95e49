/**
 * The signed-in documents' first script starts, for the page's address, exactly the queries the
 * route's loaders start (the frame's and the screen's): both read them from the same declaration,
 * each feature's queries.ts. Checked by behaviour, for every signed-in route with a loader: the
 * router's loaders run against an engine that notes what it is asked to prefetch, and the first
 * script's table (`queriesForPath`) is asked for the same address. A route added without its
 * entry there, or a loader reading other data than the table, fails here.
 */
import { type AnyRoute, createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { type QueryDef, queries } from '../../../src/data/queries'
import { apiProfile, currentActivityDayOffset } from '../../../src/api/config'
import { createDataEngine } from '../../../src/data/engine'
import { setDataEngine } from '../../../src/data/runtime'
import { rememberNewKeychain } from '../../../src/features/keychains/new-keychains'
import { createAppRouter } from '../../../src/router'
import { firstMatch, matchPath } from '../../../src/routes/match-path'
import { paramRouteQueries, queriesForPath, routeQueries, shellQueries } from '../../../src/routes/route-data'

await vi.hoisted(async () => {
  // The list of keychains not created yet lives in the browser's storage.
  const { installMemoryStorages } = await import('../support/memory-storage')
  installMemoryStorages()
})

const settings = { apiProfile, currentActivityDayOffset }
/** Queries by cache key and what is sent (the engine keeps one answer per key). */
const keysOf = (defs: readonly QueryDef[]) => [...new Set(defs.map((d) => `${d.key} ${d.op} ${JSON.stringify(d.input)}`))].sort()

const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/'] }), isServer: true })
const routes = Object.values(router.routesById as Record<string, AnyRoute>)
/** The signed-in layout (its loader starts the frame's data) and the routes with a loader below it. */
const layout = routes.find((r) => (r.options as { id?: string }).id === 'authed')!
const withLoader = routes.filter((r) => r.options.loader && r !== layout)

/** An address on `path`: every parameter a sample (a day for `$urlDate`, else an id). */
const sample = (fullPath: string, id = '5f0c2a8e-1111-4000-8000-000000000001') =>
  fullPath.replace(/\$(\w+)/g, (_, name: string) => (name === 'urlDate' ? '05-28-2025' : id))
const newKeychain = '0b0b0b0b-0000-4000-8000-000000000001'

/** What the loaders of the routes `address` matches start, noted by an engine that only records. */
async function loadersStart(address: string): Promise<string[]> {
  const recorded: QueryDef[] = []
  const engine = createDataEngine({ call: () => new Promise(() => undefined), drafts: null })
  setDataEngine({ ...engine, prefetch: (def) => (recorded.push(def), Promise.resolve()) })
  // A new keychain is a draft of the engine's: this engine holds it too.
  rememberNewKeychain(newKeychain)
  const matches = router.matchRoutes(address).filter((m) => router.routesById[m.routeId]?.options.loader)
  // The layout's loader (the frame) and the route's.
  expect(matches.length, address).toBe(2)
  for (const match of matches) {
    const before = recorded.length
    void (router.routesById[match.routeId] as AnyRoute).options.loader?.({ params: match.params, location: { pathname: address } })
    await vi.waitFor(() => expect(recorded.length).toBeGreaterThan(before))
  }
  return keysOf(recorded)
}

/** What the signed-in first script starts on `address`: the frame's and the route's. */
async function firstScriptStarts(address: string): Promise<string[]> {
  const route = queriesForPath(address)
  expect(route, address).toBeDefined()
  return keysOf([...(await shellQueries(address)(queries, settings)), ...(await route!(queries, settings))])
}

describe("the signed-in first script's table", () => {
  const addresses = [...withLoader.map((r) => sample(r.fullPath)), `/keychains/${newKeychain}`]

  it('has a signed-in route with a loader for every path it names, and the reverse', () => {
    expect(layout.options.loader).toBeDefined()
    for (const route of withLoader) expect(route.parentRoute, route.fullPath).toBe(layout)
    const table = [...Object.keys(routeQueries), ...Object.keys(paramRouteQueries)].sort()
    expect(withLoader.map((r) => r.fullPath).sort()).toEqual(table)
  })

  it.each(addresses)('%s: starts exactly what the loaders start', async (address) => {
    rememberNewKeychain(newKeychain)
    expect(await firstScriptStarts(address)).toEqual(await loadersStart(address))
  })
})

describe('queriesForPath', () => {
  const names = async (path: string) => {
    const pick = queriesForPath(path)
    if (!pick) return null
    const defs = await pick(queries, { apiProfile: '2025-05', currentActivityDayOffset: () => 0 })
    return defs.map((def) => def.key)
  }
  const user = '5f0c2a8e-1111-4000-8000-000000000001'
  const request = '5f0c2a8e-2222-4000-8000-000000000002'

  it('takes a fixed path before a pattern, and the pattern with the most fixed segments', async () => {
    expect(await names('/children/activity')).toEqual([queries.combinedActivitySummaries(0).key])
    expect(await names(`/children/${user}`)).toEqual(
      [queries.user(user), queries.selectableKeychains(), queries.adminKeychains(), queries.apps()].map((def) => def.key),
    )
    expect(await names(`/children/${user}/unlock-requests/${request}`)).toEqual([queries.unlockRequest(request).key])
    expect(await names(`/children/${user}/unlock-requests/${request}/review`)).toEqual(
      [queries.unlockRequest(request), queries.user(user)].map((def) => def.key),
    )
  })

  it("starts Home's widgets for `/`, which shows Home", async () => {
    expect(await names('/')).toEqual([queries.dashboard().key])
  })

  it('starts nothing for an address no signed-in route has', async () => {
    expect(await names('/otp/abc')).toBeNull()
    expect(await names('/children/')).toBeNull()
    expect(await names(`/children/${user}/unlock-requests/${request}/nope`)).toBeNull()
  })
})

describe('matchPath', () => {
  it('matches one segment per parameter and decodes it', () => {
    expect(matchPath('/devices/$deviceId', '/devices/a%20b')).toEqual({ deviceId: 'a b' })
    expect(matchPath('/children/$userId/activity', '/children/x/activity')).toEqual({ userId: 'x' })
    expect(matchPath('/devices/$deviceId', '/devices/')).toBeNull()
    expect(matchPath('/devices/$deviceId', '/devices/a/b')).toBeNull()
    expect(matchPath('/devices/$deviceId', '/keychains/a')).toBeNull()
    expect(matchPath('/devices/$deviceId', '/devices/%E0%A4%A')).toBeNull()
  })

  it('ranks fixed segments before parameters, from the left', () => {
    const patterns = ['/children/$userId', '/children/$userId/activity', '/children/activity/$urlDate']
    expect(firstMatch(patterns, '/children/activity/2026-11-25')).toEqual({
      pattern: '/children/activity/$urlDate',
      params: { urlDate: '2026-11-25' },
    })
    expect(firstMatch(patterns, '/children/x/activity')?.pattern).toBe('/children/$userId/activity')
    expect(firstMatch(patterns, '/children/x')?.pattern).toBe('/children/$userId')
    expect(firstMatch(patterns, '/devices/x')).toBeNull()
    // Both match: the one fixed where the other is not, first from the left, wins, whatever the order.
    expect(firstMatch(['/a/$x/c', '/a/b/$y'], '/a/b/c')?.pattern).toBe('/a/b/$y')
    expect(firstMatch(['/a/$x/$y', '/a/b/c'], '/a/b/c')?.pattern).toBe('/a/b/c')
  })
})
