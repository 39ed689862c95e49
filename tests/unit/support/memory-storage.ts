/**
 * A Web Storage kept in memory, for tests: what the browser's localStorage and sessionStorage
 * do, plus a look inside (its entries, and how many writes it took).
 */
export interface MemoryStorage extends Storage {
  /** The stored entries, by key. */
  readonly data: Map<string, string>
  /** How many times setItem was called. */
  readonly writes: number
}

export function inMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const data = new Map(Object.entries(initial))
  let writes = 0
  return {
    data,
    get writes() {
      return writes
    },
    get length() {
      return data.size
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      writes++
      data.set(k, String(v))
    },
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
  }
}

/**
 * Gives a Node test the browser's localStorage and sessionStorage, empty. Call it inside
 * `vi.hoisted` where the modules under test read storage as they load.
 */
export function installMemoryStorages(): void {
  Object.assign(globalThis, { localStorage: inMemoryStorage(), sessionStorage: inMemoryStorage() })
}
