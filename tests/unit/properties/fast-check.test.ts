/**
 * The unit tests' fast-check (tests/properties/fast-check.ts): FC_RUNS scales every property's
 * runs, FC_SEED replays, a failure prints the command that replays it, and a property outside a
 * test tagged 'property' fails, so that no property test falls out of `npm run test:props`.
 */
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { fixedSeed, replayCommand, runsFactor, scaledRuns, seedOf } from '../../properties/fast-check'

const saved = { runs: process.env.FC_RUNS, seed: process.env.FC_SEED }
afterEach(() => {
  for (const [name, value] of [
    ['FC_RUNS', saved.runs],
    ['FC_SEED', saved.seed],
  ] as const) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

/** The error fc.assert throws for a property that fails for numbers above 50. */
function failure(): Error {
  try {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1000 }), (n) => n <= 50))
  } catch (error) {
    return error as Error
  }
  throw new Error('the property did not fail')
}

describe('settings', () => {
  it('FC_RUNS is a positive factor, 1 when unset; FC_SEED an integer seed', () => {
    expect([runsFactor(undefined), runsFactor(''), runsFactor('20'), runsFactor('0.5')]).toEqual([1, 1, 20, 0.5])
    for (const bad of ['0', '-2', 'many', 'NaN']) expect(() => runsFactor(bad)).toThrow(/FC_RUNS/)
    expect([fixedSeed(undefined), fixedSeed('42'), fixedSeed('-1234')]).toEqual([undefined, 42, -1234])
    for (const bad of ['1.5', 'seed', String(2 ** 32)]) expect(() => fixedSeed(bad)).toThrow(/FC_SEED/)
  })

  it('scales a property’s own count (fast-check’s 100 when it names none), never below 1 run', () => {
    expect([scaledRuns(undefined, 1), scaledRuns(30, 1), scaledRuns(30, 10), scaledRuns(1, 0.1)]).toEqual([100, 30, 300, 1])
  })

  it('the replay command names the seed, the factor when not 1, the file and the test, quoted for a shell', () => {
    expect(replayCommand({ seed: -17, file: 'tests/unit/x.test.ts', test: 'a (b)', factor: 1 })).toBe(
      "FC_SEED=-17 npx vitest run 'tests/unit/x.test.ts' -t '^a \\(b\\)$'",
    )
    expect(replayCommand({ seed: 5, file: 'x.test.ts', test: 'Maya’s day', factor: 20 })).toBe(
      "FC_SEED=5 FC_RUNS=20 npx vitest run 'x.test.ts' -t '^Maya’s day$'",
    )
    expect(replayCommand({ seed: 5, file: 'x.test.ts', test: "it's", factor: 1 })).toContain(`-t '^it'\\''s$'`)
  })
})

describe('fc.assert', () => {
  it('refuses to run a property in a test without the property tag', () => {
    expect(() => fc.assert(fc.property(fc.integer(), () => true))).toThrow(/tags: \['property'\]/)
  })

  it('multiplies every property’s runs by FC_RUNS, its own numRuns included', { tags: ['property'] }, () => {
    let runs = 0
    process.env.FC_RUNS = '3'
    fc.assert(
      fc.property(fc.integer(), () => {
        runs += 1
      }),
      { numRuns: 10 },
    )
    expect(runs).toBe(30)
  })

  it('a failure ends with the one-line command that replays it, and FC_SEED replays the same counterexample', { tags: ['property'] }, () => {
    const first = failure()
    const seed = seedOf(first.message)
    expect(seed).toBeDefined()
    const name = 'a failure ends with the one-line command that replays it, and FC_SEED replays the same counterexample'
    expect(first.message.split('\n').at(-1)).toBe(
      `Replay: ${replayCommand({ seed: seed!, file: 'tests/unit/properties/fast-check.test.ts', test: name, factor: 1 })}`,
    )
    process.env.FC_SEED = String(seed)
    const again = failure()
    const counterexample = (error: Error) => /Counterexample: (.*)/.exec(error.message)?.[1]
    expect(seedOf(again.message)).toBe(seed)
    expect(counterexample(again)).toBe(counterexample(first))
  })
})

describe('docs/properties.md', () => {
  it('lists every test file that holds a property test', async () => {
    const { readFileSync, readdirSync } = await import('node:fs')
    const doc = readFileSync('docs/properties.md', 'utf8')
    const files = readdirSync('tests/unit', { recursive: true })
      .map((name) => `tests/unit/${String(name)}`)
      .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(file, 'utf8').includes("tags: ['property']"))
    expect(files.length).toBeGreaterThan(40)
    expect(files.filter((file) => !doc.includes(`\`${file}\``))).toEqual([])
  })
})
