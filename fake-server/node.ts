/**
 * The fake server for Node (vitest): msw's request interception in the current process.
 * Call `server.listen()` / `server.close()` yourself. Unless given, the clock is real time and
 * ids come from crypto.randomUUID (this is the edge); pass your own for deterministic tests.
 */
import { setupServer } from 'msw/node'
import { type FakeServer, type FakeServerOptions, createFakeServer } from './server'

export function setupFakeServer(options: FakeServerOptions = {}): {
  server: ReturnType<typeof setupServer>
  fake: FakeServer
} {
  const fake = createFakeServer({
    clock: () => new Date(),
    ids: () => globalThis.crypto.randomUUID(),
    random: Math.random,
    ...options,
  })
  return { server: setupServer(...fake.handlers), fake }
}
