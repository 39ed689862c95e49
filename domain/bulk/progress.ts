/**
 * Progress of a bulk action: a parent's action that makes several calls (create many keys, save
 * a key then accept several requests). Each item is waiting, done or failed (with why); the
 * action runs, is asked to stop (the call on its way ends; no further call starts) and then
 * stopped, or finishes. What is done stays done: stopping undoes nothing, and trying again
 * sends only the failed items.
 *
 * An item may be required by the ones after it (the key the requests are accepted with): when it
 * fails, the rest are not sent and fail with that reason, so trying again sends them too.
 *
 * Pure: the runner reports each item's outcome; these functions say what the parent sees.
 */

export type BulkItemStatus = 'waiting' | 'done' | 'failed'

export interface BulkItem {
  /** Unique within the action. */
  readonly key: string
  /** What the parent calls it: the address, the request. */
  readonly label: string
  readonly status: BulkItemStatus
  /** Why it failed. */
  readonly reason?: string
}

/** running → stopping (asked to stop) → stopped; or running → finished. Trying again runs again. */
export type BulkPhase = 'running' | 'stopping' | 'stopped' | 'finished'

export interface BulkState {
  readonly items: readonly BulkItem[]
  readonly phase: BulkPhase
}

export interface BulkCounts {
  readonly total: number
  readonly done: number
  readonly failed: number
  /** Done or failed: how far the action has come. */
  readonly settled: number
}

/** A new action: every item waiting, running. */
export const startBulk = (items: readonly { readonly key: string; readonly label: string }[]): BulkState => ({
  items: items.map(({ key, label }) => ({ key, label, status: 'waiting' })),
  phase: 'running',
})

const setItem = (state: BulkState, key: string, item: (old: BulkItem) => BulkItem): BulkState => ({
  ...state,
  items: state.items.map((old) => (old.key === key ? item(old) : old)),
})

export const itemDone = (state: BulkState, key: string): BulkState => setItem(state, key, ({ key: k, label }) => ({ key: k, label, status: 'done' }))

export const itemFailed = (state: BulkState, key: string, reason: string): BulkState =>
  setItem(state, key, ({ key: k, label }) => ({ key: k, label, status: 'failed', reason }))

/** The items still waiting fail with `reason` (a required item before them failed). */
export const waitingFail = (state: BulkState, reason: string): BulkState => ({
  ...state,
  items: state.items.map((item) => (item.status === 'waiting' ? { key: item.key, label: item.label, status: 'failed', reason } : item)),
})

/** The parent asked to stop: no call starts after the one on its way. Only a running action stops. */
export const stopAsked = (state: BulkState): BulkState => (state.phase === 'running' ? { ...state, phase: 'stopping' } : state)

/** The runner has nothing more to send: stopped if it was asked to stop, else finished. */
export const settled = (state: BulkState): BulkState => ({ ...state, phase: state.phase === 'stopping' ? 'stopped' : 'finished' })

/** The failed items, which trying again sends (in their order). */
export const retryKeys = (state: BulkState): string[] => state.items.filter((item) => item.status === 'failed').map((item) => item.key)

/** Trying again: the failed items wait again and the action runs. Nothing to try again: unchanged. */
export function retried(state: BulkState): BulkState {
  const again = new Set(retryKeys(state))
  if (again.size === 0) return state
  return {
    phase: 'running',
    items: state.items.map((item) => (again.has(item.key) ? { key: item.key, label: item.label, status: 'waiting' } : item)),
  }
}

/** The items still to send, in order. */
export const waitingKeys = (state: BulkState): string[] => state.items.filter((item) => item.status === 'waiting').map((item) => item.key)

export function bulkCounts(state: BulkState): BulkCounts {
  let done = 0
  let failed = 0
  for (const item of state.items) {
    if (item.status === 'done') done++
    else if (item.status === 'failed') failed++
  }
  return { total: state.items.length, done, failed, settled: done + failed }
}

/** How far it has come, as the parent reads it: '12 of 40'. */
export function progressText(state: BulkState): string {
  const { settled: n, total } = bulkCounts(state)
  return `${n} of ${total}`
}

/** '3 failed' (nothing when none did). */
export function failedText(state: BulkState): string {
  const { failed } = bulkCounts(state)
  return failed === 0 ? '' : `${failed} failed`
}

/**
 * What a screen reader is told of the progress: the count at each quarter of the way (and at the
 * end), not at every item, so that the progress is heard politely. The text changes only at
 * those points, and a live region speaks only when its text changes.
 */
export function spokenProgress(state: BulkState): string {
  const { settled: n, total } = bulkCounts(state)
  const step = Math.max(1, Math.ceil(total / 4))
  const spoken = n >= total ? total : n - (n % step)
  return `${spoken} of ${total}`
}

/**
 * What the parent is shown: the progress while it runs or stops; once it ended, what failed
 * (whatever else happened), else that it was stopped with items unsent, else that all is done.
 */
export type BulkView = 'running' | 'stopping' | 'failed' | 'stopped' | 'done'

export function bulkView(state: BulkState): BulkView {
  if (state.phase === 'running' || state.phase === 'stopping') return state.phase
  const { total, done, failed } = bulkCounts(state)
  if (failed > 0) return 'failed'
  return done === total ? 'done' : 'stopped'
}
