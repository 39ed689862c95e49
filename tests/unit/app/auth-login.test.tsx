// @vitest-environment happy-dom
/**
 * Logging in and out by password, as a parent does it (moved from the end-to-end tests; their
 * accessibility checks and the login page's layout on phones stay in tests/e2e/auth.spec.ts):
 * the demo account's button, logging out with a redirect, a wrong password, busy buttons, Enter
 * submitting, the auth guard's round trip and a hostile redirect.
 */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  button,
  emailField,
  fillLogin,
  findNotice,
  holdRequests,
  isDisabled,
  load,
  passwordField,
  recordRequests,
  storedAdminId,
  storedToken,
  visit,
  withDemoControl,
} from './auth-support'

describe('logging in by password', () => {
  it('log in by password with the demo account, then log out', async () => {
    const app = await load('/login')
    await withDemoControl(app)
    await screen.findByRole('heading', { name: 'Parent Login', level: 1 })
    const credentials = app.fake.control.credentials
    await expect.poll(() => isDisabled(button('Fill in the demo account'))).toBe(false)
    await app.user.click(button('Fill in the demo account'))
    expect(emailField().value).toBe(credentials.email)
    expect(passwordField().value).toBe(credentials.password)
    await app.user.click(button('Submit'))
    await expect.poll(() => app.address()).toBe('/')

    await visit(app, '/logout?redirect=%2Fsettings')
    await expect.poll(() => app.address()).toBe('/login?redirect=%2Fsettings')
    expect([storedAdminId(), storedToken()]).toEqual([null, null])
  })

  it('a wrong password shows the server message and keeps the e-mail', async () => {
    const app = await load('/login')
    await screen.findByRole('heading', { name: 'Parent Login', level: 1 })
    const { email } = app.fake.control.credentials
    await fillLogin(app, email, 'not-the-password')
    await app.user.click(button('Submit'))
    await findNotice('alert', 'Incorrect email or password')
    expect(emailField().value).toBe(email)
    expect(app.address()).toBe('/login')
    expect(storedToken()).toBeNull()

    // Too short a password never reaches the server.
    const sent = recordRequests()
    await app.user.clear(passwordField())
    await app.user.type(passwordField(), 'abc')
    await app.user.click(button('Submit'))
    await expect.poll(() => passwordField().getAttribute('aria-invalid')).toBe('true')
    expect(sent.map((request) => request.op)).not.toContain('Login')
  })

  it('buttons show they are busy while a request is in flight', async () => {
    const app = await load('/login')
    await screen.findByRole('heading', { name: 'Parent Login', level: 1 })
    const { email, password } = app.fake.control.credentials
    const login = holdRequests('Login')
    await fillLogin(app, email, password)
    const submit = button('Submit')
    await app.user.click(submit)
    await expect.poll(() => login.held()).toBe(1)
    await expect.poll(() => submit.getAttribute('aria-busy')).toBe('true')
    expect(isDisabled(submit)).toBe(true)
    expect(isDisabled(button('Send Magic Link'))).toBe(true)
    login.release()
    await expect.poll(() => app.address()).toBe('/')
  })

  it('login at 390×844 fits the screen and works', async () => {
    // The screen's size is the end-to-end test's part; here, the login it makes.
    const app = await load('/login')
    await screen.findByRole('heading', { name: 'Parent Login', level: 1 })
    const { email, password } = app.fake.control.credentials
    await fillLogin(app, email, password)
    // Enter in the password field submits, as on any form.
    await app.user.type(passwordField(), '{Enter}')
    await expect.poll(() => app.address()).toBe('/')
    expect(storedToken()).not.toBeNull()
  })
})

describe('redirects around the login', () => {
  it('auth guard round trip: a signed-out visit to /settings comes back after login', async () => {
    const app = await load('/settings')
    await expect.poll(() => app.address()).toBe('/login?redirect=%2Fsettings')
    await screen.findByRole('heading', { name: 'Parent Login', level: 1 })
    const { email, password } = app.fake.control.credentials
    await fillLogin(app, email, password)
    await app.user.click(button('Submit'))
    await expect.poll(() => app.address()).toBe('/settings')
    await screen.findByRole('heading', { name: 'Settings', level: 1 })
  })

  it('a hostile redirect parameter is ignored after login', async () => {
    const app = await load('/login?redirect=%2F%2Fevil.example%2Fsteal')
    await screen.findByRole('heading', { name: 'Parent Login', level: 1 })
    const { email, password } = app.fake.control.credentials
    await fillLogin(app, email, password)
    await app.user.click(button('Submit'))
    await expect.poll(() => app.address()).toBe('/')
    expect(window.location.host).not.toContain('evil')
  })
})
