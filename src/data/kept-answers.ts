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
 */
import type { Subscription } from 'rxjs'
import { keepAnswer, keptForm, keptReads, readKept } from './kept-rules'
import type { CacheKey } from './queries'
import type { DataStore } from './store'
import type { KeptAnswersOptions } from './types'

/** Seeds the store from the device and keeps the kept reads' answers; returns the stop function. */
export function keepAnswers(core: DataStore, options: KeptAnswersOptions): () => void {
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

function persist(core: DataStore, options: KeptAnswersOptions): () => void {
  const written = new Map<CacheKey, number>()
  let pending: Subscription | null = null

  function write(): void {
    pending = null
    const owner = options.owner()
    if (owner === null) return
    const snapshots = core.store.getState().snapshots
    let stored: object | null = options.stored.read()
    let changed = false
    for (const key of Object.keys(keptReads)) {
      const s = snapshots[key]
      if (!s || s.data === undefined || s.fromDevice || s.receivedAt === undefined || written.get(key) === s.receivedAt) continue
      written.set(key, s.receivedAt)
      stored = keepAnswer(stored, owner, { key, op: s.op, input: s.input, data: s.data, at: s.receivedAt })
      changed = true
    }
    if (changed && stored !== null) options.stored.write(stored)
  }

  const unsubscribe = core.store.subscribe((state) => {
    if (pending) return
    const fresh = Object.keys(keptReads).some((key) => {
      const s = state.snapshots[key]
      return s !== undefined && s.data !== undefined && !s.fromDevice && s.receivedAt !== undefined && written.get(key) !== s.receivedAt
    })
    if (fresh) pending = core.scheduler.schedule(write, options.writeDelayMs ?? 1_000)
  })
  // The page is going away (a reload, another address): what waits is written now.
  const flushing = options.flush$?.subscribe(() => {
    if (!pending) return
    pending.unsubscribe()
    write()
  })
  return () => {
    unsubscribe()
    flushing?.unsubscribe()
    pending?.unsubscribe()
    pending = null
  }
}
