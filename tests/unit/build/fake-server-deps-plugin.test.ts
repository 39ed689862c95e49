import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { fakeServerDeps } from '../../../scripts/fake-server-deps-plugin'

const require = createRequire(import.meta.url)
/** A file of the database library, as the bundler names the importer. */
const libraryFile = require.resolve('@mswjs/data/lib/model/getDefinition.js')
const appFile = require.resolve('../../../fake-server/core/db/models.ts')

type Hook = (this: unknown, ...args: unknown[]) => unknown
function hooks() {
  const plugin = fakeServerDeps()
  const resolveId = plugin.resolveId as Hook
  const load = plugin.load as Hook
  return {
    resolve: (source: string, importer: string | undefined) => resolveId.call({}, source, importer, {}) as string | null,
    load: (id: string) => load.call({}, id) as string | null,
  }
}

/** The file a replacement module re-exports `name` from (fails the test when it does not). */
function reexported(code: string | null, name: string): string {
  const file = new RegExp(`^export \\{ default as ${name} \\} from ("[^"]+")$`).exec(code ?? '')?.[1]
  expect(file, code ?? '(nothing)').toBeDefined()
  return JSON.parse(file ?? '""') as string
}

describe('the demo build leaves out what its database library loads for nothing', () => {
  it('gives the library one function of lodash and of date-fns instead of the whole packages', () => {
    const { resolve, load } = hooks()
    const lodash = resolve('lodash', libraryFile)
    const dates = resolve('date-fns', libraryFile)
    expect(lodash).not.toBeNull()
    expect(dates).not.toBeNull()
    // Each re-exports the package's own single-function file: load that file and use it.
    const isFunction = require(reexported(load(lodash ?? ''), 'isFunction')) as (value: unknown) => boolean
    const compareAsc = require(reexported(load(dates ?? ''), 'compareAsc')) as (a: Date, b: Date) => number
    expect([isFunction(() => 1), isFunction({})]).toEqual([true, false])
    expect([compareAsc(new Date(1), new Date(2)), compareAsc(new Date(2), new Date(2)), compareAsc(new Date(3), new Date(2))]).toEqual([-1, 0, 1])
  })

  it('replaces its handler generators with ones that say they are not part of the demo', async () => {
    const { resolve, load } = hooks()
    const rest = load(resolve('./model/generateRestHandlers', libraryFile) ?? '') ?? ''
    const graphql = load(resolve('./model/generateGraphQLHandlers', libraryFile) ?? '') ?? ''
    expect(rest).toContain('export function generateRestHandlers()')
    expect(graphql).toContain('export function generateGraphQLHandlers()')
    expect(graphql).toContain('export function generateGraphQLSchema()')
    // The replacement really throws when called: load it as the module it is and call it.
    const generated = (await import(`data:text/javascript,${encodeURIComponent(rest)}`)) as { generateRestHandlers: () => unknown }
    expect(() => generated.generateRestHandlers()).toThrow(/not part of the demo build/)
  })

  it("leaves everyone else's imports alone, the fake server's and the app's included", () => {
    const { resolve } = hooks()
    expect(resolve('lodash', appFile)).toBeNull()
    expect(resolve('date-fns', appFile)).toBeNull()
    expect(resolve('./model/generateRestHandlers', appFile)).toBeNull()
    expect(resolve('lodash', undefined)).toBeNull()
    expect(resolve('msw', libraryFile)).toBeNull()
  })
})
