/**
 * A `StorageLike` kept in one JSON file (Node only: the fake API over HTTP keeps its state
 * between runs with it). Reads come from memory; writes are collected and written a moment
 * later, whole, to a temporary file that then replaces the old one, so a crash never leaves
 * half a state behind. `flush()` writes what is pending at once (call it before exiting).
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import type { StorageLike } from '../db/persistence'

export interface FileStorage extends StorageLike {
  /** Writes pending changes now. */
  flush(): void
}

/** How long writes are collected before the file is written. */
export const fileWriteDelayMs = 250

export function fileStorage(path: string): FileStorage {
  let items: Record<string, string> = {}
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'))
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      items = Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'))
    }
  } catch {
    // No file yet, or not ours: start empty (the fake server then seeds a fresh family).
  }

  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = (): void => {
    if (timer === undefined) return
    clearTimeout(timer)
    timer = undefined
    const temporary = `${path}.${process.pid}.tmp`
    writeFileSync(temporary, JSON.stringify(items))
    renameSync(temporary, path)
  }
  const schedule = (): void => {
    if (timer === undefined) timer = setTimeout(flush, fileWriteDelayMs)
  }

  return {
    getItem: (key) => (Object.hasOwn(items, key) ? (items[key] ?? null) : null),
    setItem: (key, value) => {
      items[key] = value
      schedule()
    },
    removeItem: (key) => {
      delete items[key]
      schedule()
    },
    flush,
  }
}
