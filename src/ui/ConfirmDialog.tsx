/**
 * The question before something that cannot be undone: an alert dialog with the question as its
 * title, what happens in words, Cancel, and the action itself as a danger button named for what
 * it does ("Delete key", "Reset demo data"). While the action runs (`busy`) its button shows it
 * and the dialog stays: Cancel, Esc and the backdrop wait.
 */
import type { ReactNode } from 'react'
import { Button } from './Button'
import { Dialog } from './Dialog'

export interface ConfirmDialogProps {
  readonly open: boolean
  readonly title: string
  /** The danger button's words. */
  readonly confirmLabel: string
  readonly onConfirm: () => void
  readonly onCancel: () => void
  readonly busy?: boolean
  readonly children: ReactNode
}

export function ConfirmDialog({ open, title, confirmLabel, onConfirm, onCancel, busy = false, children }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      alert
      title={title}
      onClose={() => {
        if (!busy) onCancel()
      }}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  )
}
