/**
 * The error dialog: titled 'Not found' or 'Error'; the error's own message when it has
 * one, else the not-found wording, else the generic message under 'Uh-oh!'; a Contact support
 * button when the error asks for it; the primary button returns to the dashboard's start.
 */
import { useNavigate } from '@tanstack/react-router'
import { errorMessage, errorTitle, genericErrorHeading, genericErrorMessage, type ClientError } from '@domain/api/client-error'
import { Button, buttonClass } from './Button'
import { Dialog } from './Dialog'
import { ContactSupportLink } from './QueryState'

export interface ErrorDialogProps {
  /** The dialog is open while this is set. */
  error: ClientError | null | undefined
  /** Esc, or after the primary button. */
  onClose: () => void
  /** The primary button's text (default 'Go to dashboard'); it always leads to `/`. */
  primaryLabel?: string
}

export function ErrorDialog({ error, onClose, primaryLabel = 'Go to dashboard' }: ErrorDialogProps) {
  const navigate = useNavigate()
  const message = error ? errorMessage(error) : ''
  const generic = message === genericErrorMessage
  return (
    <Dialog
      open={!!error}
      alert
      title={error ? errorTitle(error) : ''}
      onClose={onClose}
      actions={
        error && (
          <>
            {error.showContactSupport && <ContactSupportLink className={buttonClass('secondary')} />}
            <Button
              onClick={() => {
                onClose()
                void navigate({ to: '/' })
              }}
            >
              {primaryLabel}
            </Button>
          </>
        )
      }
    >
      {error && (
        <>
          {generic && <p className="error-dialog__heading">{genericErrorHeading}</p>}
          <p>{message}</p>
          {error.userAction && <p>{error.userAction}</p>}
          {(error.id || error.serverRequestId) && (
            <p className="query-error__ref">Reference: {[error.id, error.serverRequestId].filter(Boolean).join(' · ')}</p>
          )}
        </>
      )}
    </Dialog>
  )
}
