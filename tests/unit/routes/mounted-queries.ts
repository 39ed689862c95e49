/**
 * For route tests: `useQuery` that also notes which query each route's component mounted. Used as
 * the factory of a `vi.mock` of src/data/hooks; a component wrapped in `Owner` with a route's id
 * is noted under that id.
 */
import { type Context, createContext, useContext } from 'react'
import type { QueryDef } from '../../../src/data/queries'
import type * as Hooks from '../../../src/data/hooks'

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
