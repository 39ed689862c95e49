/** The confirmation before Settings deletes a notification or a method: 'Delete {thing}?'. */
import { type DeletableThing, deleteConfirmText, deleteConfirmTitle } from '@domain/notifications/rules'
import { ConfirmDialog } from '../../ui/ConfirmDialog'

export interface PendingDeletion {
  readonly thing: DeletableThing
  /** What is being deleted, in words (shown under the question). */
  readonly what: string
  readonly run: () => void
}

export function ConfirmDelete({ pending, onClose }: { pending: PendingDeletion | null; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={pending !== null}
      title={pending ? deleteConfirmTitle(pending.thing) : ''}
      confirmLabel="Delete"
      onCancel={onClose}
      onConfirm={() => {
        pending?.run()
        onClose()
      }}
    >
      {pending && (
        <>
          <p>{deleteConfirmText(pending.thing)}</p>
          <p className="muted confirm-delete__what">{pending.what}</p>
        </>
      )}
    </ConfirmDialog>
  )
}
