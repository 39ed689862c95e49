/**
 * Keychains that `/keychains/new` made an id for but that are not saved yet. Kept in session
 * storage so that a reload of `/keychains/{id}` still shows the new-keychain form.
 */
import { idKey } from '@domain/ids'

const storageKey = 'new-keychains'

function read(): string[] {
  try {
    const raw = sessionStorage.getItem(storageKey)
    const list: unknown = raw ? JSON.parse(raw) : []
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
  }
}

function write(ids: readonly string[]): void {
  try {
    if (ids.length === 0) sessionStorage.removeItem(storageKey)
    else sessionStorage.setItem(storageKey, JSON.stringify(ids))
  } catch {
    // Storage full or blocked: the form still works until the page is reloaded.
  }
}

export const rememberNewKeychain = (id: string): void => write([...read().filter((x) => x !== idKey(id)), idKey(id)])
export const forgetNewKeychain = (id: string): void => write(read().filter((x) => x !== idKey(id)))
export const isNewKeychain = (id: string): boolean => read().includes(idKey(id))
