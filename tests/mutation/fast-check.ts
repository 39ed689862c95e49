// fast-check as the mutation run sees it (vitest.mutation.config.mjs maps `fast-check` here):
// the same library, but no property runs more often than the global numRuns set by
// tests/mutation/setup.ts, even where a test asks for more. Stryker runs the tests once per
// mutant, thousands of times; the full counts stay in the ordinary unit run.
import real from '../../node_modules/fast-check/lib/fast-check.js'

export * from '../../node_modules/fast-check/lib/fast-check.js'

/** The most runs a property gets in the mutation run. */
const cap = (): number => real.readConfigureGlobal().numRuns ?? 100

/** fc.assert with numRuns capped at the global setting. */
export const assert = ((property: Parameters<typeof real.assert>[0], params?: Parameters<typeof real.assert>[1]) =>
  real.assert(property, { ...params, numRuns: Math.min(params?.numRuns ?? cap(), cap()) })) as typeof real.assert

export default { ...real, assert }
