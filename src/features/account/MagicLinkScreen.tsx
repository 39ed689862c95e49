import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { errorMessage, fail, type ClientError } from '@domain/api/errors'
import { isUuid } from '@domain/api/ids'
import { redirectTarget } from '@domain/auth/redirect'
import { runPublicCommand } from '../../data/public'
import { loginMagicLink } from './commands'
import { saveSession } from '../../session'
import { ContactSupportLink } from '../../ui/ContactSupport'
import { PublicLayout } from './PublicLayout'
import { LoadingBlock } from '../../ui/Spinner'
import { FailureAlert, useOnce } from './common'
import { paths } from '../../route-paths'
import { useRouteParams, useRouteSearch } from '../route-hooks'

export const magicLinkNotFoundMessage = 'Magic Link token not found, or expired. Please try again.'

const tokenNotFound: ClientError = {
  isPqlError: true,
  type: 'unauthorized',
  tag: 'magicLinkTokenNotFound',
  showContactSupport: false,
}

export default function MagicLinkScreen() {
  const { token } = useRouteParams(paths.otp)
  const search = useRouteSearch(paths.otp)
  const navigate = useNavigate()
  const state = useOnce(`otp:${token}`, () => (isUuid(token) ? runPublicCommand(loginMagicLink(token)) : Promise.resolve(fail(tokenNotFound))))
  const result = state.status === 'done' ? state.result : null

  useEffect(() => {
    if (!result?.ok) return
    saveSession({ adminId: result.value.adminId, token: result.value.token })
    void navigate({ href: redirectTarget(search.redirect), replace: true })
  }, [result, navigate, search.redirect])

  return (
    <PublicLayout title="Magic Link">
      {!result || result.ok ? (
        <LoadingBlock label="Logging you in…" />
      ) : result.error.tag === 'magicLinkTokenNotFound' ? (
        <FailureAlert message={magicLinkNotFoundMessage}>
          <p>
            <Link to="/login">Go to the login page</Link>
          </p>
        </FailureAlert>
      ) : (
        <FailureAlert message={errorMessage(result.error)} error={result.error}>
          <p>
            <Link to="/login">Go to the login page</Link> · <ContactSupportLink />
          </p>
        </FailureAlert>
      )}
    </PublicLayout>
  )
}
