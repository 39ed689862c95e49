import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  conferenceInvalidMessage,
  conferenceInvalidTitle,
  credentialErrors,
  emailInvalidMessage,
  emailRequiredMessage,
  hasErrors,
  hasExactlyOneAt,
  hasTextAroundAt,
  isAcceptedEmail,
  isConferenceEmail,
  isLongEnoughPassword,
  isValidResetPassword,
  passwordRequiredMessage,
  passwordTooShortMessage,
  resetPasswordTooShortMessage,
} from '@domain/auth/validation'

const noAt = fc.string({ minLength: 1 }).filter((s) => !s.includes('@'))
const visibleNoAt = fc.string({ minLength: 1, unit: fc.constantFrom(...'abcxyz019._-+'.split('')) })

describe('magic link button rule (text, @, text)', () => {
  it('holds for any non-blank text on both sides of an @', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(visibleNoAt, visibleNoAt, (a, b) => {
        expect(hasTextAroundAt(`${a}@${b}`)).toBe(true)
      }),
    )
  })

  it('never holds without an @', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(noAt, (s) => {
        expect(hasTextAroundAt(s)).toBe(false)
      }),
    )
  })

  it('needs text before and after', () => {
    expect(hasTextAroundAt('')).toBe(false)
    expect(hasTextAroundAt('@')).toBe(false)
    expect(hasTextAroundAt('@example.com')).toBe(false)
    expect(hasTextAroundAt('parent@')).toBe(false)
    expect(hasTextAroundAt('  parent@  ')).toBe(false)
    expect(hasTextAroundAt('p@e')).toBe(true)
  })
})

describe('reset send rule (exactly one @)', () => {
  it('matches the count of @ characters', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(noAt, fc.constant('@')), { maxLength: 8 }), (parts) => {
        const value = parts.join('')
        const count = [...value].filter((c) => c === '@').length
        expect(hasExactlyOneAt(value)).toBe(count === 1)
      }),
    )
  })

  it('examples', () => {
    expect(hasExactlyOneAt('a@b.co')).toBe(true)
    expect(hasExactlyOneAt('@')).toBe(true)
    expect(hasExactlyOneAt('a@@b.co')).toBe(false)
    expect(hasExactlyOneAt('ab.co')).toBe(false)
  })
})

describe('password lengths', () => {
  it('login and sign-up passwords need at least 4 characters', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (p) => {
        expect(isLongEnoughPassword(p)).toBe(p.length >= 4)
      }),
    )
    expect(isLongEnoughPassword('abc')).toBe(false)
    expect(isLongEnoughPassword('abcd')).toBe(true)
  })

  it('a reset password needs more than 4 characters', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (p) => {
        expect(isValidResetPassword(p)).toBe(p.length > 4)
      }),
    )
    expect(isValidResetPassword('abcd')).toBe(false)
    expect(isValidResetPassword('abcde')).toBe(true)
  })
})

describe('address shape the API accepts', () => {
  it('accepts ordinary addresses', () => {
    for (const e of ['parent@example.com', 'A.B+kids@mail.example.org', 'x@ab.c']) {
      expect(isAcceptedEmail(e)).toBe(true)
    }
  })

  it('rejects what the server answers Bad Request to', () => {
    for (const e of ['', 'parent', '@example.com', 'parent@', 'parent@abc', 'a@b.c', 'a@@example.com', 'a@b@example.com', 'pa rent@example.com']) {
      expect(isAcceptedEmail(e)).toBe(false)
    }
  })

  it('any accepted address also enables the magic link and the reset button', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.emailAddress(), (e) => {
        if (isAcceptedEmail(e)) {
          expect(hasTextAroundAt(e)).toBe(true)
          expect(hasExactlyOneAt(e)).toBe(true)
        }
      }),
    )
  })
})

describe('conference e-mail', () => {
  it('accepts generated e-mail addresses with a letter top-level domain', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.emailAddress(), (e) => {
        const tld = e.slice(e.lastIndexOf('.') + 1)
        fc.pre(/^[a-z]{2,}$/i.test(tld) && e.includes('.', e.indexOf('@')))
        expect(isConferenceEmail(e)).toBe(true)
      }),
    )
  })

  it('rejects anything without exactly one @, with spaces, or without a dotted domain', () => {
    for (const e of [
      '',
      'hello',
      'hello@',
      '@example.com',
      'a@b',
      'a@b.c',
      'a b@example.com',
      'a@exa mple.com',
      'a@@example.com',
      'a@b@example.com',
      'a@example.',
      'a@.com',
      'a@example..com',
    ]) {
      expect(isConferenceEmail(e)).toBe(false)
    }
  })

  it('ignores surrounding whitespace', () => {
    expect(isConferenceEmail('  visitor@example.com ')).toBe(true)
  })

  it('uses the product wording', () => {
    expect(conferenceInvalidTitle).toBe('Invalid email address')
    expect(conferenceInvalidMessage).toBe('Please enter a valid email address')
  })
})

describe('login and sign-up form errors', () => {
  it('requires both fields', () => {
    expect(credentialErrors({ email: ' ', password: '' })).toEqual({
      email: emailRequiredMessage,
      password: passwordRequiredMessage,
    })
  })

  it('flags a short password', () => {
    expect(credentialErrors({ email: 'a@b.co', password: 'abc' })).toEqual({ password: passwordTooShortMessage })
  })

  it('checks the address shape only when asked (sign-up)', () => {
    expect(credentialErrors({ email: 'nope', password: 'abcd' })).toEqual({})
    expect(credentialErrors({ email: 'nope', password: 'abcd' }, { checkEmailShape: true })).toEqual({
      email: emailInvalidMessage,
    })
  })

  it('no errors exactly when both rules pass', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (email, password) => {
        const errors = credentialErrors({ email, password })
        expect(hasErrors(errors)).toBe(email.trim() === '' || password.length < 4)
      }),
    )
  })
})

/**
 * Form rules at their edges: spaces around and inside an address, a second @, a last label
 * with a digit, the field messages in the product's words, and an error object whose fields are
 * all unset.
 */
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
