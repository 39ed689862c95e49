// Vitest for mutation testing (npm run test:mutation): only the unit tests of domain/, which
// are fast and test domain code directly; Stryker runs them against each mutant.
// Each mutant reruns the tests that cover it, so properties run few times here (fast-check is
// mapped to tests/mutation/fast-check.ts, capped by tests/mutation/setup.ts); `npm test` keeps
// the full counts.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const path = (relative) => fileURLToPath(new URL(relative, import.meta.url))

export default defineConfig({
  resolve: {
    alias: [
      { find: '@domain', replacement: path('./domain') },
      { find: /^fast-check$/, replacement: path('./tests/mutation/fast-check.ts') },
    ],
  },
  test: {
    include: ['tests/unit/domain/**/*.test.ts'],
    // Property tests carry this tag (see tests/properties/fast-check.ts).
    tags: [{ name: 'property' }],
    setupFiles: ['tests/mutation/setup.ts'],
    // A test file that cannot load counts as a failed test (see the reporter).
    reporters: ['default', './tests/mutation/unloadable-file-as-failed-test.ts'],
    environment: 'node',
    pool: 'threads',
    // Domain code and its tests keep no state between files: one module graph serves all test
    // files, instead of importing it again for each file on every mutant's run.
    isolate: false,
    // Stryker's workers run side by side on a busy machine: property tests get room.
    testTimeout: 60_000,
  },
})
