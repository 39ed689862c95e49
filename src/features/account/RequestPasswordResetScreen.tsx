import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import type { ClientError } from '@domain/api/errors'
import { emailInvalidMessage, hasExactlyOneAt, isAcceptedEmail } from '@domain/auth/validation'
import { runPublicCommand } from '../../data/public'
import { sendPasswordReset } from './commands'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { PublicLayout } from './PublicLayout'
import { FailureAlert } from './common'
import { EmailField, SubmitButton } from './fields'

export const resetRequestFailedMessage = 'Uh-oh! Looks like something went wrong on our end. Please try again.'

export default function RequestPasswordResetScreen() {
  const [email, setEmail] = useState('')
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<ClientError | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending || !hasExactlyOneAt(email)) return
    const address = email.trim()
    if (!isAcceptedEmail(address)) {
      setFieldError(emailInvalidMessage)
      document.getElementById('reset-email')?.focus()
      return
    }
    setFieldError(undefined)
    setPending(true)
    setFailure(null)
    const result = await runPublicCommand(sendPasswordReset(address))
    setPending(false)
    // The page shows 'Email sent!' either way (it never tells whether an account exists); a
    // failure adds its message above.
    if (!result.ok) setFailure(result.error)
    setSentTo(address)
  }

  const sendAnother = () => {
    setFailure(null)
    setSentTo(null)
  }

  return (
    <PublicLayout
      title="Reset your password"
      footer={
        <p>
          Remembered it? <Link to="/login">Back to login</Link>
        </p>
      }
    >
      {sentTo ? (
        <>
          {failure && <FailureAlert message={resetRequestFailedMessage} error={failure} />}
          <Alert tone="success" title="Email sent!">
            <p>
              If an account uses <strong>{sentTo}</strong>, a link to choose a new password is on its way. The link works once, within 60 minutes.
            </p>
            <p>
              <Button variant="ghost" size="sm" onClick={sendAnother}>
                Send another link
              </Button>
            </p>
          </Alert>
        </>
      ) : (
        <>
          <p className="muted">Enter the email address of your account and we'll send you a link to choose a new password.</p>
          <form noValidate onSubmit={(event) => void submit(event)} className="public-form">
            <EmailField id="reset-email" value={email} onChange={(e) => setEmail(e.target.value)} error={fieldError} />
            <SubmitButton loading={pending} disabled={!hasExactlyOneAt(email)}>
              Send reset link
            </SubmitButton>
          </form>
        </>
      )}
    </PublicLayout>
  )
}
