/**
 * What the tests of an ended session need beside tests/unit/support/app.tsx: a token the server
 * no longer knows put in the session's place (as when the server forgot the session), the calls
 * the app makes from then on, and logging in as the demo parent through the login form.
 */
import { screen } from '@testing-library/react'
import { expect } from 'vitest'
import type { App } from '../support/app'
import { button, fillLogin } from './auth-support'
import type { SentCall } from './calls-support'

/** A well-formed admin token that names no session on the server. */
export const deadToken = '0F0F0F0F-0000-4000-8000-00000000DEAD'

/**
 * Waits until every call the app made so far has its answer (the page's queries went out with the
 * live token and came back), then puts a token the server does not know in the session's place.
 * Returns the calls made from then on: each of them carries that token.
 */
export async function forgetSession(calls: readonly SentCall[]): Promise<() => readonly SentCall[]> {
  await expect.poll(() => calls.every((sent) => sent.status !== undefined), { message: 'a call is still unanswered' }).toBe(true)
  const before = calls.length
  window.localStorage.setItem('admin_token', deadToken)
  return () => calls.slice(before)
}

/** Logs in on the login page with the demo parent's e-mail and password. */
export async function logIn(app: App): Promise<void> {
  await screen.findByRole('heading', { name: 'Parent Login', level: 1 })
  const { email, password } = app.fake.control.credentials
  await fillLogin(app, email, password)
  await app.user.click(button('Submit'))
}
