import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { runPublicCommand } from '../../data/public'
import { verifySignupEmail } from './commands'
import { saveSession } from '../../session'
import { ContactSupportLink } from '../../ui/ContactSupport'
import { PublicLayout } from './PublicLayout'
import { LoadingBlock } from '../../ui/Spinner'
import { FailureAlert, isNetworkError, useOnce } from './common'
import { Alert } from '../../ui/Alert'
import { paths } from '../../route-paths'
import { useRouteParams } from '../route-hooks'

export const alreadyVerifiedMessage = 'Your email address has already been verified.'
export const verifyFailedMessage = 'Failed to verify email address.'

export default function VerifySignupEmailScreen() {
  const { token } = useRouteParams(paths.verifySignupEmail)
  const navigate = useNavigate()
  const state = useOnce(`verify:${token}`, () => runPublicCommand(verifySignupEmail(token)))
  const result = state.status === 'done' ? state.result : null

  useEffect(() => {
    if (!result?.ok) return
    saveSession({ adminId: result.value.adminId, token: result.value.token })
    void navigate({ to: '/use-case', replace: true })
  }, [result, navigate])

  return (
    <PublicLayout title="Verify your email">
      {!result || result.ok ? (
        <LoadingBlock label="Verifying your email address…" />
      ) : result.error.tag === 'emailAlreadyVerified' ? (
        <Alert tone="info" title={alreadyVerifiedMessage}>
          <p>
            <Link to="/login">Login now</Link>
          </p>
        </Alert>
      ) : (
        <FailureAlert message={result.error.userMessage ?? verifyFailedMessage} error={isNetworkError(result.error) ? undefined : result.error}>
          <p>
            <Link to="/login">Go to the login page</Link> · <ContactSupportLink />
          </p>
        </FailureAlert>
      )}
    </PublicLayout>
  )
}
