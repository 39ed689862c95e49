/**
 * Children that `/children/new` has made an id for but that are not saved yet. Kept in session
 * storage so that a reload of `/children/{id}` still shows the new-child form.
 */
import { idKey } from '@domain/ids'

const storageKey = 'new-children'

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

export const rememberNewChild = (id: string): void => write([...read().filter((x) => x !== idKey(id)), idKey(id)])
export const forgetNewChild = (id: string): void => write(read().filter((x) => x !== idKey(id)))
export const isNewChild = (id: string): boolean => read().includes(idKey(id))
