/**
 * The signed-in documents' first script starts the queries `routeQueries` names for the page's
 * path: each path there must be a signed-in route with a fixed path whose loader starts the same
 * queries, and every such route with a loader must be there (a renamed or new route would
 * otherwise have its data asked for only once the app's code has loaded). The routes with ids in
 * their path are named in `paramRouteQueries`, matched segment by segment.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readRoutes } from '../../../scripts/prerender-plugin'
import { queries } from '@domain/queries'
import { firstMatch, matchPath } from '../../../src/routes/match-path'
import { paramRouteQueries, queriesForPath, routeQueries } from '../../../src/routes/route-data'

const root = join(import.meta.dirname, '../../..')
const dir = join(root, 'src/routes')
const sources = readdirSync(dir)
  .filter((name) => name.endsWith('.tsx'))
  .map((name) => readFileSync(join(dir, name), 'utf8'))
const sourceOf = (path: string) => sources.find((source) => source.includes(`path: '${path}'`))

describe('routeQueries', () => {
  it.each(Object.keys(routeQueries))('%s is a signed-in route whose loader starts them', (path) => {
    const route = readRoutes(root).routes.find((r) => r.path === path)
    expect(route, `no route with the path ${path}`).toBeDefined()
    expect(route?.authed).toBe(true)
    expect(sourceOf(path)).toContain(`loader: () => prefetchQueries(routeQueries['${path}'])`)
  })

  it('names every signed-in route with a fixed path and a loader', () => {
    const withLoader = sources
      .filter((source) => source.includes('getParentRoute: () => authedRoute') && /\bloader:/.test(source))
      .map((source) => /\bpath: '([^']+)'/.exec(source)?.[1])
      .filter((path): path is string => path !== undefined && !path.includes('$'))
    expect(withLoader.sort()).toEqual(Object.keys(routeQueries).sort())
  })
})

describe('paramRouteQueries', () => {
  const paramPaths = sources
    .filter((source) => source.includes('getParentRoute: () => authedRoute') && /\bloader:/.test(source))
    .map((source) => /\bpath: '([^']+)'/.exec(source)?.[1])
    .filter((path): path is string => path !== undefined && path.includes('$'))

  it('names every signed-in route with ids in its path and a loader, which starts them', () => {
    expect(paramPaths.sort()).toEqual(Object.keys(paramRouteQueries).sort())
    for (const path of paramPaths) {
      expect(sourceOf(path), path).toContain(`loader: ({ params }) => prefetchQueries(paramRouteQueries['${path}'](params))`)
    }
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
    expect(firstMatch(patterns, '/children/activity/2026-11-25')).toEqual({ pattern: '/children/activity/$urlDate', params: { urlDate: '2026-11-25' } })
    expect(firstMatch(patterns, '/children/x/activity')?.pattern).toBe('/children/$userId/activity')
    expect(firstMatch(patterns, '/children/x')?.pattern).toBe('/children/$userId')
    expect(firstMatch(patterns, '/devices/x')).toBeNull()
    // Both match: the one fixed where the other is not, first from the left, wins, whatever the order.
    expect(firstMatch(['/a/$x/c', '/a/b/$y'], '/a/b/c')?.pattern).toBe('/a/b/$y')
    expect(firstMatch(['/a/$x/$y', '/a/b/c'], '/a/b/c')?.pattern).toBe('/a/b/c')
  })
})
