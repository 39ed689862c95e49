// Vitest for mutation testing (npm run test:mutation): only the unit tests of domain/, which
// are fast and test domain code directly; Stryker runs them against each mutant.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: { '@domain': fileURLToPath(new URL('./domain', import.meta.url)) } },
  test: {
    include: ['tests/unit/domain/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    // Stryker's workers run side by side on a busy machine: property tests get room.
    testTimeout: 60_000,
  },
})
