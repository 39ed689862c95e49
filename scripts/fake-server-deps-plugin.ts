/**
 * Demo builds: keeps out of the fake server's chunk what its database library (@mswjs/data)
 * loads for features the fake server never uses. The library is CommonJS, so the bundler cannot
 * leave out its unused parts by itself, and at start it loads:
 *
 * - its REST and GraphQL handler generators (`toHandlers`), which bring in all of graphql and a
 *   second, CommonJS copy of msw;
 * - all of lodash, for one `isFunction`;
 * - all of date-fns, for one `compareAsc`.
 *
 * Together they were about 60 % of the chunk, all parsed and run before the demo could answer
 * its first request. Each import is replaced by a small module: the two functions come from
 * their own single-function files in the same packages (the same code), and the handler
 * generators throw if anything ever calls them. Only imports made by @mswjs/data itself are
 * replaced.
 */
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

const virtualPrefix = '\0gatehouse-data-deps:'
const fromLibrary = /[\\/]node_modules[\\/]@mswjs[\\/]data[\\/]lib[\\/]/

/** A module whose exports throw: the generator is never part of the demo. */
const unused = (...names: string[]) =>
  names
    .map(
      (name) =>
        `export function ${name}() { throw new Error('@mswjs/data: ${name} is not part of the demo build (nothing in the fake server generates handlers from its models).') }`,
    )
    .join('\n')

/** What each replaced import (as written in @mswjs/data's files) becomes. */
const replacements: Record<string, (importer: string) => string> = {
  'date-fns': (importer) => `export { default as compareAsc } from ${JSON.stringify(resolveFrom(importer, 'date-fns/compareAsc/index.js'))}`,
  lodash: (importer) => `export { default as isFunction } from ${JSON.stringify(resolveFrom(importer, 'lodash/isFunction.js'))}`,
  './model/generateRestHandlers': () => unused('generateRestHandlers'),
  './model/generateGraphQLHandlers': () => unused('generateGraphQLHandlers', 'generateGraphQLSchema'),
}

function resolveFrom(importer: string, spec: string): string {
  return createRequire(importer).resolve(spec)
}

export function fakeServerDeps(): Plugin {
  const modules = new Map<string, string>()
  return {
    name: 'gatehouse-fake-server-deps',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const replace = replacements[source]
      if (!replace || !importer || !fromLibrary.test(importer)) return null
      const id = `${virtualPrefix}${source}`
      modules.set(id, replace(importer))
      return id
    },
    load(id) {
      return modules.get(id) ?? null
    },
  }
}
