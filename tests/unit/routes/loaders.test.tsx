/**
 * A route's loader starts exactly the queries its screen mounts: a query it forgets is asked for
 * only after the screen's code has loaded, and one the screen never mounts is a wasted request.
 * The signed-in layout's loader starts the address's data: what the frame mounts and what the
 * screen below it mounts (the screen's first, so the frame's can follow it).
 * And the screen mounts them as its route declares them: each query a route's component mounts
 * is one its route's declaration made (the frame's for the signed-in layout), never one the
 * screen wrote again beside the declaration.
 *
 * Each route is opened on the demo family (the fake server, through the real client and data
 * engine). The loader is called on its own with an engine that records what it prefetches; the
 * page is then rendered on the server, again and again with every query it mounted answered,
 * until it mounts nothing new, and each mounted query is put down to the route whose component
 * mounted it (the authenticated layout's app shell, or the screen). Queries count as the same
 * when their cache key, operation and input are. Left out, as no loader can start them: reads
 * of other services (the places of the security feed's addresses), which depend on the route's
 * answer, and a query whose first fetch waits for its first poll (the frame's list of requests on
 * Home, whose widgets carry them).
 */
import { type AnyRoute, RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { QueryDef } from '../../../src/data/queries'
import { seedIds } from '../../../fake-server/demo/seed/seed'
import { apiProfile } from '../../../src/api/config'
import { createDataEngine } from '../../../src/data/engine'
import * as hooks from '../../../src/data/hooks'
import { setDataEngine } from '../../../src/data/runtime'
import { createAppRouter } from '../../../src/router'
import { noticeAcknowledged } from '../../../src/features/activity/prefs'
import { newKeychainDraft } from '@domain/keys/keychain-draft'
import { keychainDraftKey } from '../../../src/features/keychains/queries'
import { saveSession } from '../../../src/session'
import { startFake } from '../fake-server/harness'
import { testClient } from '../support/api-client'
import type { RecordingDeclarations, RecordingHooks } from './mounted-queries'
import * as routeDataModule from '../../../src/data/route-data'
import { isExternalRead } from '../../../src/data/external-reads'

await vi.hoisted(async () => {
  // The session and the new-keychain list live in the browser's storage.
  const { installMemoryStorages } = await import('../support/memory-storage')
  installMemoryStorages()
})

/** useQuery, also noting which route's component mounted which query. */
vi.mock('../../../src/data/hooks', async (importOriginal) =>
  (await import('./mounted-queries')).recordingHooks(await importOriginal<typeof import('../../../src/data/hooks')>()),
)
const { testOwner: Owner, testMounted: allMounted } = hooks as unknown as RecordingHooks
/** The declarations, noting which one made each query definition. */
vi.mock('../../../src/data/route-data', async (importOriginal) =>
  (await import('./mounted-queries')).recordingRouteData(await importOriginal<typeof import('../../../src/data/route-data')>()),
)
vi.mock('../../../src/features/shell/queries', async (importOriginal) =>
  (await import('./mounted-queries')).recordingFrameData(await importOriginal<typeof import('../../../src/features/shell/queries')>()),
)
const { testDeclaredBy: declaredBy } = routeDataModule as unknown as RecordingDeclarations
/** What loaders must start: neither deferred first fetches nor reads of other services. */
const mounted = {
  clear: () => void (allMounted.length = 0),
  list: () => allMounted.filter((m) => !m.def.deferFirstFetch && !isExternalRead(m.def.op)),
}

const ids = Object.fromEntries(Object.entries(seedIds).map(([k, v]) => [k, v.toLowerCase()])) as Record<keyof typeof seedIds, string>
const newKeychain = '0b0b0b0b-0000-4000-8000-000000000001'
const maya = `/children/${ids.maya}`
const youTube = `${maya}/unlock-requests/${ids.unlockRequestYouTube}`

/** One page of each route that has a loader (a keychain both stored and not created yet). */
const pages = [
  '/',
  '/children',
  maya,
  `${maya}/activity`,
  '/children/activity',
  `${maya}/activity/05-28-2025`,
  '/children/activity/05-27-2025',
  '/devices',
  `/devices/${ids.mayaMacBookAir}`,
  '/settings',
  '/security-events',
  '/keychains',
  `/keychains/${ids.mayasKeychain}`,
  `/keychains/${newKeychain}`,
  '/unlock-requests',
  `${maya}/unlock-requests`,
  `${maya}/unlock-requests/${ids.unlockRequestAccepted}`,
  `${youTube}/review`,
  `${youTube}/deny`,
  `${youTube}/select-keychain`,
  `${youTube}/edit-key/${ids.mayasKeychain}`,
  `${maya}/suspend-filter-requests/${ids.suspendRequest}`,
  // The demo's stand-in for the payment provider's page (demo builds only).
  '/demo-checkout',
  // iPhones and iPads: only today's API has them (under 2025-05 their loaders ask for nothing).
  ...(apiProfile === 'current' ? ['/ios-devices', `/ios-devices/${ids.mayaIPhone}`] : []),
]
/** Routes whose loaders load nothing under this build's API. */
const idleRoutes = apiProfile === 'current' ? [] : ['/authed/ios-devices', '/authed/ios-devices/$deviceId']

/** An engine of its own per page, with the new keychain's form started (as `/keychains/new` does). */
const engine = () => {
  const created = createDataEngine({
    call: testClient().call,
    retry: { count: 0, delayMs: () => 0 },
    drafts: null,
  })
  created.draftCreate(keychainDraftKey(newKeychain), newKeychainDraft)
  return created
}

/** Each route's component renders inside a marker naming the route. */
function markComponents(route: AnyRoute): void {
  const Inner = route.options.component as (((props: object) => ReactNode) & { preload?: () => Promise<void> }) | undefined
  if (Inner) {
    const Marked = Object.assign(
      () => (
        <Owner.Provider value={route.id}>
          <Inner />
        </Owner.Provider>
      ),
      { preload: Inner.preload },
    )
    route.update({ component: Marked } as never)
  }
  for (const child of (route.children as AnyRoute[] | undefined) ?? []) markComponents(child)
}

/**
 * The queries, by cache key and what is sent: the engine keeps one answer per key, so a prefetch
 * sent with other input (e.g. another time zone's days) would show the screen the wrong answer.
 * Ids count regardless of case (the server writes them upper case, addresses lower case).
 */
const keysOf = (defs: readonly QueryDef[]) =>
  [...new Set(defs.map((d) => `${d.key} ${d.op} ${String(JSON.stringify(d.input)).toLowerCase()}`))].sort()

/** What a route's loader prefetches, called on its own with an engine that records it. */
async function loaderKeys(route: AnyRoute, params: Record<string, string>, pathname: string): Promise<string[]> {
  const prefetched: QueryDef[] = []
  const real = engine()
  // The loader starts its queries all at once, when the table and the engine have loaded.
  let started = (): void => undefined
  const first = new Promise<void>((resolve) => (started = resolve))
  setDataEngine({ ...real, prefetch: (def) => (prefetched.push(def), started(), real.prefetch(def)) })
  void route.options.loader?.({ params, location: { pathname }, route })
  await first
  return keysOf(prefetched)
}

/** What each route's component mounts on `path` once every query it mounts has answered. */
async function mountedKeys(path: string) {
  const real = engine()
  setDataEngine(real)
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), isServer: true })
  await router.load()
  expect(router.state.location.pathname).toBe(path)
  let known = 0
  for (let round = 0; round < 6; round++) {
    mounted.clear()
    renderToString(<RouterProvider router={router} />)
    // The page is drawn with what it has: the frame's queries, which follow the screen's, go now.
    real.screenDrawn()
    await Promise.all(mounted.list().map((m) => real.prefetch(m.def)))
    const now = keysOf(mounted.list().map((m) => m.def)).length
    if (now === known) break
    known = now
  }
  const byRoute = new Map<string, string[]>()
  /** Per route, the queries its component mounted that its declaration did not make, and which made them. */
  const undeclared = new Map<string, string[]>()
  for (const m of router.state.matches) {
    const own = mounted.list().filter((x) => x.route === m.routeId)
    byRoute.set(m.routeId, keysOf(own.map((x) => x.def)))
    const declaration = m.routeId === '/authed' ? 'frame' : m.fullPath
    undeclared.set(
      m.routeId,
      own.filter((x) => declaredBy.get(x.def) !== declaration).map((x) => `${x.def.key} (${declaredBy.get(x.def) ?? 'written by the screen'})`),
    )
  }
  return { matches: router.state.matches, byRoute, undeclared }
}

let shared: ReturnType<typeof createAppRouter> | null = null
/** The app's routes, to look loaders up by route id. */
const router = () => (shared ??= createAppRouter())

beforeAll(async () => {
  const h = await startFake()
  saveSession(await h.loginDemo())
  // The parent has read the activity pages' notice, so they show the days.
  noticeAcknowledged.write(true)
  // The browser's days differ from UTC days (8 hours behind), as the API may count them.
  vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(480)
  markComponents(createAppRouter().routeTree as AnyRoute)
})

describe('route loaders', () => {
  it.each(pages)('%s: each loader prefetches exactly what its component mounts', async (path) => {
    const { matches, byRoute, undeclared } = await mountedKeys(path)
    const withLoader = matches.filter((m) => router().routesById[m.routeId]?.options.loader)
    expect(withLoader.length).toBeGreaterThan(0)
    for (const match of matches) expect(undeclared.get(match.routeId), `${match.routeId} mounts only declared queries`).toEqual([])
    for (const match of withLoader) {
      const route = router().routesById[match.routeId] as AnyRoute
      const screen = byRoute.get(match.routeId) ?? []
      expect(screen.length, `${match.routeId} mounts queries`).toBeGreaterThan(0)
      const address = match.routeId === '/authed' ? [...new Set(matches.flatMap((m) => byRoute.get(m.routeId) ?? []))].sort() : screen
      expect(await loaderKeys(route, match.params, path), match.routeId).toEqual(address)
    }
  })

  it('every route with a loader is opened above', () => {
    const covered = new Set(
      pages.flatMap((p) =>
        router()
          .matchRoutes(p)
          .map((m) => m.routeId),
      ),
    )
    const loaders = Object.values(router().routesById as Record<string, AnyRoute>).filter((r) => r.options.loader)
    expect(loaders.map((r) => r.id).filter((id) => !covered.has(id) && !idleRoutes.includes(id))).toEqual([])
  })
})
