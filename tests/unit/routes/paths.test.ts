/**
 * Each route's path is written once, in src/route-paths.ts: the route files take their `path`
 * from there, and the modules that declare or look up a route's data (the route files and their
 * loaders, the first script's table, the features' data declarations, the first script itself)
 * name routes only through it. A route's path written again in one of them, e.g. as a loader's or
 * a table's key, fails here. Links and redirects (`to`, `from`) name their target as the router
 * types it, and are not counted.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { AnyRoute } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { createAppRouter } from '../../../src/router'
import { paths } from '../../../src/route-paths'

const root = join(import.meta.dirname, '../../..')
const routes = Object.values(createAppRouter().routesById as Record<string, AnyRoute>).filter(
  (r) => (r.options as { path?: string }).path !== undefined,
)

/** The modules that declare routes or their data, or find a route's data by its address. */
const declaring = [
  ...readdirSync(join(root, 'src/routes')).map((name) => `src/routes/${name}`),
  ...readdirSync(join(root, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `src/features/${entry.name}/queries.ts`)
    .filter((file) => {
      try {
        return readFileSync(join(root, file)).length > 0
      } catch {
        return false
      }
    }),
  'src/data/route-data.ts',
  'src/data/prefetch.ts',
  'src/signed-in-start.ts',
  'src/route-code.ts',
]

/** `source` without its comments (which may name a route's address to explain it). */
const code = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')

/** The string literals of `source`'s code (quotes of any kind, no interpolation) that are not link or redirect targets. */
function literals(source: string): string[] {
  return [...code(source).matchAll(/(\bto|\bfrom)?(\s*[:=]\s*)?(['"`])([^'"`$\n]*(?:\$[a-zA-Z][^'"`\n]*)?)\3/g)]
    .filter(([, target, assign]) => !(target && assign))
    .map((m) => m[4]!)
}

describe('route paths', () => {
  it('are written once: each route takes its path from src/route-paths.ts, which names every route once', () => {
    const written = Object.values(paths)
    expect(new Set(written).size).toBe(written.length)
    expect(routes.map((r) => r.fullPath).sort()).toEqual([...written].sort())
  })

  it.each(declaring)('%s writes no route path of its own', (file) => {
    const source = readFileSync(join(root, file), 'utf8')
    const routePaths = new Set<string>(Object.values(paths).filter((path) => path !== '/'))
    expect(literals(source).filter((text) => routePaths.has(text))).toEqual([])
    // Home's path, '/', is also a path separator: written as a whole string only where a path is meant.
    expect(code(source)).not.toMatch(/(===|!==|Set\(\[|path:|\[)\s*'\/'/)
  })
})
