/**
 * The optional test credential of non-production builds: `adminId:token`, set at build time.
 * It signs a parent in automatically when the page opens, unless a parent is signed in already,
 * the page is the login page, or the parent logged out on purpose (`dev_logged_out`).
 */

export interface TestCredential {
  readonly adminId: string
  readonly token: string
}

/** A token is a UUID, as the API issues them. */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The credential a setting names, or null when it is unset or blank. A setting that is set but
 * malformed (no colon, an empty id, a token that is not a UUID) is an error: the build refuses it.
 */
export function parseTestCredential(setting: string | undefined): TestCredential | null {
  const text = setting?.trim() ?? ''
  if (text === '') return null
  // Split at the last colon; without one there is no admin id.
  const colon = text.lastIndexOf(':')
  const adminId = text.slice(0, Math.max(colon, 0)).trim()
  const token = text.slice(colon + 1).trim()
  if (adminId === '' || !uuid.test(token)) {
    throw new Error('The test credential must be adminId:token, the token a UUID.')
  }
  return { adminId, token }
}

export interface TestSignInSituation {
  /** The build's setting; production builds never have one. */
  readonly credential: TestCredential | null
  /** The router path of the page (base path taken off). */
  readonly path: string
  /** A parent is signed in already. */
  readonly signedIn: boolean
  /** The parent logged out in this browser, and has not logged in since. */
  readonly loggedOutOnPurpose: boolean
}

const isLoginPath = (path: string): boolean => /^\/login\/?$/.test(path)

/** The credential to sign in with now, or null to leave the session as it is. */
export function testSignIn(situation: TestSignInSituation): TestCredential | null {
  const { credential, path, signedIn, loggedOutOnPurpose } = situation
  if (!credential || signedIn || loggedOutOnPurpose || isLoginPath(path)) return null
  return credential
}
