/**
 * The signed-in documents' first script starts the queries `routeQueries` names for the page's
 * path: each path there must be a signed-in route with a fixed path whose loader starts the same
 * queries, and every such route with a loader must be there (a renamed or new route would
 * otherwise have its data asked for only once the app's code has loaded).
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readRoutes } from '../../../scripts/prerender-plugin'
import { routeQueries } from '../../../src/routes/route-data'

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
