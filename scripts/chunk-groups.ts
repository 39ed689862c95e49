/**
 * Build step: the app's code in a few chunks instead of some forty small ones.
 *
 * Left alone, the bundler splits the code into a file per set of importers: a signed-in document
 * then loads about thirty-five scripts over a browser's six connections per host, and each one
 * costs a round trip before its bytes come. Grouped, it loads about ten, most of them at once.
 *
 * The groups keep what each page loads, and when: the login page's first route loads no module
 * it did not load before, the public pages' code loaded after their first paint (the API client,
 * the toasts, the operation table at the first call) stays apart from the signed-in code, and the
 * signed-in documents' first script (which starts the data requests) needs none of the app's
 * entry's code but the few modules both share.
 */
import { resolve } from 'node:path'
import type { Rolldown } from 'vite'
import { readRoutes } from './prerender-plugin.ts'

type Options = NonNullable<Rolldown.OutputOptions['codeSplitting']>
type Context = Parameters<Extract<NonNullable<Exclude<Options, boolean>['groups']>[number]['name'], (...args: never[]) => unknown>>[1]

export interface ChunkGroupOptions {
  /** The project root; every module below is named from it. */
  readonly root: string
  /** The app's entry: every page loads it. */
  readonly appEntry: string
  /** The prerendered pages' first script: what it imports stays apart (it stays small). */
  readonly bootEntry: string
  /** The path of the page a visitor who is not signed in starts on. */
  readonly publicStart: string
  /** What public pages load after their first paint: the API client and the toasts' store. */
  readonly publicLazy: readonly string[]
  /** What the API client loads on its first call (the operation table and its schemas). */
  readonly operationTable: readonly string[]
  /** The signed-in documents' first script (it starts the data requests). */
  readonly signedInEntry: string
  /** The toasts' view, which the app's frame loads lazily. */
  readonly toasts: string
  /** Modules every signed-in route loads besides the app shell (the data layer). */
  readonly signedIn: readonly string[]
  /**
   * Large modules only some screens need (the public suffix list): they, what they import and what
   * imports them stay out of `signed-in` even when two screens share them, so a screen without
   * them never waits for them.
   */
  readonly onDemand?: readonly string[]
}

/** Every module reached from `roots` by following `next` (the roots included). */
function reach(
  ctx: Context,
  roots: readonly string[],
  next: (info: NonNullable<ReturnType<Context['getModuleInfo']>>) => readonly string[],
): Set<string> {
  const seen = new Set<string>()
  const queue = [...roots]
  while (queue.length > 0) {
    const id = queue.pop()!
    if (seen.has(id)) continue
    const info = ctx.getModuleInfo(id)
    if (!info) continue
    seen.add(id)
    queue.push(...next(info))
  }
  return seen
}

/** Every module `roots` import statically, the roots included. */
const staticClosure = (ctx: Context, roots: readonly string[]) => reach(ctx, roots, (info) => info.importedIds)

/** Every module that imports one of `roots`, directly or through others, the roots included. */
const importersClosure = (ctx: Context, roots: readonly string[]) => reach(ctx, roots, (info) => info.importers)

/**
 * The chunk of each grouped module (the others are left to the bundler):
 * - `common`: what the app's entry shares with the signed-in first script, the API client or the
 *   operation table (the session, storage, React's hooks…), so none of them waits for `app`;
 * - `client`, `operations`, `data`: the API client with the toasts' store, the operation table,
 *   the rest of the signed-in first script (the data engine);
 * - `app`: the rest of the app entry's imports, and what the public start page and signed-in
 *   routes both load (every page loads `app`);
 * - `toasts`: the toasts' view;
 * - `signed-in`: the app shell, the data layer and what two signed-in screens or more import.
 */
function groupModules(ctx: Context, options: ChunkGroupOptions, shell: string, start: string, screens: readonly string[]): Map<string, string> {
  const at = (module: string) => resolve(options.root, module)
  const closure = (modules: readonly string[]) => staticClosure(ctx, modules.map(at))
  const appEntry = at(options.appEntry)
  const signedInEntry = at(options.signedInEntry)
  const boot = closure([options.bootEntry])
  const app = closure([options.appEntry])
  const lazy = closure(options.publicLazy)
  const table = closure(options.operationTable)
  const early = closure([options.signedInEntry])
  const publicStart = staticClosure(ctx, [start])
  const modules = new Map<string, string>()
  const put = (ids: Iterable<string>, name: string, except: (id: string) => boolean = () => false) => {
    for (const id of ids) {
      if (id === appEntry || id === signedInEntry || boot.has(id) || modules.has(id) || except(id)) continue
      modules.set(id, name)
    }
  }
  // What the documents' first script imports (the stored theme and session keys): one small file.
  for (const id of boot) if (id !== at(options.bootEntry)) modules.set(id, 'first')
  put(
    [...lazy, ...table, ...early].filter((id) => app.has(id)),
    'common',
  )
  // What the first script shares with the public start page (e.g. the command type both write
  // with): in `common` too, so the first script never waits for `app`.
  put(
    [...early].filter((id) => publicStart.has(id)),
    'common',
  )
  put(lazy, 'client')
  put(table, 'operations')
  put(early, 'data', (id) => publicStart.has(id))
  put(app, 'app')
  put(closure([options.toasts]), 'toasts')
  const signedIn = [...staticClosure(ctx, [shell, ...options.signedIn.map(at)])]
  // What two signed-in screens or more import besides their own code.
  const uses = new Map<string, number>()
  for (const screen of screens) {
    for (const id of staticClosure(ctx, [screen])) if (id !== screen) uses.set(id, (uses.get(id) ?? 0) + 1)
  }
  const onDemandRoots = (options.onDemand ?? []).map(at)
  const onDemand = new Set([...importersClosure(ctx, onDemandRoots), ...staticClosure(ctx, onDemandRoots)])
  signedIn.push(...[...uses].filter(([id, count]) => count >= 2 && !onDemand.has(id)).map(([id]) => id))
  put(
    signedIn.filter((id) => publicStart.has(id)),
    'app',
  )
  // The signed-in frame's styles join the app's stylesheet: a signed-in document then asks for
  // one stylesheet fewer before its first paint, for a few kilobytes more on the public pages.
  put(
    signedIn.filter((id) => /\.css$/.test(id)),
    'app',
  )
  put(signedIn, 'signed-in')
  return modules
}

export function chunkGroups(options: ChunkGroupOptions): Exclude<Options, boolean> {
  const { routes, shell } = readRoutes(options.root)
  const start = routes.find((route) => route.path === options.publicStart)?.screen
  if (!start) throw new Error(`chunk groups: no route with the path ${options.publicStart}`)
  if (!shell) throw new Error('chunk groups: no signed-in layout route')
  const screens = routes.filter((route) => route.authed && route.screen).map((route) => route.screen!)
  // Computed once per chunking pass, on the first module it is asked about.
  let grouped: { context: Context; modules: Map<string, string> } | null = null
  const groupOf = (ctx: Context): Map<string, string> => {
    if (grouped?.context !== ctx) grouped = { context: ctx, modules: groupModules(ctx, options, shell, start, screens) }
    return grouped.modules
  }
  return {
    // A group member's own imports stay where they are (most are the entry's).
    includeDependenciesRecursively: false,
    groups: [{ name: (id, ctx) => groupOf(ctx).get(id) ?? null, debugName: 'the app in a few chunks' }],
  }
}
