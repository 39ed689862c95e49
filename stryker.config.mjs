// Mutation testing of domain/ (npm run test:mutation, see scripts/mutation.mjs): Stryker changes
// domain code one small mutation at a time and runs the domain unit tests against each; a mutant
// no test notices ("survived") marks a rule the tests do not really check.
// Incremental: results are kept in reports/stryker-incremental.json (committed), so a later run
// only tests mutants in code or tests that changed since.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: ['domain/**/*.ts'],
  testRunner: 'vitest',
  // related: a static mutant (one in code run at import) reruns only the test files that import
  // its file, not all of them.
  vitest: { configFile: 'vitest.mutation.config.mjs', related: true },
  coverageAnalysis: 'perTest',
  plugins: ['@stryker-mutator/vitest-runner'],
  concurrency: 2,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  thresholds: { high: 90, low: 85, break: null },
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // The sandbox needs the sources, the domain tests and the configs, not build output.
  ignorePatterns: ['dist', 'dist-*', 'test-results', 'reports', 'coverage', 'playwright-report', 'tests/e2e', 'tests/bench'],
  // Properties run few times here (tests/mutation/setup.ts), so a mutant's tests take well under a
  // second: a run 10 s over its usual time is a mutant that loops.
  timeoutMS: 10_000,
  timeoutFactor: 3,
}
