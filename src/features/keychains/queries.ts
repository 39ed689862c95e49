/**
 * The keychains routes' data, declared once as a function of each route's params: the route's
 * loader and the signed-in first script start it (src/routes/route-data.ts); the screens mount it.
 */
import type { queries } from '../../data/queries'
import type { QueryPick } from '../../data/prefetch'

/** `/keychains`: the parent's keychains (and their children), by name for the screen. */
export const keychainsData = (q: typeof queries) => ({ keychains: q.adminKeychains() })

export const keychainsQueries: QueryPick = (q) => Object.values(keychainsData(q))

/**
 * `/keychains/$keychainId`: the keychain, the app list (its key list names apps) and the children.
 * A keychain not created yet has nothing stored to read; its key list still names apps.
 */
export const keychainQueries =
  (p: Readonly<Record<'keychainId', string>>): QueryPick =>
  async (q) =>
    (await import('./new-keychains')).isNewKeychain(p.keychainId) ? [q.apps()] : [q.adminKeychain(p.keychainId), q.apps(), q.users()]
