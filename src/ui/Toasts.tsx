/**
 * Renders the toast store ('Saving child...', 'Failed to save child', 'Child saved!'): a stack in
 * the corner, newest at the bottom. Progress and success are announced politely, failures
 * assertively. Both live regions are always in the page so that screen readers pick up the first
 * message too.
 *
 * A modal <dialog> (Dialog, Drawer, the lightbox) makes the rest of the page inert and covers it
 * with its backdrop, so while one is open the regions are rendered inside the top-most one:
 * toasts raised from a drawer stay visible, can be dismissed and are announced.
 *
 * Bulk actions (BulkProgress: '12 of 40', Cancel, what failed) show in the same region, above.
 * While the pointer is over a stack or the focus is in it, timed toasts wait (`toast.hold`), so
 * an error can be read to the end (WCAG 2.2.1); they go after the time they had left.
 */
import { type FocusEvent, useEffect, useRef, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { toast as toaster, useToasts, type Toast } from '../data/toasts'
import { BulkProgress } from './BulkProgress'
import { CloseIcon } from './icons/CloseIcon'
import { ErrorIcon } from './icons/ErrorIcon'
import { InfoIcon } from './icons/InfoIcon'
import { SuccessIcon } from './icons/SuccessIcon'
import '../styles/feedback.css'

export function Toasts() {
  const toasts = useToasts()
  const polite = toasts.filter((t) => t.kind !== 'error')
  const assertive = toasts.filter((t) => t.kind === 'error')
  const modal = useTopModal()
  const region = (
    <div className="toasts-region">
      <BulkProgress />
      <div role="status" aria-live="polite" aria-relevant="additions text">
        {polite.length > 0 && <ToastList toasts={polite} />}
      </div>
      <div role="alert" aria-live="assertive" aria-relevant="additions text">
        {assertive.length > 0 && <ToastList toasts={assertive} />}
      </div>
    </div>
  )
  return modal ? createPortal(region, modal) : region
}

function isOpenModal(dialog: HTMLDialogElement): boolean {
  if (!dialog.isConnected || !dialog.open) return false
  try {
    return dialog.matches(':modal')
  } catch {
    // Browsers without :modal: an open dialog is taken as modal (the app opens them with showModal).
    return true
  }
}

/** Open modal dialogs in the order they opened (the top layer's order), the last on top. */
let modalStack: HTMLDialogElement[] = []

/** Drops dialogs that closed or left the page, then adds those in `opened` that are open modals. */
function syncModalStack(opened: Iterable<HTMLDialogElement>): void {
  const next = modalStack.filter(isOpenModal)
  for (const dialog of opened) if (isOpenModal(dialog) && !next.includes(dialog)) next.push(dialog)
  modalStack = next
}

function subscribeModals(onChange: () => void): () => void {
  syncModalStack(document.querySelectorAll('dialog'))
  let shown = modalStack.at(-1) ?? null
  const observer = new MutationObserver((records) => {
    // Opening always sets the `open` attribute (showModal needs a dialog already in the page);
    // child-list changes only matter for an open dialog being removed, which the sync drops.
    syncModalStack(records.flatMap((r) => (r.type === 'attributes' && r.target instanceof HTMLDialogElement ? [r.target] : [])))
    const next = modalStack.at(-1) ?? null
    if (next === shown) return
    shown = next
    onChange()
  })
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] })
  return () => observer.disconnect()
}

const topModal = () => modalStack.at(-1) ?? null

/**
 * The modal dialog on top of the top layer, or null. Dialogs are kept in the order they opened,
 * so a dialog opened from a drawer wins over the drawer wherever it sits in the document;
 * closing or removing it hands back to the one below. A change re-renders before the next
 * frame, so a closing dialog does not hide the toasts for a frame.
 */
function useTopModal(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribeModals, topModal, () => null)
}

/** Holds the toasts while the pointer is over the stack or the focus is in it; released when the stack goes. */
function useHoldWhileRead() {
  const pointer = useRef<(() => void) | null>(null)
  const focus = useRef<(() => void) | null>(null)
  useEffect(
    () => () => {
      pointer.current?.()
      focus.current?.()
    },
    [],
  )
  return {
    onPointerEnter: () => {
      pointer.current ??= toaster.hold()
    },
    onPointerLeave: () => {
      pointer.current?.()
      pointer.current = null
    },
    onFocus: () => {
      focus.current ??= toaster.hold()
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return
      focus.current?.()
      focus.current = null
    },
  }
}

function ToastList({ toasts }: { toasts: readonly Toast[] }) {
  const hold = useHoldWhileRead()
  return (
    <ul className="toasts" {...hold}>
      {toasts.map((t) => (
        <li key={t.id} className={`toast toast--${t.kind}`}>
          {t.kind === 'loading' ? (
            <span className="spinner" aria-hidden="true" />
          ) : t.kind === 'success' ? (
            <SuccessIcon />
          ) : t.kind === 'offer' ? (
            <InfoIcon />
          ) : (
            <ErrorIcon />
          )}
          <span className="toast__text">{t.message}</span>
          {t.action && (
            <button type="button" className="toast__action" onClick={t.action.run}>
              {t.action.label}
            </button>
          )}
          <button type="button" className="toast__close" aria-label={`Dismiss: ${t.message}`} onClick={() => toaster.dismiss(t.id)}>
            <CloseIcon size="1.1rem" />
          </button>
        </li>
      ))}
    </ul>
  )
}
