/**
 * The parent's session: `admin_id` and `admin_token` in browser storage, read from local storage
 * first, then session storage.
 *
 * - Login writes both to local storage and clears `dev_logged_out`. Whatever the data layer
 *   still holds is emptied, except drafts when the same parent logs in again.
 * - An explicit logout removes both from both storages, discards the parent's drafts, empties
 *   the data layer, and (in non-production builds) sets `dev_logged_out`.
 * - A session the server ended (an expired token) removes both too but keeps the drafts, tagged
 *   with the parent they belong to, for that parent's next login.
 * - A logout or expiry in another tab ends the session here too (`onSessionEndedElsewhere`).
 * - The answers the device kept for the first screens (src/storage/kept-answers.ts) last only
 *   while the parent is signed in: a logout, an expired session and another parent's login
 *   remove them.
 */
import { isNonProduction } from './api/config'
import { resetLoggedOutNotice } from './api/logged-out'
import { draftsOwner, storedDrafts } from './storage/draft-storage'
import { keptAnswersValue } from './storage/kept-answers'
import { booleanSchema, flagCodec, nonEmptyText, storedValue, textCodec, textMatching } from './storage/storage'
// Not from domain/ids, so that the route guard stays free of zod.
import { adminTokenKey, tokenPattern } from './session-keys'

const both = ['local', 'session'] as const

/** The parent's token. Anything that is not a UUID counts as no token (the API could never accept it). */
export const adminTokenValue = storedValue<string | null>({
  key: adminTokenKey,
  schema: textMatching(tokenPattern),
  default: null,
  areas: both,
  codec: textCodec,
})

export const adminIdValue = storedValue<string | null>({
  key: 'admin_id',
  schema: nonEmptyText,
  default: null,
  areas: both,
  codec: textCodec,
})

/** Non-production builds: the parent logged out, so the test credential must not log in again. */
export const devLoggedOutValue = storedValue<boolean>({
  key: 'dev_logged_out',
  schema: booleanSchema,
  default: false,
  codec: flagCodec('true'),
})

export const readAdminToken = (): string | null => adminTokenValue.read()

/** An admin token is in local (then session) storage. */
export const isLoggedIn = (): boolean => readAdminToken() !== null

export const adminId = (): string | null => adminIdValue.read()

export interface SessionChange {
  /** The stored drafts stay (they belong to the parent now logging in, or the session expired). */
  readonly keepDrafts: boolean
}

const changeListeners = new Set<(change: SessionChange) => void>()

/** Runs `fn` whenever the session is cleared or replaced (the data layer empties itself). */
export function onSessionCleared(fn: (change: SessionChange) => void): () => void {
  changeListeners.add(fn)
  return () => void changeListeners.delete(fn)
}

function runChangeListeners(change: SessionChange): void {
  for (const fn of [...changeListeners]) {
    try {
      fn(change)
    } catch {
      /* one listener's failure must not keep the others from clearing */
    }
  }
}

const sameParent = (a: string | null, b: string): boolean => a !== null && a.toLowerCase() === b.toLowerCase()

function discardDrafts(): void {
  storedDrafts.remove()
  draftsOwner.remove()
}

export function saveSession({ adminId: id, token }: { adminId: string; token: string }): void {
  // Whatever the data layer still holds belongs to whoever used this browser before: a parent
  // who logs in must never see another parent's snapshots, events, drafts or messages.
  const keepDrafts = sameParent(draftsOwner.read(), id)
  if (!keepDrafts) discardDrafts()
  if (!sameParent(adminIdValue.read(), id)) keptAnswersValue.remove()
  runChangeListeners({ keepDrafts })
  adminIdValue.write(id)
  adminTokenValue.write(token)
  devLoggedOutValue.remove()
  resetLoggedOutNotice()
}

function removeCredentials(): void {
  adminIdValue.remove()
  adminTokenValue.remove()
  keptAnswersValue.remove()
}

/**
 * Logs out. A live session's drafts are discarded; after the session already ended by itself
 * (expired, or ended in another tab) they are kept for the same parent's next login.
 */
export function clearSession(): void {
  const keepDrafts = !isLoggedIn()
  removeCredentials()
  if (!keepDrafts) discardDrafts()
  if (isNonProduction) devLoggedOutValue.write(true)
  runChangeListeners({ keepDrafts })
  resetLoggedOutNotice()
}

/** The server no longer accepts the token: the session ends, the parent's drafts are kept. */
export function expireSession(): void {
  removeCredentials()
}

/**
 * Calls `fn` when another tab ends the session (its token disappears from storage), so that
 * every open tab logs out together. Returns the unsubscribe function.
 */
export function onSessionEndedElsewhere(fn: () => void): () => void {
  let had = isLoggedIn()
  return adminTokenValue.subscribe((token, origin) => {
    const has = token !== null
    if (origin === 'other-tab' && had && !has) fn()
    if (has && !had) resetLoggedOutNotice()
    had = has
  })
}
