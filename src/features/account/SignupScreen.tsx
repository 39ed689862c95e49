import { Link, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import type { ClientError } from '@domain/api/errors'
import { credentialErrors, hasErrors, type CredentialErrors } from '@domain/auth/validation'
import { runPublicCommand, signupCheck, turnstileSiteKey } from '../../data/public'
import { signup } from './commands'
import { saveSession } from '../../session'
import { Alert } from '../../ui/Alert'
import { PublicLayout } from './PublicLayout'
import { FailureAlert, useTimeout } from './common'
import { EmailField, PasswordField, SubmitButton } from './fields'
import { Turnstile } from './Turnstile'
import { paths } from '../../route-paths'
import { useRouteSearch } from '../route-hooks'

export const signupFailedMessage = 'Shucks! Something went wrong, please try again.'
/** After a sign-up that needs e-mail verification, the login page follows after this long. */
export const signupRedirectMs = 7500

/** The Google click id of an ad visit, kept with the account (read from the raw query). */
const gclidFromUrl = (): string | undefined => {
  const value = new URLSearchParams(window.location.search).get('gclid')
  return value ? value : undefined
}

export default function SignupScreen() {
  const search = useRouteSearch(paths.signup)
  const navigate = useNavigate()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [fieldErrors, setFieldErrors] = useState<CredentialErrors>({})
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<ClientError | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [botToken, setBotToken] = useState<string | null>(null)
  const [botCheckMissing, setBotCheckMissing] = useState(false)
  const [attempts, setAttempts] = useState(0)

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
    const needsToken = signupCheck === 'turnstile'
    setBotCheckMissing(needsToken && !botToken)
    if (needsToken && !botToken) return
    setPending(true)
    setFailure(null)
    const gclid = gclidFromUrl()
    const result = await runPublicCommand(signup({ email, password, gclid, abTestVariant: search.v, turnstileToken: needsToken ? botToken : null }))
    setPending(false)
    if (!result.ok) {
      setFailure(result.error)
      // The token was spent: the check starts again.
      if (needsToken) setAttempts((n) => n + 1)
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
      {signupCheck === 'unavailable' ? (
        <Alert tone="warning" title="Sign-up is not available here">
          <p>
            The server this dashboard talks to only accepts new accounts that pass its check that you are a person, and this dashboard is not set up
            for that check. If you already have an account, you can <Link to="/login">log in</Link>.
          </p>
        </Alert>
      ) : sentTo ? (
        <Alert tone="success" title="Check your email">
          <p>
            We sent a verification link to <strong>{sentTo}</strong>. Open it to finish creating your account; it works for 24 hours.
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
            <EmailField id="signup-email" value={email} onChange={(e) => setEmail(e.target.value)} error={fieldErrors.email} />
            <PasswordField
              id="signup-password"
              label="Create Password"
              choosing
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={fieldErrors.password}
              hint="At least 4 characters"
            />
            {signupCheck === 'turnstile' && turnstileSiteKey && (
              <div className="field">
                <Turnstile
                  siteKey={turnstileSiteKey}
                  resetKey={attempts}
                  onToken={(token) => {
                    setBotToken(token)
                    if (token) setBotCheckMissing(false)
                  }}
                />
                {botCheckMissing && (
                  <p className="field__error" role="alert">
                    Please complete the check that you are a person.
                  </p>
                )}
              </div>
            )}
            <SubmitButton loading={pending}>Submit</SubmitButton>
          </form>
        </>
      )}
    </PublicLayout>
  )
}
