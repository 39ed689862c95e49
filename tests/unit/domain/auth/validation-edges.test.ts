/**
 * Form rules at their edges: spaces around and inside an address, a second @, a last label
 * with a digit, the field messages in the product's words, and an error object whose fields are
 * all unset.
 */
import { describe, expect, it } from 'vitest'
import {
  emailInvalidMessage,
  emailRequiredMessage,
  hasErrors,
  hasTextAroundAt,
  isAcceptedEmail,
  isConferenceEmail,
  passwordRequiredMessage,
  passwordTooShortMessage,
  resetPasswordTooShortMessage,
} from '@domain/auth/validation'

describe('hasTextAroundAt', () => {
  it('takes any text, spaces included, either side of the @', () => {
    expect(hasTextAroundAt('a b@c')).toBe(true)
    expect(hasTextAroundAt('a@b c')).toBe(true)
    expect(hasTextAroundAt(' @b')).toBe(false)
    expect(hasTextAroundAt('a@ ')).toBe(false)
  })
})

describe('isAcceptedEmail', () => {
  it('judges the address without the spaces around it', () => {
    expect(isAcceptedEmail(' grandma@example.com ')).toBe(true)
    expect(isAcceptedEmail(' @example.com')).toBe(false)
    expect(isAcceptedEmail('grandma@e.c ')).toBe(false)
  })

  it('refuses a second @, even with a good domain before it', () => {
    expect(isAcceptedEmail('grandma@example.com@x')).toBe(false)
    expect(isAcceptedEmail('grandma@example.com@example.com')).toBe(false)
  })

  it('refuses spaces inside the address', () => {
    expect(isAcceptedEmail('grand ma@example.com')).toBe(false)
  })
})

describe('isConferenceEmail', () => {
  it('wants letters only in the last label', () => {
    expect(isConferenceEmail('a@b.co')).toBe(true)
    expect(isConferenceEmail('a@b.co1')).toBe(false)
    expect(isConferenceEmail('a@b.co.')).toBe(false)
  })
})

describe('messages and errors', () => {
  it('say what is missing in the product’s words', () => {
    expect(emailRequiredMessage).toBe('Please enter your email address')
    expect(emailInvalidMessage).toBe('Please enter a valid email address')
    expect(passwordRequiredMessage).toBe('Please enter your password')
    expect(passwordTooShortMessage).toBe('Passwords have at least 4 characters')
    expect(resetPasswordTooShortMessage).toBe('Choose a password longer than 4 characters')
  })

  it('fields that are present but unset are no errors', () => {
    expect(hasErrors({ email: undefined, password: undefined })).toBe(false)
    expect(hasErrors({ email: undefined, password: 'Please enter your password' })).toBe(true)
    expect(hasErrors({})).toBe(false)
  })
})
