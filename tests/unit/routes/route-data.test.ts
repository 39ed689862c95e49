/**
 * The signed-in documents' first script starts, for the page's address, exactly the queries the
 * route's loaders start (the frame's and the screen's): both read them from the same declaration,
 * each feature's queries.ts, found by the route's own path. Checked by behaviour, for every route
 * with a loader: the router's loaders run against an engine that notes what it is asked to
 * prefetch, and the first script's table (`dataForAddress`) is asked for the same address. A
 * route added without its declaration there, or a loader reading other data, fails here.
 */
import { type AnyRoute, createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { type QueryDef, queries } from '../../../src/data/queries'
import { querySettings } from '../../../src/data/prefetch'
import { startedQueries } from '../../../src/data/route-data'
import { createDataEngine } from '../../../src/data/engine'
import { setDataEngine } from '../../../src/data/runtime'
import { childDraftKey } from '@domain/children/settings'
import { rememberNewKeychain } from '../../../src/features/keychains/new-keychains'
import { createAppRouter } from '../../../src/router'
import { firstMatch, matchPath } from '../../../src/routes/match-path'
import { dataForAddress, frameData, signedInData } from '../../../src/routes/route-data'

await vi.hoisted(async () => {
  // The list of keychains not created yet lives in the browser's storage.
  const { installMemoryStorages } = await import('../support/memory-storage')
  installMemoryStorages()
})

/** Queries by cache key and what is sent (the engine keeps one answer per key). */
const keysOf = (defs: readonly QueryDef[]) => [...new Set(defs.map((d) => `${d.key} ${d.op} ${JSON.stringify(d.input)}`))].sort()

const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/'] }), isServer: true })
const routes = Object.values(router.routesById as Record<string, AnyRoute>)
/** The signed-in layout (its loader starts the frame's data) and the routes with a loader. */
const layout = routes.find((r) => (r.options as { id?: string }).id === 'authed')!
const withLoader = routes.filter((r) => r.options.loader && r !== layout)

/** An address on `path`: every parameter a sample (a day for `$urlDate`, else an id). */
const sample = (fullPath: string, id = '5f0c2a8e-1111-4000-8000-000000000001') =>
  fullPath.replace(/\$(\w+)/g, (_, name: string) => (name === 'urlDate' ? '05-28-2025' : id))
const newKeychain = '0b0b0b0b-0000-4000-8000-000000000001'

/** A fresh engine that only records what it is asked to prefetch, with the new keychain's draft. */
function recordingEngine(): { recorded: QueryDef[]; nextPrefetch: () => Promise<void> } {
  const recorded: QueryDef[] = []
  let prefetched = (): void => undefined
  const engine = createDataEngine({ call: () => new Promise(() => undefined), drafts: null })
  setDataEngine({ ...engine, prefetch: (def) => (recorded.push(def), prefetched(), Promise.resolve()) })
  // A new keychain is a draft of the engine's: this engine holds it too.
  rememberNewKeychain(newKeychain)
  const nextPrefetch = () => new Promise<void>((resolve) => (prefetched = resolve))
  return { recorded, nextPrefetch }
}

/** What the loaders of the routes `address` matches start. */
async function loadersStart(address: string): Promise<string[]> {
  const { recorded, nextPrefetch } = recordingEngine()
  const matches = router.matchRoutes(address).filter((m) => router.routesById[m.routeId]?.options.loader)
  for (const match of matches) {
    const route = router.routesById[match.routeId] as AnyRoute
    // A loader starts its queries all at once, when the table and the engine have loaded.
    const started = nextPrefetch()
    void route.options.loader?.({ params: match.params, location: { pathname: address }, route })
    await started
  }
  return keysOf(recorded)
}

/** What the signed-in first script starts on `address`: the frame's and the route's. */
function firstScriptStarts(address: string): string[] {
  recordingEngine()
  const route = dataForAddress(address)
  expect(route, address).toBeDefined()
  const settings = querySettings()
  return keysOf([...startedQueries(frameData(address, queries)), ...startedQueries(route!.data.queries(route!.params, queries, settings))])
}

describe("the signed-in first script's table", () => {
  const signedIn = withLoader.filter((r) => r.parentRoute === layout)
  const addresses = [...signedIn.map((r) => sample(r.fullPath)), `/keychains/${newKeychain}`]

  it('has a route with a loader for every declaration, and the reverse', () => {
    expect(layout.options.loader).toBeDefined()
    expect(withLoader.map((r) => r.fullPath).sort()).toEqual(signedInData.map((data) => data.path).sort())
    // Every signed-in route with a loader sits below the layout (the demo's checkout page aside, a demo build's own).
    expect(withLoader.filter((r) => r.parentRoute !== layout).map((r) => r.fullPath)).toEqual(['/demo-checkout'])
  })

  it.each(addresses)('%s: starts exactly what the loaders start', async (address) => {
    expect(firstScriptStarts(address)).toEqual(await loadersStart(address))
  })
})

describe('dataForAddress', () => {
  /** The keys started on `path`; `newDrafts`: the draft keys of entities not saved yet. */
  const names = (path: string, newDrafts: readonly string[] = []) => {
    const found = dataForAddress(path)
    if (!found) return null
    const isNewDraft = (key: string) => newDrafts.includes(key)
    const named = found.data.queries(found.params, queries, { apiProfile: '2025-05', activityDayOffset: 0, isNewDraft })
    return startedQueries(named).map((def) => def.key)
  }
  const user = '5f0c2a8e-1111-4000-8000-000000000001'
  const request = '5f0c2a8e-2222-4000-8000-000000000002'

  it('takes a fixed path before a pattern, and the pattern with the most fixed segments', () => {
    expect(names('/children/activity')).toEqual([queries.combinedActivitySummaries(0).key])
    expect(names(`/children/${user}`)).toEqual(
      [queries.user(user), queries.selectableKeychains(), queries.adminKeychains(), queries.apps()].map((def) => def.key),
    )
    expect(names(`/children/${user}/unlock-requests/${request}`)).toEqual([queries.unlockRequest(request).key])
    expect(names(`/children/${user}/unlock-requests/${request}/review`)).toEqual(
      [queries.unlockRequest(request), queries.user(user)].map((def) => def.key),
    )
  })

  it('asks nothing about a child not saved yet (the server does not know them: a 404)', () => {
    const newChild = '5f0c2a8e-3333-4000-8000-000000000003'
    const started = names(`/children/${newChild}`, [childDraftKey(newChild)])
    expect(started).not.toContain(queries.user(newChild).key)
    expect(started).toContain(queries.apps().key)
    expect(names(`/children/${user}`)).toContain(queries.user(user).key)
  })

  it("starts Home's widgets for `/`, which shows Home", () => {
    expect(names('/')).toEqual([queries.dashboard().key])
  })

  it('starts nothing for an address no signed-in route has', () => {
    expect(names('/otp/abc')).toBeNull()
    expect(names('/children/')).toBeNull()
    expect(names(`/children/${user}/unlock-requests/${request}/nope`)).toBeNull()
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
