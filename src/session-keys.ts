/**
 * Where the parent's session token is kept and what one looks like, with no other code: shared by
 * the session (src/session.ts) and the documents' first script (src/boot.ts), which must not wait
 * for the storage layer.
 */
export const adminTokenKey = 'admin_token'

/** A token is a UUID; anything else counts as no token (the API could never accept it). */
export const tokenPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A well-formed token is stored, in local or session storage (as the session reads it). */
export function hasStoredToken(): boolean {
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    try {
      const raw = window[area].getItem(adminTokenKey)
      if (raw !== null && tokenPattern.test(raw)) return true
    } catch {
      // Storage that throws (private modes, blocked cookies) holds no session.
    }
  }
  return false
}
