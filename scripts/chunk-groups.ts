/**
 * Build step: the signed-in code in one chunk instead of some thirty small ones.
 *
 * Left alone, the bundler splits the code every signed-in screen shares (the app shell, the data
 * layer, the operation table and its schemas, shared widgets) into a file per set of importers: a
 * signed-in document then loads about thirty-five scripts over a browser's six connections per
 * host, and each one costs a round trip before its bytes come. Grouped, the document loads the
 * entry's files, one signed-in chunk and its screen's own chunk.
 *
 * Only modules the first route of a visitor who is not signed in (the entry, the boot entry and
 * the login screen, each with everything it imports statically) does not load are grouped, so
 * the login page does not load one byte more.
 */
import { resolve } from 'node:path'
import type { Rolldown } from 'vite'
import { readRoutes } from './prerender-plugin.ts'

type Options = NonNullable<Rolldown.OutputOptions['codeSplitting']>
type Context = Parameters<Extract<NonNullable<Exclude<Options, boolean>['groups']>[number]['name'], (...args: never[]) => unknown>>[1]

export interface ChunkGroupOptions {
  /** The project root. */
  readonly root: string
  /** Entries (from the project root) a visitor who is not signed in loads: the app's and the boot entry. */
  readonly entries: readonly string[]
  /** The path of the page a visitor who is not signed in starts on. */
  readonly publicStart: string
  /** Modules (from the project root) every signed-in route loads besides the app shell. */
  readonly signedIn: readonly string[]
}

/** Every module `roots` import statically, the roots included. */
function staticClosure(ctx: Context, roots: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...roots]
  while (queue.length > 0) {
    const id = queue.pop()!
    if (seen.has(id)) continue
    const info = ctx.getModuleInfo(id)
    if (!info) continue
    seen.add(id)
    queue.push(...info.importedIds)
  }
  return seen
}

/** The signed-in group: the code signed-in routes share that the public start page does not load. */
export function signedInChunk(options: ChunkGroupOptions): Exclude<Options, boolean> {
  const { routes, shell } = readRoutes(options.root)
  const start = routes.find((route) => route.path === options.publicStart)?.screen
  if (!start) throw new Error(`chunk groups: no route with the path ${options.publicStart}`)
  if (!shell) throw new Error('chunk groups: no signed-in layout route')
  const screens = routes.filter((route) => route.authed && route.screen).map((route) => route.screen!)
  const [appEntry, ...otherEntries] = options.entries.map((entry) => resolve(options.root, entry))
  // Computed once per chunking pass, on the first module it is asked about.
  let grouped: { context: Context; modules: Map<string, string> } | null = null
  const groupOf = (ctx: Context): Map<string, string> => {
    if (grouped?.context === ctx) return grouped.modules
    const modules = new Map<string, string>()
    // What the app's entry imports (every page loads it) in one file, but for what the other
    // entries import too (the boot entry stays small).
    const shared = staticClosure(ctx, otherEntries)
    for (const id of staticClosure(ctx, [appEntry!])) if (id !== appEntry && !shared.has(id)) modules.set(id, 'app')
    const excluded = staticClosure(ctx, [appEntry!, ...otherEntries, start])
    const add = (ids: Iterable<string>) => {
      for (const id of ids) if (!excluded.has(id)) modules.set(id, 'signed-in')
    }
    add(staticClosure(ctx, [shell, ...options.signedIn.map((module) => resolve(options.root, module))]))
    // What two signed-in screens or more import besides their own code.
    const uses = new Map<string, number>()
    for (const screen of screens) {
      for (const id of staticClosure(ctx, [screen])) if (id !== screen) uses.set(id, (uses.get(id) ?? 0) + 1)
    }
    add([...uses].filter(([, count]) => count >= 2).map(([id]) => id))
    grouped = { context: ctx, modules }
    return modules
  }
  return {
    // A group member's own imports stay where they are (most are the entry's).
    includeDependenciesRecursively: false,
    groups: [{ name: (id, ctx) => groupOf(ctx).get(id) ?? null, debugName: 'app and signed-in' }],
  }
}
