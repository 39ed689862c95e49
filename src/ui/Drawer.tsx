import { useEffect, useId, useRef, type ReactNode } from 'react'
import { CloseIcon } from './icons/CloseIcon'
import '../styles/drawer.css'

export interface DrawerProps {
  open: boolean
  title: ReactNode
  onClose: () => void
  children?: ReactNode
  /** Sticks to the bottom of the panel (e.g. the confirm button). */
  footer?: ReactNode
  /** Extra class on the panel (e.g. to widen it). */
  className?: string
}

/**
 * A side panel on the native <dialog> element: modal, focus kept inside and given back to the
 * opener by the browser, one Esc closes, the page behind is inert. Full width on phones.
 */
export function Drawer({ open, title, onClose, children, footer, className }: DrawerProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  // Where the last press began: a selection dragged out of the panel ends on the backdrop too.
  const pressedBackdrop = useRef(false)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      // showModal() focuses the first focusable element (Close); a field marked
      // `data-autofocus` takes the focus instead (React's autoFocus runs before the dialog opens).
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      className={['drawer', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        // One Esc closes the drawer wherever the focus is in it, even in a search box, whose own
        // Esc would only clear it. Esc in a dialog opened from the drawer closes that dialog
        // only, and Esc that ends an input method's composition stays with it.
        if (e.key !== 'Escape' || e.defaultPrevented || e.nativeEvent.isComposing) return
        if (!(e.target instanceof Element) || e.target.closest('dialog') !== e.currentTarget) return
        e.preventDefault()
        onClose()
      }}
      onCancel={(e) => {
        e.preventDefault()
        // Esc in a dialog opened from inside the drawer closes that dialog only.
        if (e.target === e.currentTarget) onClose()
      }}
      onPointerDown={(e) => {
        pressedBackdrop.current = e.target === e.currentTarget
      }}
      onClick={(e) => {
        // A click on the backdrop (the dialog element itself, outside the panel) closes, when
        // the press began there too.
        const fromBackdrop = pressedBackdrop.current
        pressedBackdrop.current = false
        if (e.target === e.currentTarget && fromBackdrop) onClose()
      }}
    >
      {open && (
        <div className="drawer__panel">
          <header className="drawer__header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="drawer__close" onClick={onClose} aria-label="Close">
              <CloseIcon />
            </button>
          </header>
          <div className="drawer__body">{children}</div>
          {footer && <footer className="drawer__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  )
}
