// fast-check as the unit tests see it (vite.config.ts maps `fast-check` here; the mutation run has
// its own, tests/mutation/fast-check.ts): the same library, with three additions to `fc.assert`.
// - FC_RUNS=<factor> multiplies every property's runs, its own numRuns included (a long soak:
//   FC_RUNS=20 npm run test:props).
// - FC_SEED=<seed> gives every property that seed: a failure replays.
// - A failure ends with the one-line command that replays it.
// And a property must run in a test tagged 'property' (`it(name, { tags: ['property'] }, fn)`),
// or it fails saying so: `npm run test:props` selects tests by that tag, and a property test
// without it would silently fall out of that run.
import real from '../../node_modules/fast-check/lib/fast-check.js'
import { getCurrentTest } from 'vitest/suite'
import { expect } from 'vitest'

export * from '../../node_modules/fast-check/lib/fast-check.js'

/** The tag `npm run test:props` runs (vitest --tags-filter). */
export const propertyTag = 'property'

/** fast-check's own default when neither the test nor the global settings name a count. */
const defaultRuns = 100

/** FC_RUNS read as a positive factor (1 when unset); anything else stops the run with a message. */
export function runsFactor(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1
  const factor = Number(value)
  if (!Number.isFinite(factor) || factor <= 0) throw new Error(`FC_RUNS must be a positive number (a factor of each property's runs), not "${value}"`)
  return factor
}

/** FC_SEED read as fast-check's 32-bit integer seed (undefined when unset). */
export function fixedSeed(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const seed = Number(value)
  if (!Number.isInteger(seed) || seed < -(2 ** 31) || seed >= 2 ** 32) throw new Error(`FC_SEED must be an integer seed, not "${value}"`)
  return seed
}

/** The runs a property gets: its own count (or the global one), times the factor, at least 1. */
export const scaledRuns = (own: number | undefined, factor: number): number => Math.max(1, Math.round((own ?? defaultRuns) * factor))

const quote = (text: string): string => `'${text.replaceAll("'", `'\\''`)}'`
const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The shell command that runs one test again with the failing seed (and the same run factor). */
export function replayCommand(input: { seed: number; file: string; test: string; factor: number }): string {
  const runs = input.factor === 1 ? '' : ` FC_RUNS=${input.factor}`
  return `FC_SEED=${input.seed}${runs} npx vitest run ${quote(input.file)} -t ${quote(`^${escapeRegex(input.test)}$`)}`
}

/** The seed fast-check reports in a failure's message. */
export const seedOf = (message: string): number | undefined => {
  const match = /\bseed: (-?\d+)/.exec(message)
  return match ? Number(match[1]) : undefined
}

function withReplay(error: unknown, factor: number): unknown {
  if (!(error instanceof Error)) return error
  const seed = seedOf(error.message)
  const state = expect.getState()
  const test = getCurrentTest()
  if (seed === undefined || !state.testPath || !test) return error
  const file = state.testPath.replace(`${process.cwd()}/`, '')
  error.message += `\nReplay: ${replayCommand({ seed, file, test: test.name, factor })}`
  return error
}

function requireTag(): void {
  const test = getCurrentTest()
  if (test && !(test.tags ?? []).includes(propertyTag)) {
    throw new Error(`"${test.name}" runs a property: tag it, it(name, { tags: ['${propertyTag}'] }, fn), so npm run test:props runs it.`)
  }
}

/** fc.assert with the run factor, the fixed seed and the replay line. */
export const assert = ((property: Parameters<typeof real.assert>[0], params?: Parameters<typeof real.assert>[1]) => {
  requireTag()
  const factor = runsFactor(process.env.FC_RUNS)
  const seed = fixedSeed(process.env.FC_SEED)
  const own = params?.numRuns ?? real.readConfigureGlobal().numRuns
  const settings = { ...params, numRuns: scaledRuns(own, factor), ...(seed === undefined ? {} : { seed }) }
  try {
    const result: unknown = real.assert(property, settings)
    return result instanceof Promise
      ? result.catch((error: unknown) => {
          throw withReplay(error, factor)
        })
      : result
  } catch (error) {
    throw withReplay(error, factor)
  }
}) as typeof real.assert

export default { ...real, assert }
