// @vitest-environment happy-dom
/**
 * Signing up, as a new parent does it (moved from the end-to-end tests; their accessibility
 * checks and the pages' layout on phones stay in tests/e2e/auth.spec.ts): the form's checks, the
 * verification e-mail and its single-use link, the survey and its third answer deleting the
 * account, a failed deletion, the survey's guard, and signing up again with a verified account.
 */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  button,
  description,
  emailField,
  fillLogin,
  isDisabled,
  linkTo,
  load,
  passwordField,
  recordRequests,
  signUpAndVerify,
  storedToken,
  visit,
  waitForMessage,
} from './auth-support'

describe('signing up', () => {
  it('sign up, verify the e-mail, answer the survey, log out and log in again', async () => {
    const email = 'new-parent@example.com'
    const password = 'kitchen-table'

    const app = await load('/signup', { passTime: true })
    await screen.findByRole('heading', { name: 'Create your account', level: 1 })
    const sent = recordRequests()

    // Required fields and the minimum password length are checked before any request.
    await app.user.click(button('Submit'))
    await expect.poll(() => emailField().getAttribute('aria-invalid')).toBe('true')
    await app.user.type(emailField(), email)
    await app.user.type(passwordField('Create Password'), 'abc')
    await app.user.click(button('Submit'))
    await expect.poll(() => passwordField('Create Password').getAttribute('aria-invalid')).toBe('true')
    expect(description(passwordField('Create Password'))).toMatch(/at least 4 characters/i)
    expect(app.address()).toBe('/signup')
    expect(sent.map((request) => request.op)).not.toContain('Signup')

    await app.user.clear(passwordField('Create Password'))
    await app.user.type(passwordField('Create Password'), password)
    await app.user.click(button('Submit'))
    await screen.findByText(email)
    const message = await waitForMessage(app, (m) => m.to === email && m.subject.includes('Confirm your email'))

    // With no admin returned the screen moves on to the login page after 7.5 s (which pass at once).
    expect(app.address()).toBe('/signup')
    await app.passTime(7500)
    await expect.poll(() => app.address()).toBe('/login')

    await visit(app, linkTo(message, '/verify-signup-email/'))
    await expect.poll(() => app.address()).toBe('/use-case')
    await screen.findByRole('heading', { name: 'How will you use Gatehouse?' })

    await app.user.click(button(/I'm a parent or guardian/))
    await expect.poll(() => app.address()).toBe('/children')

    // The verification link was single use: opening it again, the account is already verified.
    await visit(app, '/logout')
    await expect.poll(() => app.address()).toBe('/login')
    expect(storedToken()).toBeNull()
    await visit(app, linkTo(message, '/verify-signup-email/'))
    await screen.findByText('Your email address has already been verified.')
    await app.user.click(screen.getByRole('link', { name: 'Login now' }))
    await expect.poll(() => app.address()).toBe('/login')

    await fillLogin(app, email, password)
    await app.user.click(button('Submit'))
    await expect.poll(() => app.address()).toBe('/')
    expect(storedToken()).not.toBeNull()
  })

  it('signing up again with the right password of a verified account logs in', async () => {
    const app = await load('/signup?gclid=ad-click-7&v=b')
    const { email, password } = app.fake.control.credentials
    await app.user.type(await screen.findByRole('textbox', { name: 'Email' }), email)
    await app.user.type(passwordField('Create Password'), password)
    const sent = recordRequests()
    await app.user.click(button('Submit'))
    await expect.poll(() => app.address()).toBe('/use-case')
    // The ad click id and the variant travel with the sign-up.
    expect(sent.filter((request) => request.op === 'Signup').map((request) => request.body)).toEqual([
      { email, password, gclid: 'ad-click-7', abTestVariant: 'b' },
    ])
    expect(storedToken()).not.toBeNull()
  })
})

describe('the survey', () => {
  it('the third survey answer deletes the account and logs out', async () => {
    const email = 'self@example.com'
    const password = 'just-for-me'
    const { app } = await signUpAndVerify(email, password, { passTime: true })

    await app.user.click(await screen.findByRole('button', { name: /I want to help myself/ }))
    await screen.findByRole('heading', { name: 'Gatehouse may not be the right fit' })
    expect(screen.getByText(/two people in two roles/)).toBeTruthy()
    await app.user.click(button('Delete my account'))
    await screen.findByText('Your account has been deleted.')
    // Logged out after 3 s (which pass at once).
    expect(app.address()).toBe('/use-case')
    await app.passTime(3000)
    await expect.poll(() => app.address()).toBe('/login')
    expect(storedToken()).toBeNull()

    await fillLogin(app, email, password)
    await app.user.click(button('Submit'))
    await screen.findByText(/Incorrect email or password/)
  })

  it('the survey needs a session: logged out it goes to sign-up', async () => {
    const app = await load('/use-case')
    await expect.poll(() => app.address()).toBe('/signup')
    await screen.findByRole('heading', { name: 'Create your account', level: 1 })
  })

  it('account deletion failure shows the message and keeps the choice', async () => {
    const { app } = await signUpAndVerify('unlucky@example.com', 'still-here')
    app.fake.control.setFaults({ errorRate: 1, operations: ['DeleteEntity', 'DeleteEntity_v2'] })
    await app.user.click(await screen.findByRole('button', { name: /I want to help myself/ }))
    await app.user.click(button('Delete my account'))
    await screen.findByText('Hmm, something went wrong. Refresh the page and try again.')
    await expect.poll(() => isDisabled(button('Delete my account'))).toBe(false)
    expect(app.address()).toBe('/use-case')
    expect(storedToken()).not.toBeNull()
  })
})
