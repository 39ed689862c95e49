/**
 * 'Delete child' with its confirmation. The child disappears from every list at once and the
 * parent goes back to the children; the server's refusal brings the child back with an error toast.
 */
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { User } from '@domain/api/wire'
import { runCommand } from '../../../data'
import { Button } from '../../../ui/Button'
import { ConfirmDialog } from '../../../ui/ConfirmDialog'
import { deleteChild as deleteChildCommand } from './commands'

/** `onDelete` runs first (e.g. to drop the child's unsaved draft). */
export function DeleteChildButton({ user, onDelete }: { user: User; onDelete: () => void }) {
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)

  const deleteChild = () => {
    setConfirming(false)
    onDelete()
    void runCommand(deleteChildCommand(user.id))
    void navigate({ to: '/children' })
  }

  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Delete child
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete child?"
        confirmLabel="Delete child"
        onCancel={() => setConfirming(false)}
        onConfirm={deleteChild}
      >
        <p>
          Are you sure you want to delete {user.name}? Their devices, screenshots and activity are deleted too. There is no
          undo.
        </p>
      </ConfirmDialog>
    </>
  )
}
