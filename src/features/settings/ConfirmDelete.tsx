/** The confirmation before Settings deletes a notification or a method: 'Delete {thing}?'. */
import { type DeletableThing, deleteConfirmText, deleteConfirmTitle } from '@domain/notifications/rules'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'

export interface PendingDeletion {
  readonly thing: DeletableThing
  /** What is being deleted, in words (shown under the question). */
  readonly what: string
  readonly run: () => void
}

export function ConfirmDelete({ pending, onClose }: { pending: PendingDeletion | null; onClose: () => void }) {
  return (
    <Dialog
      open={pending !== null}
      alert
      title={pending ? deleteConfirmTitle(pending.thing) : ''}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              pending?.run()
              onClose()
            }}
          >
            Delete
          </Button>
        </>
      }
    >
      {pending && (
        <>
          <p>{deleteConfirmText(pending.thing)}</p>
          <p className="muted confirm-delete__what">{pending.what}</p>
        </>
      )}
    </Dialog>
  )
}
