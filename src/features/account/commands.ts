/**
 * The signed-out pages' writes, as commands: logging in, signing up, password resets, the
 * use-case survey and the conference sign-up. No session, no cache and no toasts there: each is
 * just its operation and input, run by `runPublicCommand`; the page says itself how it went.
 */
import { type Command, command } from '../../data/commands'

type ConferenceSource = Command<'SaveConferenceEmail'>['input']['source']

export const login = (email: string, password: string): Command<'Login'> => command({ op: 'Login', input: { email: email.trim(), password } })

/** `redirect`: a safe in-app path the link leads to once logged in. */
export const requestMagicLink = (email: string, redirect: string | null): Command<'RequestMagicLink'> =>
  command({ op: 'RequestMagicLink', input: redirect ? { email, redirect } : { email } })

export const loginMagicLink = (token: string): Command<'LoginMagicLink'> => command({ op: 'LoginMagicLink', input: { token } })

export const sendPasswordReset = (email: string): Command<'SendPasswordResetEmail'> => command({ op: 'SendPasswordResetEmail', input: { email } })

export const resetPassword = (token: string, password: string): Command<'ResetPassword'> =>
  command({ op: 'ResetPassword', input: { token, password } })

/** Optional fields are left out when absent: `gclid` (the ad click), the A/B variant, the bot check's answer. */
export function signup(form: {
  readonly email: string
  readonly password: string
  readonly gclid?: string | null | undefined
  readonly abTestVariant?: string | undefined
  readonly turnstileToken?: string | null | undefined
}): Command<'Signup'> {
  return command({
    op: 'Signup',
    input: {
      email: form.email.trim(),
      password: form.password,
      ...(form.gclid ? { gclid: form.gclid } : {}),
      ...(form.abTestVariant ? { abTestVariant: form.abTestVariant } : {}),
      ...(form.turnstileToken ? { turnstileToken: form.turnstileToken } : {}),
    },
  })
}

export const verifySignupEmail = (token: string): Command<'VerifySignupEmail'> => command({ op: 'VerifySignupEmail', input: { token } })

/** The use-case survey's answer (analytics only). */
export const logSurveyAnswer = (eventId: string, choice: string): Command<'LogEvent'> =>
  command({ op: 'LogEvent', input: { eventId, detail: `use-case survey: ${choice}` } })

/** Deletes the parent's own account (the survey's way out for those it does not fit). */
export const deleteAccount = (adminId: string): Command<'DeleteEntity'> => command({ op: 'DeleteEntity', input: { type: 'admin', id: adminId } })

export const saveConferenceEmail = (email: string, source: ConferenceSource): Command<'SaveConferenceEmail'> =>
  command({ op: 'SaveConferenceEmail', input: { email: email.trim(), source } })
