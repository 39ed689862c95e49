import { Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { errorMessage, type ClientError } from '@domain/api/client-error'
import { redirectTarget, safeRedirectPath } from '@domain/auth/redirect'
import { credentialErrors, emailInvalidMessage, hasErrors, hasTextAroundAt, isAcceptedEmail, type CredentialErrors } from '@domain/auth/validation'
import { runPublicCommand } from '../../data/public'
import { login, requestMagicLink } from './commands'
import { DemoAccount } from '../../demo/DemoAccount'
import { saveSession } from '../../session'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { PublicLayout } from './PublicLayout'
import { FailureAlert } from './common'
import { EmailField, PasswordField, SubmitButton } from './fields'
import { paths } from '../../route-paths'
import { useRouteSearch } from '../route-hooks'

export const passwordChangedMessage = 'Password successfully changed! Please log in with your new password.'

type Pending = 'login' | 'magic' | null

export default function LoginScreen() {
  const search = useRouteSearch(paths.login)
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [fieldErrors, setFieldErrors] = useState<CredentialErrors>({})
  const [pending, setPending] = useState<Pending>(null)
  const [failure, setFailure] = useState<ClientError | null>(null)
  const [magicSentTo, setMagicSentTo] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending) return
    const errors = credentialErrors({ email, password })
    setFieldErrors(errors)
    setMagicSentTo(null)
    if (hasErrors(errors)) {
      focusFirstInvalid(errors)
      return
    }
    setPending('login')
    setFailure(null)
    const result = await runPublicCommand(login(email, password))
    if (!result.ok) {
      setPending(null)
      setFailure(result.error)
      return
    }
    saveSession({ adminId: result.value.adminId, token: result.value.token })
    void navigate({ href: redirectTarget(search.redirect), replace: true })
  }

  const sendMagicLink = async () => {
    if (pending) return
    const address = email.trim()
    if (!isAcceptedEmail(address)) {
      setFieldErrors({ email: emailInvalidMessage })
      focusFirstInvalid({ email: emailInvalidMessage })
      return
    }
    setFieldErrors({})
    setPending('magic')
    setFailure(null)
    setMagicSentTo(null)
    const redirect = safeRedirectPath(search.redirect)
    const result = await runPublicCommand(requestMagicLink(address, redirect))
    setPending(null)
    if (!result.ok) setFailure(result.error)
    else setMagicSentTo(address)
  }

  return (
    <PublicLayout
      title="Parent Login"
      footer={
        <p>
          New to Gatehouse? <Link to="/signup">Create an account</Link>
        </p>
      }
    >
      {search.from === 'reset' && <Alert tone="success">{passwordChangedMessage}</Alert>}
      {magicSentTo && (
        <Alert tone="success" title="Check your email">
          <p>
            If there is an account for <strong>{magicSentTo}</strong>, a login link is on its way. The link works once, within 60 minutes.
          </p>
        </Alert>
      )}
      {failure && <FailureAlert message={errorMessage(failure)} error={failure} />}
      {__DEMO__ && (
        <DemoAccount
          onFill={(demo) => {
            setEmail(demo.email)
            setPassword(demo.password)
            setFieldErrors({})
          }}
        />
      )}
      <form noValidate method="post" onSubmit={(event) => void submit(event)} className="public-form">
        <EmailField id="login-email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} error={fieldErrors.email} />
        <PasswordField id="login-password" value={password} onChange={(e) => setPassword(e.target.value)} error={fieldErrors.password} />
        <p className="public-form__aside">
          <Link to="/reset-password">Forgot password?</Link>
        </p>
        <SubmitButton loading={pending === 'login'} busy={pending !== null}>
          Submit
        </SubmitButton>
        <div className="public-divider" aria-hidden="true">
          <span>or</span>
        </div>
        <Button
          variant="secondary"
          block
          disabled={!hasTextAroundAt(email)}
          loading={pending === 'magic'}
          aria-disabled={pending !== null || undefined}
          onClick={() => void sendMagicLink()}
          aria-describedby="magic-link-hint"
        >
          Send Magic Link
        </Button>
        <p id="magic-link-hint" className="public-form__hint">
          We e-mail you a link that logs you in without a password.
        </p>
      </form>
    </PublicLayout>
  )
}

function focusFirstInvalid(errors: CredentialErrors): void {
  const id = errors.email ? 'login-email' : errors.password ? 'login-password' : null
  if (id) document.getElementById(id)?.focus()
}
