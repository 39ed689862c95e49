/** 'Delete child' with its confirmation; the page does the deleting once confirmed. */
import { useState } from 'react'
import type { User } from '@domain/api/wire'
import { Button } from '../../../ui/Button'
import { ConfirmDialog } from '../../../ui/ConfirmDialog'

export function DeleteChildButton({ user, onDelete }: { user: User; onDelete: () => void }) {
  const [confirming, setConfirming] = useState(false)
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
        onConfirm={() => {
          setConfirming(false)
          onDelete()
        }}
      >
        <p>Are you sure you want to delete {user.name}? Their devices, screenshots and activity are deleted too. There is no undo.</p>
      </ConfirmDialog>
    </>
  )
}
