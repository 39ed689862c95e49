/**
 * Form rules of the public screens: e-mail shapes, password lengths, the conference e-mail
 * check. Pure functions; the screens decide how to show the messages.
 */

/** Password inputs take at least this many characters (login, sign-up). */
export const minPasswordLength = 4
/** A new password chosen through a reset link must be longer than this. */
export const resetPasswordMinExclusive = 4

/** 'Send Magic Link' needs text, an @, and more text. */
export function hasTextAroundAt(email: string): boolean {
  return /^[\s\S]+@[\s\S]+$/.test(email.trim())
}

/** The reset-request send button: the e-mail holds exactly one @. */
export function hasExactlyOneAt(email: string): boolean {
  return email.split('@').length === 2
}

/**
 * The address shape the API accepts for sign-up, magic links and reset e-mails: exactly one @,
 * a non-empty local part, and a domain longer than 3 characters that contains a dot. Checking it
 * first spares the parent a server round trip that would only answer "Bad Request"
 * (docs/api.md#auth).
 */
export function isAcceptedEmail(email: string): boolean {
  const parts = email.trim().split('@')
  if (parts.length !== 2) return false
  const [local = '', domain = ''] = parts
  return local.length > 0 && domain.length > 3 && domain.includes('.') && !/\s/.test(email.trim())
}

/** Login and sign-up passwords: required, at least 4 characters. */
export function isLongEnoughPassword(password: string): boolean {
  return password.length >= minPasswordLength
}

/** A password chosen through a reset link: more than 4 characters. */
export function isValidResetPassword(password: string): boolean {
  return password.length > resetPasswordMinExclusive
}

/**
 * The conference pages' e-mail pattern: a local part, an @, and a domain of at least two labels
 * whose last label has two or more letters. No spaces, exactly one @.
 */
const conferenceEmailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/

export function isConferenceEmail(email: string): boolean {
  return conferenceEmailPattern.test(email.trim())
}

export const conferenceInvalidTitle = 'Invalid email address'
export const conferenceInvalidMessage = 'Please enter a valid email address'

// ── field messages ──────────────────────────────────────────────────────────────────────────

export const emailRequiredMessage = 'Please enter your email address'
export const emailInvalidMessage = 'Please enter a valid email address'
export const passwordRequiredMessage = 'Please enter your password'
export const passwordTooShortMessage = `Passwords have at least ${minPasswordLength} characters`
export const resetPasswordTooShortMessage = `Choose a password longer than ${resetPasswordMinExclusive} characters`

export interface CredentialErrors {
  readonly email?: string
  readonly password?: string
}

/**
 * Login and sign-up: both fields required, the password at least 4 characters. Sign-up also
 * checks the address shape the server accepts (`checkEmailShape`); login does not, because an
 * existing account's address is whatever the server stored.
 */
export function credentialErrors(
  input: { readonly email: string; readonly password: string },
  options: { readonly checkEmailShape?: boolean } = {},
): CredentialErrors {
  const email = input.email.trim()
  const errors: { email?: string; password?: string } = {}
  if (email === '') errors.email = emailRequiredMessage
  else if (options.checkEmailShape && !isAcceptedEmail(email)) errors.email = emailInvalidMessage
  if (input.password === '') errors.password = passwordRequiredMessage
  else if (!isLongEnoughPassword(input.password)) errors.password = passwordTooShortMessage
  return errors
}

export const hasErrors = (errors: object): boolean => Object.values(errors).some((v) => v !== undefined)
