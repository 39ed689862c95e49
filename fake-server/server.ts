/**
 * The fake server with the demo family: the core server (core/server.ts) extended by the demo
 * (demo/index.ts). The browser, Node and HTTP entries create it here.
 */
import { type CoreServerOptions, type FakeServer, createCoreServer } from './core/server'
import { type DemoOptions, demoExtension } from './demo'

export { type FakeServer, type SaveTimers, defaultStorageKey, saveGapMs } from './core/server'

export interface FakeServerOptions extends CoreServerOptions, DemoOptions {}

export function createFakeServer(options: FakeServerOptions = {}): FakeServer {
  return createCoreServer(options, demoExtension(options))
}
