/**
 * The engine's side of the answers the device keeps (the rules: kept-rules.ts).
 *
 * - At start, with a parent signed in, the kept answers of that parent that pass their schemas
 *   become the keys' snapshots, marked stale and `fromDevice`: the first screen draws them at once
 *   and its usual fetch replaces them. An answer the server already gave wins; a logout or another
 *   parent's login meanwhile drops them.
 * - Each fresh answer of a kept read is written to the device a moment later (in one write for
 *   the answers of that moment; at once when the page goes away), never a snapshot that came
 *   from the device, never a write's optimistic view (only the server's answer is in the
 *   snapshot), and never without a parent.
 * - A write the server confirmed (or may have applied) drops at once the kept answers of the keys
 *   it changes and of its invalidated prefixes; an answer to those keys asked for before that
 *   moment is not kept either (it may predate the write), the next one is.
 */
import type { Subscription } from 'rxjs'
import { forgetKept, keepAnswer, keptForm, keptReads, readKept } from './kept-rules'
import { type CacheKey, keyHasPrefix } from './queries'
import type { DataStore } from './store'
import type { KeptAnswersOptions, Snapshot } from './types'

export interface KeptAnswersHandle {
  /** A write changed these keys and the keys under these prefixes (confirmed, or maybe applied). */
  readonly written: (keys: Iterable<CacheKey>, prefixes: readonly CacheKey[]) => void
  readonly stop: () => void
}

/** Seeds the store from the device and keeps the kept reads' answers. */
export function keepAnswers(core: DataStore, options: KeptAnswersOptions): KeptAnswersHandle {
  seed(core, options)
  return persist(core, options)
}

function seed(core: DataStore, options: KeptAnswersOptions): void {
  const owner = options.owner()
  const stored = options.stored.read()
  if (owner === null || stored === null) return
  const form = keptForm(stored)
  // Another parent's answers, or a form this version cannot read: they go.
  if (form === null || form.owner !== owner.toLowerCase()) {
    options.stored.remove()
    return
  }
  const epoch = core.epoch()
  void options.loadValidate().then(
    (validate) => {
      // A logout, or another parent's login, happened meanwhile: not theirs to see.
      if (core.epoch() !== epoch || options.owner() !== owner) return
      const kept = readKept(options.stored.read(), owner, core.now(), validate)
      if (kept.length === 0) return
      core.set((d) => {
        for (const { key, op, at, data } of kept) {
          const s = core.writable(d, key)
          if (s?.data !== undefined) continue
          if (s) Object.assign(s, { data, receivedAt: at, stale: true, fromDevice: true })
          else d.snapshots[key] = { op, input: undefined, data, receivedAt: at, fetching: false, stale: true, fromDevice: true }
        }
      })
    },
    () => {
      // The schemas could not load (offline before they were ever downloaded): nothing is shown.
    },
  )
}

function persist(core: DataStore, options: KeptAnswersOptions): KeptAnswersHandle {
  const written = new Map<CacheKey, number>()
  /** Keys a write changed, with when: an answer asked for before then is not kept. */
  const changedAt = new Map<CacheKey, number>()
  let pending: Subscription | null = null
  const keepable = (key: CacheKey, s: Snapshot | undefined): s is Snapshot & { data: unknown; receivedAt: number } =>
    s !== undefined &&
    s.data !== undefined &&
    !s.fromDevice &&
    s.receivedAt !== undefined &&
    written.get(key) !== s.receivedAt &&
    (s.requestedAt ?? -Infinity) >= (changedAt.get(key) ?? -Infinity)

  function write(): void {
    pending = null
    const owner = options.owner()
    if (owner === null) return
    const snapshots = core.store.getState().snapshots
    let stored: object | null = options.stored.read()
    let changed = false
    for (const key of Object.keys(keptReads)) {
      const s = snapshots[key]
      if (!keepable(key, s)) continue
      written.set(key, s.receivedAt)
      stored = keepAnswer(stored, owner, { key, op: s.op, input: s.input, data: s.data, at: s.receivedAt })
      changed = true
    }
    if (changed && stored !== null) options.stored.write(stored)
  }

  const unsubscribe = core.store.subscribe((state) => {
    if (pending) return
    const fresh = Object.keys(keptReads).some((key) => keepable(key, state.snapshots[key]))
    if (fresh) pending = core.scheduler.schedule(write, options.writeDelayMs ?? 1_000)
  })
  // The page is going away (a reload, another address): what waits is written now.
  const flushing = options.flush$?.subscribe(() => {
    if (!pending) return
    pending.unsubscribe()
    write()
  })
  return {
    written(keys, prefixes) {
      const at = core.now()
      const changed = new Set(keys)
      const old = Object.keys(keptReads).filter((key) => changed.has(key) || prefixes.some((prefix) => keyHasPrefix(key, prefix)))
      if (old.length === 0) return
      for (const key of old) changedAt.set(key, at)
      const stored = options.stored.read()
      const kept = forgetKept(stored, old)
      if (kept !== stored && kept !== null) options.stored.write(kept)
    },
    stop() {
      unsubscribe()
      flushing?.unsubscribe()
      pending?.unsubscribe()
      pending = null
    },
  }
}
