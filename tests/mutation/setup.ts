// Setup of the mutation run's tests (vitest.mutation.config.mjs): few runs per property, with a
// fixed seed, so each of the thousands of mutant runs is quick and a mutant's verdict is the same
// from one run to the next. Fixed examples and boundary-biased generators carry the edge cases.
import fc from 'fast-check'

fc.configureGlobal({ numRuns: 25, seed: 1_625 })
