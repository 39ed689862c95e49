/**
 * For route tests: `useQuery` that also notes which query each route's component mounted. Used as
 * the factory of a `vi.mock` of src/data/hooks; a component wrapped in `Owner` with a route's id
 * is noted under that id. And the declarations (`routeData`, the frame's data) noting which one
 * made each query definition, so a test can tell a declared query from one a screen wrote again.
 */
import { type Context, createContext, useContext } from 'react'
import type { QueryDef } from '../../../src/data/queries'
import type * as Hooks from '../../../src/data/hooks'
import type * as RouteDataModule from '../../../src/data/route-data'
import type * as FrameModule from '../../../src/features/shell/queries'

export interface Mounted {
  readonly route: string
  readonly def: QueryDef
}

export interface RecordingHooks {
  readonly testOwner: Context<string>
  readonly testMounted: Mounted[]
}

export function recordingHooks(actual: typeof Hooks): typeof Hooks & RecordingHooks {
  const owner = createContext('')
  const mounted: Mounted[] = []
  const useQuery = ((def: QueryDef | null) => {
    const route = useContext(owner)
    if (def) mounted.push({ route, def })
    return actual.useQuery(def as never)
  }) as typeof actual.useQuery
  return { ...actual, useQuery, testOwner: owner, testMounted: mounted }
}

/** Which declaration made each query definition: a route's path, or `frame` for the frame's data. */
export interface RecordingDeclarations {
  readonly testDeclaredBy: WeakMap<object, string>
}

/** Notes each definition a named set of queries holds as made by `by`; returns the set as is. */
function note<T extends object>(declaredBy: WeakMap<object, string>, named: T, by: string): T {
  for (const def of Object.values(named)) if (def) declaredBy.set(def as object, by)
  return named
}

const declaredBy = new WeakMap<object, string>()

/**
 * `routeData` that notes which route's declaration made each definition it hands out. Used as the
 * factory of a `vi.mock` of src/data/route-data.
 */
export function recordingRouteData(actual: typeof RouteDataModule): typeof RouteDataModule & RecordingDeclarations {
  const routeData: typeof actual.routeData = (path, read) =>
    actual.routeData(path, (params, all, settings) => note(declaredBy, read(params, all, settings), path))
  return { ...actual, routeData, testDeclaredBy: declaredBy }
}

/** The frame's data, noting its definitions as the frame's. Used as the factory of a `vi.mock` of src/features/shell/queries. */
export function recordingFrameData(actual: typeof FrameModule): typeof FrameModule {
  return { ...actual, frameData: (pathname, all) => note(declaredBy, actual.frameData(pathname, all), 'frame') }
}
