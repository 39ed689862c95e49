import { Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import type { ClientError } from '@domain/api/errors'
import { isUuid } from '@domain/api/ids'
import { isValidResetPassword, resetPasswordTooShortMessage } from '@domain/auth/validation'
import { runPublicCommand } from '../../data/public'
import { resetPassword } from './commands'
import { Button } from '../../ui/Button'
import { PublicLayout } from './PublicLayout'
import { TextField } from '../../ui/TextField'
import { FailureAlert } from './common'
import { paths } from '../../route-paths'
import { useRouteParams } from '../route-hooks'

export const resetFailedMessage = 'Hmm, something went wrong.'
export const resetTokenExpiredMessage = 'Token expired or not found. Please request a new password reset link.'

type Failure = { kind: 'expired' } | { kind: 'error'; error: ClientError }

export default function ResetPasswordScreen() {
  const { token } = useRouteParams(paths.resetPasswordToken)
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    if (!isValidResetPassword(password)) {
      setFieldError(resetPasswordTooShortMessage)
      document.getElementById('reset-new-password')?.focus()
      return
    }
    setFieldError(undefined)
    if (!isUuid(token)) {
      setFailure({ kind: 'expired' })
      return
    }
    setPending(true)
    setFailure(null)
    const result = await runPublicCommand(resetPassword(token, password))
    if (result.ok && result.value.success) {
      void navigate({ to: '/login', search: { from: 'reset' }, replace: true })
      return
    }
    setPending(false)
    setFailure(result.ok ? { kind: 'expired' } : { kind: 'error', error: result.error })
  }

  return (
    <PublicLayout title="Choose a new password">
      {failure?.kind === 'expired' && (
        <FailureAlert message={resetTokenExpiredMessage}>
          <p>
            <Link to="/reset-password">Request a new link</Link>
          </p>
        </FailureAlert>
      )}
      {failure?.kind === 'error' && <FailureAlert message={failure.error.userMessage ?? resetFailedMessage} error={failure.error} />}
      <form noValidate onSubmit={(event) => void submit(event)} className="public-form">
        <TextField
          id="reset-new-password"
          label="New password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          minLength={5}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hint="More than 4 characters"
          error={fieldError}
        />
        <Button type="submit" block loading={pending} aria-disabled={pending || undefined}>
          Save new password
        </Button>
      </form>
    </PublicLayout>
  )
}
