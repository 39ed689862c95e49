/**
 * The fake server's database, of this page alone.
 *
 * @mswjs/data's `factory` replays every change of a database in the database of the same id in
 * every other page of the origin (its `sync` extension, over a BroadcastChannel), and the
 * databases of two tabs of the demo have the same id. Each tab runs a fake server of its own and
 * takes another tab's state only through the saved state (fake-server/browser.ts reloads it when
 * another tab saves): changes replayed on top of that would be applied twice, and two tabs
 * seeding at once would each receive the other's rows, so that a seed row's key "already exists"
 * and the tab's demo never starts. The extension opens no channel where `BroadcastChannel` is
 * missing, so the factory runs with it out of sight.
 */
import { factory } from '@mswjs/data'
import { type Db, models } from './models'

const channelName = 'BroadcastChannel'

export function createDb(): Db {
  const scope = globalThis as Record<string, unknown>
  const channel = Object.getOwnPropertyDescriptor(scope, channelName)
  // Without one, the extension opens none.
  if (!channel) return factory(models)
  Object.defineProperty(scope, channelName, { value: undefined, configurable: true, writable: true })
  try {
    return factory(models)
  } finally {
    Object.defineProperty(scope, channelName, channel)
  }
}
