/** After a method is verified: it gets nothing until a notification uses it, so offer to make one. */
import { methodAddress } from '@domain/notifications/methods'
import type { NotificationMethodConfig } from '@domain/api/wire'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'

export interface Verified {
  readonly methodId: string
  readonly config: NotificationMethodConfig
}

export function OneMoreStep({
  verified,
  onCreate,
  onClose,
}: {
  verified: Verified | null
  onCreate: (methodId: string) => void
  onClose: () => void
}) {
  return (
    <Dialog
      open={verified !== null}
      title="One more step!"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Not now
          </Button>
          <Button
            onClick={() => {
              if (verified) onCreate(verified.methodId)
            }}
          >
            Create notification
          </Button>
        </>
      }
    >
      {verified && (
        <p>
          <strong>{methodAddress(verified.config)}</strong> is verified. To get notifications there, create a notification that uses it.
        </p>
      )}
    </Dialog>
  )
}
