/**
 * Browser storage, typed: every remembered value is declared once with `storedValue({ key,
 * schema, default })` and then read, written, removed and watched through that declaration.
 *
 * - A value that is absent, not decodable (not JSON), or fails its schema reads as the default:
 *   what another version of the app or a person left in storage never crashes a screen.
 * - Storage that throws (private modes, quota, blocked cookies) falls back to memory for this
 *   page; nothing here ever throws.
 * - `subscribe` reports writes made in this tab and changes other tabs make (the browser's
 *   `storage` event), with the new value.
 * - Schemas are anything with zod's `safeParse`. Values read before the first screen (the
 *   session) use the small schemas below, so the first screen loads without zod.
 */
import { useCallback, useSyncExternalStore } from 'react'

export interface StorageLike {
  readonly getItem: (key: string) => string | null
  readonly setItem: (key: string, value: string) => void
  readonly removeItem: (key: string) => void
}

export type Area = 'local' | 'session'

/** A change another tab made to an area; `key` null means the area was cleared. */
export interface StorageChange {
  readonly area: Area
  readonly key: string | null
}

/** Where changes made by other tabs come from; returns the unsubscribe function. */
export type ChangeSource = (listener: (change: StorageChange) => void) => () => void

export interface Storages {
  readonly local: StorageLike
  readonly session: StorageLike
  readonly changes?: ChangeSource
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
export function guarded(get: () => StorageLike | undefined): StorageLike {
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

const browserChanges: ChangeSource = (listener) => {
  if (typeof window === 'undefined') return () => undefined
  const onStorage = (event: StorageEvent) => {
    let area: Area | null
    try {
      area = event.storageArea === window.localStorage ? 'local' : event.storageArea === window.sessionStorage ? 'session' : null
    } catch {
      area = null
    }
    if (area) listener({ area, key: event.key })
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

const browserStorages = (): Required<Storages> => ({
  local: guarded(() => (typeof localStorage === 'undefined' ? undefined : localStorage)),
  session: guarded(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage)),
  changes: browserChanges,
})

let current: Required<Storages> = browserStorages()
const installListeners = new Set<() => void>()

/** The storages in use: the browser's, or what a test installed. */
export const storages = (): Required<Storages> => current

/** Replaces the storages (tests). Returns a function that puts the previous ones back. */
export function setStorages(next: Storages): () => void {
  const previous = current
  current = {
    local: guarded(() => next.local),
    session: guarded(() => next.session),
    changes: next.changes ?? (() => () => undefined),
  }
  for (const fn of [...installListeners]) fn()
  return () => {
    current = previous
    for (const fn of [...installListeners]) fn()
  }
}

// ── schemas and codecs ────────────────────────────────────────────────────────────────────────

export type ParseResult<T> = { readonly success: true; readonly data: T } | { readonly success: false }

/** What a stored value is checked with: a zod schema, or one of the small ones below. */
export interface Schema<T> {
  readonly safeParse: (input: unknown) => ParseResult<T>
}

const schema = <T>(test: (input: unknown) => input is T): Schema<T> => ({
  safeParse: (input) => (test(input) ? { success: true, data: input } : { success: false }),
})

/** A string matching `pattern` (zod-free, for values read before the first screen). */
export const textMatching = (pattern: RegExp): Schema<string> => schema((input): input is string => typeof input === 'string' && pattern.test(input))

export const nonEmptyText: Schema<string> = textMatching(/\S/)

export const booleanSchema: Schema<boolean> = schema((input): input is boolean => typeof input === 'boolean')

/** How a value is written as text. `encode` returning null removes the key. */
export interface Codec {
  readonly decode: (text: string) => unknown
  readonly encode: (value: unknown) => string | null
}

export const jsonCodec: Codec = { decode: (text) => JSON.parse(text) as unknown, encode: (value) => JSON.stringify(value) }

/** The text is the value (ids and tokens stored as they are). */
export const textCodec: Codec = { decode: (text) => text, encode: (value) => (typeof value === 'string' ? value : null) }

/** A flag: `on` when true; false removes the key. */
export const flagCodec = (on: string): Codec => ({
  decode: (text) => (text === on ? true : undefined),
  encode: (value) => (value === true ? on : null),
})

// ── stored values ─────────────────────────────────────────────────────────────────────────────

export interface StoredValueSpec<T> {
  readonly key: string
  readonly schema: Schema<T>
  readonly default: T
  /** Read in this order (the first valid value wins); written to the first. Default ['local']. */
  readonly areas?: readonly Area[]
  /** Default JSON. */
  readonly codec?: Codec
  /** A storage of its own instead of the app's areas (tests, an engine's own drafts). */
  readonly storage?: StorageLike
}

export type ChangeOrigin = 'this-tab' | 'other-tab'

export interface StoredValue<T> {
  readonly key: string
  /** The stored value, or the default when absent or invalid. The same object until it changes. */
  readonly read: () => T
  readonly write: (value: T) => void
  readonly remove: () => void
  /** Calls `listener` with the new value after a write here or a change in another tab. */
  readonly subscribe: (listener: (value: T, origin: ChangeOrigin) => void) => () => void
}

export function storedValue<T>(spec: StoredValueSpec<T>): StoredValue<T> {
  const areas = spec.areas ?? ['local']
  const codec = spec.codec ?? jsonCodec
  const own = spec.storage ? guarded(() => spec.storage) : null
  const storageOf = (area: Area): StorageLike => own ?? storages()[area]
  const listeners = new Set<(value: T, origin: ChangeOrigin) => void>()
  let cache: { raws: string; value: T } | null = null

  function read(): T {
    const raws = areas.map((area) => storageOf(area).getItem(spec.key))
    const signature = JSON.stringify(raws)
    if (cache && cache.raws === signature) return cache.value
    let value = spec.default
    for (const raw of raws) {
      if (raw === null) continue
      let decoded: unknown
      try {
        decoded = codec.decode(raw)
      } catch {
        continue
      }
      const parsed = spec.schema.safeParse(decoded)
      if (parsed.success) {
        value = parsed.data
        break
      }
    }
    cache = { raws: signature, value }
    return value
  }

  const notify = (origin: ChangeOrigin) => {
    if (listeners.size === 0) return
    const value = read()
    for (const fn of [...listeners]) fn(value, origin)
  }

  function write(value: T): void {
    let text: string | null
    try {
      text = codec.encode(value)
    } catch {
      text = null
    }
    if (text === null) storageOf(areas[0]!).removeItem(spec.key)
    else storageOf(areas[0]!).setItem(spec.key, text)
    notify('this-tab')
  }

  function remove(): void {
    for (const area of areas) storageOf(area).removeItem(spec.key)
    notify('this-tab')
  }

  let stopChanges: (() => void) | null = null
  const listen = () => {
    stopChanges?.()
    stopChanges = own
      ? null
      : storages().changes((change) => {
          if (areas.includes(change.area) && (change.key === null || change.key === spec.key)) notify('other-tab')
        })
  }
  const onInstall = () => listen()

  function subscribe(listener: (value: T, origin: ChangeOrigin) => void): () => void {
    listeners.add(listener)
    if (listeners.size === 1) {
      listen()
      installListeners.add(onInstall)
    }
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0) {
        stopChanges?.()
        stopChanges = null
        installListeners.delete(onInstall)
      }
    }
  }

  return { key: spec.key, read, write, remove, subscribe }
}

/** A stored value in React: re-renders on every change, here or in another tab. */
export function useStoredValue<T>(value: StoredValue<T>): [T, (next: T) => void] {
  const subscribe = useCallback((onChange: () => void) => value.subscribe(onChange), [value])
  const current = useSyncExternalStore(subscribe, value.read, value.read)
  const set = useCallback((next: T) => value.write(next), [value])
  return [current, set]
}
