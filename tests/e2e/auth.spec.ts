/**
 * The signed-out screens end to end, against the demo's fake server: sign-up with e-mail
 * verification, the survey, logins by password and magic link, password reset, single-use links,
 * account deletion, the conference pages and the auth guard round trip. These log in through the
 * screens on purpose (the other specs start signed in from the worker's saved session).
 */
import type { Page } from '@playwright/test'
import type { OutboxMessage } from '@domain/demo/control'
import { test, expect as baseExpect, expectNoA11yViolations, type DemoHelpers } from './fixtures'

// Each of these flows loads several pages; a dev server on a busy machine can take seconds per load.
const expect = baseExpect.configure({ timeout: 60_000 })

// Axe also checks the page each test ends on (the login, sign-up and signed-in screens).
test.use({ axeAtEnd: true })

const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`

const linkTo = (message: OutboxMessage, path: string): string => {
  const link = message.links.find((l) => new URL(l).pathname.startsWith(path))
  if (!link) throw new Error(`No ${path} link in "${message.subject}": ${message.links.join(', ')}`)
  return link
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
}

/** Signs up a new parent through the screens and returns the verification e-mail. */
async function signUp(page: Page, demo: DemoHelpers, email: string, password: string): Promise<OutboxMessage> {
  await page.goto('/signup')
  await demo.ready()
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Create Password').fill(password)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeVisible()
  return demo.waitForMessage((m) => m.to === email && m.links.some((l) => l.includes('/verify-signup-email/')))
}

/** Signs up and opens the verification link: the parent lands on the survey, logged in. */
async function signUpAndVerify(page: Page, demo: DemoHelpers, email: string, password: string) {
  const message = await signUp(page, demo, email, password)
  await page.goto(linkTo(message, '/verify-signup-email/'))
  await expect(page).toHaveURL(/\/use-case$/)
  return message
}

test('sign up, verify the e-mail, answer the survey, log out and log in again', async ({ page, demo }) => {
  // Several page loads plus the screens' own waits (7.5 s, 3 s): give it room on a busy machine.
  test.slow()
  const email = uniqueEmail('new-parent')
  const password = 'kitchen-table'

  await page.goto('/signup')
  await demo.ready()
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
  await expectNoA11yViolations(page)

  // Required fields and the minimum password length are checked before any request.
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Create Password').fill('abc')
  await page.getByRole('button', { name: 'Submit' }).click()
  const passwordField = page.getByLabel('Create Password')
  await expect(passwordField).toHaveAttribute('aria-invalid', 'true')
  await expect(passwordField).toHaveAccessibleDescription(/at least 4 characters/i)
  await expect(page).toHaveURL(/\/signup$/)

  await passwordField.fill(password)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText(email)).toBeVisible()
  await expectNoA11yViolations(page)
  const message = await demo.waitForMessage((m) => m.to === email && m.subject.includes('Confirm your email'))

  // With no admin returned the screen moves on to the login page after 7.5 s.
  await expect(page).toHaveURL(/\/login$/)

  await page.goto(linkTo(message, '/verify-signup-email/'))
  await expect(page).toHaveURL(/\/use-case$/)
  await expect(page.getByRole('heading', { name: 'How will you use Gatehouse?' })).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: /I'm a parent or guardian/ }).click()
  await expect(page).toHaveURL(/\/children$/)

  // The verification link was single use: opening it again, the account is already verified.
  await page.goto('/logout')
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull()
  await page.goto(linkTo(message, '/verify-signup-email/'))
  await expect(page.getByText('Your email address has already been verified.')).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('link', { name: 'Login now' }).click()
  await expect(page).toHaveURL(/\/login$/)

  await fillLogin(page, email, password)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/:\d+\/$/)
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).not.toBeNull()
})

test('log in by password with the demo account, then log out', async ({ page, demo }) => {
  await page.goto('/login')
  await demo.ready()
  await expect(page.getByRole('heading', { name: 'Parent Login' })).toBeVisible()
  await expectNoA11yViolations(page)
  const credentials = await demo.credentials()
  await page.getByRole('button', { name: 'Fill in the demo account' }).click()
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(credentials.email)
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(credentials.password)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/:\d+\/$/)

  await page.goto('/logout?redirect=%2Fsettings')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings$/)
  expect(await page.evaluate(() => [localStorage.getItem('admin_id'), localStorage.getItem('admin_token')])).toEqual([null, null])
})

test('a wrong password shows the server message and keeps the e-mail', async ({ page, demo }) => {
  await page.goto('/login')
  await demo.ready()
  const { email } = await demo.credentials()
  await fillLogin(page, email, 'not-the-password')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password' })).toBeVisible()
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
  await expect(page).toHaveURL(/\/login$/)
  await expectNoA11yViolations(page)

  // Too short a password never reaches the server.
  await page.getByLabel('Password', { exact: true }).fill('abc')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true')
})

test('log in by magic link, and the link works only once', async ({ page, demo }) => {
  // Several page loads plus the screens' own waits (7.5 s, 3 s): give it room on a busy machine.
  test.slow()
  await page.goto('/login?redirect=%2Fsettings')
  await demo.ready()
  const { email } = await demo.credentials()
  const magic = page.getByRole('button', { name: 'Send Magic Link' })
  await expect(magic).toBeDisabled()
  await page.getByLabel('Email', { exact: true }).fill('demo')
  await expect(magic).toBeDisabled()
  await page.getByLabel('Email', { exact: true }).fill('demo@')
  await expect(magic).toBeDisabled()
  await page.getByLabel('Email', { exact: true }).fill(email)
  await expect(magic).toBeEnabled()
  await magic.click()
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeVisible()
  await expectNoA11yViolations(page)

  const message = await demo.waitForMessage((m) => m.to === email && m.subject.includes('magic link'))
  const link = linkTo(message, '/otp/')
  // The redirect asked for on the login page travels with the link.
  expect(new URL(link).searchParams.get('redirect')).toBe('/settings')
  await page.goto(link)
  await expect(page).toHaveURL(/\/settings$/)

  await page.goto('/logout')
  await expect(page).toHaveURL(/\/login$/)
  await page.goto(link)
  await expect(page.getByText('Magic Link token not found, or expired. Please try again.')).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('link', { name: /login page/i }).click()
  await expect(page).toHaveURL(/\/login$/)
})

test('forgotten password: reset link, new password, login with the new one', async ({ page, demo }) => {
  // Several page loads plus the screens' own waits (7.5 s, 3 s): give it room on a busy machine.
  test.slow()
  const email = uniqueEmail('forgetful')
  const oldPassword = 'first-password'
  const newPassword = 'second-password'
  await signUpAndVerify(page, demo, email, oldPassword)
  await page.goto('/logout')
  await expect(page).toHaveURL(/\/login$/)
  // The forms below show before the demo's server is up on a newly loaded page, which may load
  // once more then (fake-server/browser.ts): wait for it before typing into them.
  await demo.ready()

  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/reset-password$/)
  await expectNoA11yViolations(page)
  const send = page.getByRole('button', { name: 'Send reset link' })
  await expect(send).toBeDisabled()
  await page.getByLabel('Email', { exact: true }).fill('two@@example.com')
  await expect(send).toBeDisabled()
  await page.getByLabel('Email', { exact: true }).fill(email)
  await expect(send).toBeEnabled()
  await send.click()
  await expect(page.getByText('Email sent!')).toBeVisible()
  await expectNoA11yViolations(page)

  const message = await demo.waitForMessage((m) => m.to === email && m.subject.includes('password reset'))
  const link = linkTo(message, '/reset-password/')
  await page.goto(link)
  await demo.ready()
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  const field = page.getByLabel('New password', { exact: true })
  await field.fill('abcd')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/reset-password\//)
  await expectNoA11yViolations(page)

  await field.fill(newPassword)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page).toHaveURL(/\/login\?from=reset$/)
  await expect(page.getByText('Password successfully changed! Please log in with your new password.')).toBeVisible()
  await expectNoA11yViolations(page)

  await fillLogin(page, email, oldPassword)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Incorrect email or password')).toBeVisible()
  await fillLogin(page, email, newPassword)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/:\d+\/$/)

  // The reset link was single use.
  await page.goto('/logout')
  await page.goto(link)
  await demo.ready()
  await page.getByLabel('New password', { exact: true }).fill('third-password')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('Token expired or not found. Please request a new password reset link.')).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('link', { name: 'Request a new link' }).click()
  await expect(page).toHaveURL(/\/reset-password$/)
})

test('the third survey answer deletes the account and logs out', async ({ page, demo }) => {
  // Several page loads plus the screens' own waits (7.5 s, 3 s): give it room on a busy machine.
  test.slow()
  const email = uniqueEmail('self')
  const password = 'just-for-me'
  await signUpAndVerify(page, demo, email, password)

  await page.getByRole('button', { name: /I want to help myself/ }).click()
  await expect(page.getByRole('heading', { name: 'Gatehouse may not be the right fit' })).toBeVisible()
  await expect(page.getByText(/two people in two roles/)).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.getByText('Your account has been deleted.')).toBeVisible()
  // Logged out after 3 s.
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull()

  await fillLogin(page, email, password)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Incorrect email or password')).toBeVisible()
})

test('signing up again with the right password of a verified account logs in', async ({ page, demo }) => {
  await page.goto('/signup?gclid=ad-click-7&v=b')
  await demo.ready()
  const { email, password } = await demo.credentials()
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Create Password').fill(password)
  const request = page.waitForRequest((r) => r.url().endsWith('/pairql/dashboard/Signup'))
  await page.getByRole('button', { name: 'Submit' }).click()
  // The ad click id and the variant travel with the sign-up.
  expect((await request).postDataJSON()).toEqual({ email, password, gclid: 'ad-click-7', abTestVariant: 'b' })
  await expect(page).toHaveURL(/\/use-case$/)
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).not.toBeNull()
})

test('unknown e-mail link tokens explain themselves', async ({ page, demo }) => {
  // An unknown verification token: the server has no user message, so the screen's own applies.
  await page.goto('/verify-signup-email/0b0e6c1e-5f7a-4d3c-9a51-2f4d8e9c7b10')
  await demo.ready()
  await expect(page.getByText('Failed to verify email address.')).toBeVisible()
  await expectNoA11yViolations(page)

  // A magic link that was never issued, and one that is not even a token.
  await page.goto('/otp/0b0e6c1e-5f7a-4d3c-9a51-2f4d8e9c7b10')
  await expect(page.getByText('Magic Link token not found, or expired. Please try again.')).toBeVisible()
  await page.goto('/otp/not-a-token')
  await expect(page.getByText('Magic Link token not found, or expired. Please try again.')).toBeVisible()
  await expect(page.getByRole('link', { name: /login page/i })).toHaveAttribute('href', '/login')
})

test('the survey needs a session: logged out it goes to sign-up', async ({ page, demo }) => {
  await page.goto('/use-case')
  await demo.ready()
  await expect(page).toHaveURL(/\/signup$/)
})

test('account deletion failure shows the message and keeps the choice', async ({ page, demo }) => {
  await signUpAndVerify(page, demo, uniqueEmail('unlucky'), 'still-here')
  await demo.setFaults({ errorRate: 1, operations: ['DeleteEntity', 'DeleteEntity_v2'] })
  await page.getByRole('button', { name: /I want to help myself/ }).click()
  await page.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.getByText('Hmm, something went wrong. Refresh the page and try again.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeEnabled()
  await expect(page).toHaveURL(/\/use-case$/)
})

test('conference pages: invalid address, success, and failure', async ({ page, demo }) => {
  await page.goto('/conf-workshop')
  await demo.ready()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoA11yViolations(page)
  const field = page.getByLabel('Email address')
  await field.fill('not-an-address@nowhere')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Invalid email address')).toBeVisible()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(/Please enter a valid email address/)
  await expectNoA11yViolations(page)

  await field.fill('visitor@example.com')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Success! Expect to hear from us in a few days. Thanks for your interest!')).toBeVisible()

  await page.goto('/conf-booth')
  await demo.setFaults({ errorRate: 1, operations: ['SaveConferenceEmail'] })
  await page.getByLabel('Email address').fill('booth-visitor@example.com')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Uh oh! Looks like something went wrong. Please refresh the page and try again.')).toBeVisible()
  await expect(page.getByLabel('Email address')).toHaveValue('booth-visitor@example.com')

  await demo.setFaults({ errorRate: 0, operations: [] })
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Success! Expect to hear from us in a few days. Thanks for your interest!')).toBeVisible()
})

test('network failures show a clear message and keep what was typed', async ({ page, demo }) => {
  await page.goto('/signup')
  await demo.ready()
  await demo.setFaults({ dropRate: 1, operations: ['Signup'] })
  await page.getByLabel('Email', { exact: true }).fill('offline@example.com')
  await page.getByLabel('Create Password').fill('offline-pass')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Shucks! Something went wrong, please try again.')).toBeVisible()
  await expect(page.getByText(/Something seems funny with the network/)).toBeVisible()
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('offline@example.com')
  await expect(page.getByLabel('Create Password')).toHaveValue('offline-pass')

  // Fault settings live in the page: set them again after loading another page.
  await page.goto('/reset-password')
  await demo.setFaults({ errorRate: 1, operations: ['SendPasswordResetEmail'] })
  await page.getByLabel('Email', { exact: true }).fill('offline@example.com')
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('Uh-oh! Looks like something went wrong on our end. Please try again.')).toBeVisible()
  // the page shows 'Email sent!' whether or not the request succeeded.
  await expect(page.getByText('Email sent!')).toBeVisible()
  await page.getByRole('button', { name: 'Send another link' }).click()
  await expect(page.getByText('Uh-oh! Looks like something went wrong on our end. Please try again.')).toBeHidden()
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('offline@example.com')
})

test('buttons show they are busy while a request is in flight', async ({ page, demo }) => {
  await page.goto('/login')
  await demo.ready()
  const { email, password } = await demo.credentials()
  await demo.setFaults({ latencyMs: 1500, operations: ['Login'] })
  await fillLogin(page, email, password)
  const submit = page.getByRole('button', { name: 'Submit' })
  await submit.click()
  await expect(submit).toHaveAttribute('aria-busy', 'true')
  await expect(submit).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Send Magic Link' })).toBeDisabled()
  await expect(page).toHaveURL(/:\d+\/$/)
})

test('auth guard round trip: a signed-out visit to /settings comes back after login', async ({ page, demo }) => {
  await page.goto('/settings')
  await demo.ready()
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings$/)
  const { email, password } = await demo.credentials()
  await fillLogin(page, email, password)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/\/settings$/)
})

test('a hostile redirect parameter is ignored after login', async ({ page, demo }) => {
  await page.goto('/login?redirect=%2F%2Fevil.example%2Fsteal')
  await demo.ready()
  const { email, password } = await demo.credentials()
  await fillLogin(page, email, password)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('login at 390×844 fits the screen and works', async ({ page, demo }) => {
    await page.goto('/login')
    await demo.ready()
    await expect(page.getByRole('heading', { name: 'Parent Login' })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoA11yViolations(page)
    const { email, password } = await demo.credentials()
    await fillLogin(page, email, password)
    // Enter in the password field submits, as on any form.
    await page.getByLabel('Password', { exact: true }).press('Enter')
    await expect(page).toHaveURL(/:\d+\/$/)
  })

  test('every public page fits a 360 px screen', async ({ page, demo }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    for (const path of ['/login', '/signup', '/reset-password', '/conf-workshop', '/conf-booth']) {
      await page.goto(path)
      await demo.ready()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
})
