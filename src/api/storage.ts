/**
 * Browser storage, reached through one seam so that code runs (and is tested) where there is no
 * `window`: Node, private browsing modes that throw on access, or storage that is full.
 */
export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** A storage that lives in memory (tests, or when the browser refuses storage). */
export function memoryStorage(initial: Record<string, string> = {}): StorageLike & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  }
}

/** Wraps a storage so that a throwing browser (quota, privacy settings) never breaks the app. */
function guarded(get: () => StorageLike | undefined): StorageLike {
  const fallback = memoryStorage()
  const target = (): StorageLike => {
    try {
      return get() ?? fallback
    } catch {
      return fallback
    }
  }
  return {
    getItem(key) {
      try {
        return target().getItem(key)
      } catch {
        return fallback.getItem(key)
      }
    },
    setItem(key, value) {
      try {
        target().setItem(key, value)
      } catch {
        fallback.setItem(key, value)
      }
    },
    removeItem(key) {
      try {
        target().removeItem(key)
      } catch {
        /* nothing stored */
      }
      fallback.removeItem(key)
    },
  }
}

export interface Storages {
  readonly local: StorageLike
  readonly session: StorageLike
}

const browserStorages = (): Storages => ({
  local: guarded(() => (typeof localStorage === 'undefined' ? undefined : localStorage)),
  session: guarded(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage)),
})

let current: Storages = browserStorages()

/** The storages in use: the browser's, or what a test installed. */
export const storages = (): Storages => current

/** Replaces the storages (tests). Returns a function that puts the previous ones back. */
export function setStorages(next: Storages): () => void {
  const previous = current
  current = { local: guarded(() => next.local), session: guarded(() => next.session) }
  return () => {
    current = previous
  }
}

/** Storage keys (contract §5.4). */
export const storageKeys = {
  adminId: 'admin_id',
  adminToken: 'admin_token',
  devLoggedOut: 'dev_logged_out',
  drafts: 'gatehouse.drafts',
} as const

// Kept here rather than imported from domain/ids so that the route guard stays free of zod.
const tokenPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The parent's token: local storage first, then session storage (spec §3 "Admin session").
 * Anything that is not a UUID counts as no token (the API could never accept it).
 */
export function readAdminToken(): string | null {
  const { local, session } = storages()
  const token = local.getItem(storageKeys.adminToken) ?? session.getItem(storageKeys.adminToken)
  return token !== null && tokenPattern.test(token) ? token : null
}

export function readAdminId(): string | null {
  const { local, session } = storages()
  const id = local.getItem(storageKeys.adminId) ?? session.getItem(storageKeys.adminId)
  return id === null || id === '' ? null : id
}
