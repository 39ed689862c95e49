// @vitest-environment happy-dom
/**
 * The e-mailed links, as a parent uses them (moved from the end-to-end tests; their accessibility
 * checks stay in tests/e2e/auth.spec.ts): the magic link carrying its redirect and working once,
 * the forgotten password's reset link (the request, the new password's check, the login with the
 * new one, the link working once), and tokens the server never issued.
 */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  button,
  emailField,
  fillLogin,
  findNotice,
  isDisabled,
  linkTo,
  load,
  passwordField,
  signUpAndVerify,
  storedToken,
  visit,
  waitForMessage,
} from './auth-support'

const magicLinkNotFound = 'Magic Link token not found, or expired. Please try again.'
const neverIssued = '0b0e6c1e-5f7a-4d3c-9a51-2f4d8e9c7b10'

describe('magic links', () => {
  it('log in by magic link, and the link works only once', async () => {
    const app = await load('/login?redirect=%2Fsettings')
    await screen.findByRole('heading', { name: 'Parent Login', level: 1 })
    const { email } = app.fake.control.credentials
    const magic = () => button('Send Magic Link')
    expect(isDisabled(magic())).toBe(true)
    await app.user.type(emailField(), 'demo')
    expect(isDisabled(magic())).toBe(true)
    await app.user.type(emailField(), '@')
    expect(emailField().value).toBe('demo@')
    expect(isDisabled(magic())).toBe(true)
    await app.user.clear(emailField())
    await app.user.type(emailField(), email)
    expect(isDisabled(magic())).toBe(false)
    await app.user.click(magic())
    await findNotice('status', 'Check your email')

    const message = await waitForMessage(app, (m) => m.to === email && m.subject.includes('magic link'))
    const link = linkTo(message, '/otp/')
    // The redirect asked for on the login page travels with the link.
    expect(new URL(link, 'http://dashboard.gatehouse.test').searchParams.get('redirect')).toBe('/settings')
    await visit(app, link)
    await expect.poll(() => app.address()).toBe('/settings')
    expect(storedToken()).not.toBeNull()

    await visit(app, '/logout')
    await expect.poll(() => app.address()).toBe('/login')
    await visit(app, link)
    await screen.findByText(magicLinkNotFound)
    expect(storedToken()).toBeNull()
    await app.user.click(screen.getByRole('link', { name: /login page/i }))
    await expect.poll(() => app.address()).toBe('/login')
  })

  it('unknown e-mail link tokens explain themselves', async () => {
    // An unknown verification token: the server has no user message, so the screen's own applies.
    const app = await load(`/verify-signup-email/${neverIssued}`)
    await screen.findByText('Failed to verify email address.')

    // A magic link that was never issued, and one that is not even a token.
    await visit(app, `/otp/${neverIssued}`)
    await screen.findByText(magicLinkNotFound)
    await visit(app, '/otp/not-a-token')
    await screen.findByText(magicLinkNotFound)
    expect(screen.getByRole('link', { name: /login page/i }).getAttribute('href')).toBe('/login')
    expect(storedToken()).toBeNull()
  })
})

describe('resetting a forgotten password', () => {
  it('forgotten password: reset link, new password, login with the new one', async () => {
    const email = 'forgetful@example.com'
    const oldPassword = 'first-password'
    const newPassword = 'second-password'
    const { app } = await signUpAndVerify(email, oldPassword)
    await visit(app, '/logout')
    await expect.poll(() => app.address()).toBe('/login')

    await app.user.click(await screen.findByRole('link', { name: 'Forgot password?' }))
    await expect.poll(() => app.address()).toBe('/reset-password')
    await screen.findByRole('heading', { name: 'Reset your password', level: 1 })
    const send = () => button('Send reset link')
    expect(isDisabled(send())).toBe(true)
    await app.user.type(emailField(), 'two@@example.com')
    expect(isDisabled(send())).toBe(true)
    await app.user.clear(emailField())
    await app.user.type(emailField(), email)
    expect(isDisabled(send())).toBe(false)
    await app.user.click(send())
    await screen.findByText('Email sent!')

    const message = await waitForMessage(app, (m) => m.to === email && m.subject.includes('password reset'))
    const link = linkTo(message, '/reset-password/')
    await visit(app, link)
    await screen.findByRole('heading', { name: 'Choose a new password', level: 1 })
    const field = () => passwordField('New password')
    await app.user.type(field(), 'abcd')
    await app.user.click(button('Save new password'))
    await expect.poll(() => field().getAttribute('aria-invalid')).toBe('true')
    expect(app.address()).toBe(link)

    await app.user.clear(field())
    await app.user.type(field(), newPassword)
    await app.user.click(button('Save new password'))
    await expect.poll(() => app.address()).toBe('/login?from=reset')
    await screen.findByText('Password successfully changed! Please log in with your new password.')

    await fillLogin(app, email, oldPassword)
    await app.user.click(button('Submit'))
    await screen.findByText(/Incorrect email or password/)
    await fillLogin(app, email, newPassword)
    await app.user.click(button('Submit'))
    await expect.poll(() => app.address()).toBe('/')

    // The reset link was single use.
    await visit(app, '/logout')
    await visit(app, link)
    await app.user.type(await screen.findByLabelText('New password', { exact: true, selector: 'input' }), 'third-password')
    await app.user.click(button('Save new password'))
    await screen.findByText('Token expired or not found. Please request a new password reset link.')
    await app.user.click(screen.getByRole('link', { name: 'Request a new link' }))
    await expect.poll(() => app.address()).toBe('/reset-password')
  })
})
