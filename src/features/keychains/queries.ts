/**
 * The keychains routes' data, declared once as a function of each route's params: the route's
 * loader and the signed-in first script start it (src/routes/route-data.ts); the screens read it.
 */
import { keychainDraftKey } from '@domain/keys/keychain-draft'
import { routeData } from '../../data/route-data'
import { paths } from '../../route-paths'

export { keychainDraftKey }

/** `/keychains`: the parent's keychains (and their children). */
export const keychainsData = routeData(paths.keychains, (_, q) => ({ keychains: q.adminKeychains() }))

/**
 * `/keychains/$keychainId`: the keychain, the app list (its key list names apps) and the children.
 * A keychain not created yet has nothing stored to read; its key list still names apps.
 */
export const keychainData = routeData(paths.keychain, (p, q, { isNewDraft }) => {
  const saved = !isNewDraft(keychainDraftKey(p.keychainId))
  return { keychain: saved ? q.adminKeychain(p.keychainId) : null, apps: q.apps(), users: saved ? q.users() : null }
})
