/**
 * The parent's session: the admin id and token in
 * browser storage (local, then session storage). Logging out clears everything the app keeps
 * for the parent: the stored session, cached data, events, drafts and subscriptions.
 */
import { isNonProduction } from './api/config'
import { resetLoggedOutNotice } from './api/logged-out'
import { readAdminId, readAdminToken, storageKeys, storages } from './api/storage'

/** An admin token is in local (then session) storage. */
export const isLoggedIn = (): boolean => readAdminToken() !== null

export const adminId = (): string | null => readAdminId()

export function saveSession({ adminId: id, token }: { adminId: string; token: string }): void {
  // Whatever the data layer still holds belongs to whoever used this browser before: a parent
  // who logs in must never see another parent's snapshots, events, drafts or messages.
  runClearListeners()
  const { local } = storages()
  local.setItem(storageKeys.adminId, id)
  local.setItem(storageKeys.adminToken, token)
  local.removeItem(storageKeys.devLoggedOut)
  resetLoggedOutNotice()
}

const clearListeners = new Set<() => void>()

/** Runs `fn` whenever the session is cleared (the data layer empties itself). */
export function onSessionCleared(fn: () => void): () => void {
  clearListeners.add(fn)
  return () => void clearListeners.delete(fn)
}

export function clearSession(): void {
  const { local, session } = storages()
  for (const storage of [local, session]) {
    storage.removeItem(storageKeys.adminId)
    storage.removeItem(storageKeys.adminToken)
  }
  // Drafts belong to this parent: none may survive into another session.
  local.removeItem(storageKeys.drafts)
  if (isNonProduction) local.setItem(storageKeys.devLoggedOut, 'true')
  runClearListeners()
  resetLoggedOutNotice()
}

function runClearListeners(): void {
  for (const fn of [...clearListeners]) {
    try {
      fn()
    } catch {
      /* one listener's failure must not keep the others from clearing */
    }
  }
}
