import { useEffect, useId, useRef, type ReactNode } from 'react'

export interface DialogProps {
  open: boolean
  title: ReactNode
  onClose: () => void
  children?: ReactNode
  /** Buttons, right-aligned in the footer. */
  actions?: ReactNode
  /** role="alertdialog" for confirmations and errors. */
  alert?: boolean
}

/**
 * A modal on the native <dialog> element: focus is trapped and restored by the browser,
 * Esc closes, the page behind is inert.
 */
export function Dialog({ open, title, onClose, children, actions, alert = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const bodyId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      className="dialog"
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
    >
      {open && (
        <>
          <div className="dialog__body">
            <h2 id={titleId}>{title}</h2>
            {children && <div id={bodyId}>{children}</div>}
          </div>
          {actions && <div className="dialog__actions">{actions}</div>}
        </>
      )}
    </dialog>
  )
}
