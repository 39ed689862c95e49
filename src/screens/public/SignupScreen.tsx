import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import type { ClientError } from '@domain/errors'
import { credentialErrors, hasErrors, type CredentialErrors } from '@domain/validation'
import { call } from '../../data/public'
import { saveSession } from '../../session'
import { Alert } from '../../ui/Alert'
import { PublicLayout } from '../../ui/PublicLayout'
import { FailureAlert, useTimeout } from './common'
import { EmailField, PasswordField, SubmitButton } from './fields'

const route = getRouteApi('/signup')

export const signupFailedMessage = 'Shucks! Something went wrong, please try again.'
/** After a sign-up that needs e-mail verification, the login page follows after this long. */
export const signupRedirectMs = 7500

/** The Google click id of an ad visit, kept with the account (read from the raw query). */
const gclidFromUrl = (): string | undefined => {
  const value = new URLSearchParams(window.location.search).get('gclid')
  return value ? value : undefined
}

export default function SignupScreen() {
  const search = route.useSearch()
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [fieldErrors, setFieldErrors] = useState<CredentialErrors>({})
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<ClientError | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)

  useTimeout(sentTo !== null, () => void navigate({ to: '/login' }), signupRedirectMs)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (pending || sentTo) return
    const errors = credentialErrors({ email, password }, { checkEmailShape: true })
    setFieldErrors(errors)
    if (hasErrors(errors)) {
      document.getElementById(errors.email ? 'signup-email' : 'signup-password')?.focus()
      return
    }
    setPending(true)
    setFailure(null)
    const gclid = gclidFromUrl()
    const result = await call('Signup', {
      email: email.trim(),
      password,
      ...(gclid ? { gclid } : {}),
      ...(search.v ? { abTestVariant: search.v } : {}),
    })
    setPending(false)
    if (!result.ok) {
      setFailure(result.error)
      return
    }
    const admin = result.value.admin
    if (admin) {
      saveSession({ adminId: admin.adminId, token: admin.token })
      void navigate({ to: '/use-case', replace: true })
      return
    }
    setSentTo(email.trim())
  }

  return (
    <PublicLayout
      title="Create your account"
      footer={
        <p>
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      }
    >
      {sentTo ? (
        <Alert tone="success" title="Check your email">
          <p>
            We sent a verification link to <strong>{sentTo}</strong>. Open it to finish creating your account; it works
            for 24 hours.
          </p>
          <p>
            Taking you to the <Link to="/login">login page</Link> in a few seconds…
          </p>
        </Alert>
      ) : (
        <>
          <p className="muted">Start keeping your children's Macs safe. It takes a minute.</p>
          {failure && <FailureAlert message={signupFailedMessage} error={failure} />}
          <form noValidate method="post" onSubmit={(event) => void submit(event)} className="public-form">
            <EmailField
              id="signup-email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={fieldErrors.email}
            />
            <PasswordField
              id="signup-password"
              label="Create Password"
              choosing
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={fieldErrors.password}
              hint="At least 4 characters"
            />
            <SubmitButton loading={pending}>Submit</SubmitButton>
          </form>
        </>
      )}
    </PublicLayout>
  )
}
