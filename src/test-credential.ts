/**
 * Non-production builds: the optional test credential (`VITE_TEST_ADMIN_CREDS`, `adminId:token`)
 * signs a parent in as the page opens (rules in domain/test-credential.ts). Run first thing by
 * every document's first script, before anything reads the session. Production builds refuse
 * the setting (vite.config.ts), so there this is dead code the bundler drops.
 */
import { parseTestCredential, testSignIn } from '@domain/auth/test-credential'
import { routerPath } from './base-path'
import { adminTokenKey, hasStoredToken } from './session-keys'

/** The storage keys the session reads (see src/session.ts). */
const adminIdKey = 'admin_id'
const devLoggedOutKey = 'dev_logged_out'

/** Signs in with `setting` when the rules allow; true when it did. */
export function applyTestCredential(
  setting: string | undefined,
  pathname: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  signedIn: boolean,
): boolean {
  const credential = testSignIn({
    credential: parseTestCredential(setting),
    path: routerPath(pathname),
    signedIn,
    loggedOutOnPurpose: storage.getItem(devLoggedOutKey) === 'true',
  })
  if (!credential) return false
  storage.setItem(adminIdKey, credential.adminId)
  storage.setItem(adminTokenKey, credential.token)
  return true
}

/** The page's own: its address, local storage, whether a parent is signed in. */
export function signInWithTestCredential(): void {
  const setting = import.meta.env.VITE_TEST_ADMIN_CREDS
  if (!setting) return
  try {
    applyTestCredential(setting, window.location.pathname, window.localStorage, hasStoredToken())
  } catch {
    // Storage that throws (private modes, blocked cookies): no automatic sign-in.
  }
}
