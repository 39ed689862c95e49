/**
 * Toasts: short messages about saves and other actions. Loading toasts stay until
 * replaced or dismissed; error toasts disappear after 6 s, success toasts after 3 s. An offer
 * (a notice with one action button, such as "Reload") stays until it is acted on or dismissed.
 * A success or error toast identical to one showing (same kind, same text) does not stack: the
 * one showing stays, its time restarts. Loading toasts each belong to their own action, so
 * they never merge. While the parent holds the toasts (the pointer over them, or the focus in
 * them: `toast.hold()`), timed toasts wait: each goes once released, after the time it had left
 * (WCAG 2.2.1). Timers run on an RxJS scheduler so tests use virtual time.
 */
import { type SchedulerLike, type Subscription, asyncScheduler } from 'rxjs'
import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'

export type ToastKind = 'loading' | 'success' | 'error' | 'offer'

/** The one button an offer carries next to its message. */
export interface ToastAction {
  readonly label: string
  readonly run: () => void
}

export interface Toast {
  readonly id: string
  readonly kind: ToastKind
  readonly message: string
  /** When it was shown (scheduler time, ms). */
  readonly at: number
  readonly action?: ToastAction
}

export const toastDurations: Readonly<Record<ToastKind, number | null>> = {
  loading: null,
  success: 3_000,
  error: 6_000,
  offer: null,
}

interface ToastState {
  readonly toasts: readonly Toast[]
}

export const toastStore = createStore<ToastState>(() => ({ toasts: [] }))

let scheduler: SchedulerLike = asyncScheduler
let counter = 0
/** A timed toast's time: what it has left, counted from `since` while running (a subscription). */
interface Timer {
  left: number
  since: number
  running: Subscription | null
}
const timers = new Map<string, Timer>()
/** How many holds are on (pointer, focus): while any is, timed toasts wait. */
let holds = 0

/** Replaces the scheduler toasts time out on (tests). */
export function setToastScheduler(next: SchedulerLike): void {
  scheduler = next
}

function clearTimer(id: string): void {
  timers.get(id)?.running?.unsubscribe()
  timers.delete(id)
}

function run(id: string, timer: Timer): void {
  timer.since = scheduler.now()
  timer.running = scheduler.schedule(() => dismiss(id), timer.left)
}

function startTimer(id: string, ms: number): void {
  const timer: Timer = { left: ms, since: scheduler.now(), running: null }
  timers.set(id, timer)
  if (holds === 0) run(id, timer)
}

/** Holds the timed toasts (their time stops) until the returned release is called, once. */
function hold(): () => void {
  holds++
  if (holds === 1) {
    for (const timer of timers.values()) {
      timer.running?.unsubscribe()
      timer.running = null
      timer.left = Math.max(0, timer.left - (scheduler.now() - timer.since))
    }
  }
  let released = false
  return () => {
    if (released) return
    released = true
    holds--
    if (holds === 0) for (const [id, timer] of timers) run(id, timer)
  }
}

/** A settled toast showing with this kind and text, other than `except`. */
function identical(kind: ToastKind, message: string, except: string | undefined): Toast | undefined {
  if (kind === 'loading') return undefined
  return toastStore.getState().toasts.find((t) => t.id !== except && t.kind === kind && t.message === message)
}

function show(kind: ToastKind, message: string, replaceId?: string, action?: ToastAction): string {
  const twin = identical(kind, message, replaceId)
  if (twin) {
    // Merged into the one showing: the replaced toast goes, the twin's time starts again.
    if (replaceId !== undefined) dismiss(replaceId)
    return show(kind, message, twin.id, action)
  }
  const id = replaceId ?? `toast-${++counter}`
  clearTimer(id)
  const next: Toast = { id, kind, message, at: scheduler.now(), ...(action ? { action } : {}) }
  toastStore.setState((state) => {
    const index = state.toasts.findIndex((t) => t.id === id)
    if (index < 0) return { toasts: [...state.toasts, next] }
    const toasts = [...state.toasts]
    toasts[index] = next
    return { toasts }
  })
  const duration = toastDurations[kind]
  if (duration !== null) startTimer(id, duration)
  return id
}

function dismiss(id: string): void {
  clearTimer(id)
  toastStore.setState((state) => (state.toasts.some((t) => t.id === id) ? { toasts: state.toasts.filter((t) => t.id !== id) } : state))
}

/** Removes every toast (logout). */
export function clearToasts(): void {
  for (const id of [...timers.keys()]) clearTimer(id)
  toastStore.setState({ toasts: [] })
}

export const toast = {
  /** Shows a message until it is replaced or dismissed. Returns its id. */
  loading: (message: string): string => show('loading', message),
  /** Shows (or turns the toast `replaceId` into) a success message. */
  success: (message: string, replaceId?: string): string => show('success', message, replaceId),
  /** Shows (or turns the toast `replaceId` into) an error message, for 6 s. */
  error: (message: string, replaceId?: string): string => show('error', message, replaceId),
  /**
   * Shows (or replaces the toast `replaceId` with) a notice carrying one action, until the parent
   * acts on it or dismisses it; acting dismisses it first.
   */
  offer: (message: string, action: ToastAction, replaceId?: string): string => {
    const id = replaceId ?? `toast-${++counter}`
    return show('offer', message, id, {
      label: action.label,
      run: () => {
        dismiss(id)
        action.run()
      },
    })
  },
  dismiss,
  /**
   * Stops the time of every timed toast, those shown meanwhile too, until the returned release is
   * called (the toasts are being read: the pointer is over them, or the focus is in them).
   */
  hold,
}

/** What writes report their progress through (offers are not theirs to make). */
export type Toaster = Omit<typeof toast, 'offer' | 'hold'>

const selectToasts = (state: ToastState) => state.toasts

/** The toasts on screen, oldest first. */
export const useToasts = (): readonly Toast[] => useStore(toastStore, selectToasts)
