/**
 * The signed-out screens in a browser: axe on every state the flows pass through (sign-up with
 * e-mail verification, the survey and account deletion, password reset and the e-mailed links,
 * logins by password and magic link, the conference pages, failed requests), gathered into two
 * walks, and the public pages' layout on phones. What the screens do with the parent's input and
 * the server's answers is tested in tests/unit/app/auth-*.test.tsx.
 */
import type { Page } from '@playwright/test'
import type { OutboxMessage } from '@domain/demo/control'
import { test, expect as baseExpect, expectNoA11yViolations } from './fixtures'

// Each walk loads several pages and runs axe on each state; a busy machine can take seconds per load.
const expect = baseExpect.configure({ timeout: 60_000 })

// Axe also checks the page each test ends on.
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

// Left out of the walks, as every-page.spec.ts checks them as first loaded (tests/e2e/pages.ts):
// the login, sign-up, reset-password and conference pages as they open (a redirect in the query
// changes nothing on screen); the survey signed out (it shows the sign-up page); a verification
// link and a magic link the server does not hold (a used magic link shows the same); and the
// signed-in pages a login lands on (Home, Settings, Children).
test('the states of signing up, the survey and the e-mailed links pass axe: sent, survey, not the right fit, failed deletion, already verified, reset sent, new password too short, password changed, reset link used', async ({
  page,
  demo,
}) => {
  // Several page loads and a dozen axe runs: give it room on a busy machine.
  test.slow()
  const email = uniqueEmail('walker')
  await page.goto('/signup')
  await demo.ready()
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Create Password').fill('kitchen-table')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeVisible()
  await expectNoA11yViolations(page)
  const verification = await demo.waitForMessage((m) => m.to === email && m.links.some((l) => l.includes('/verify-signup-email/')))

  await page.goto(linkTo(verification, '/verify-signup-email/'))
  await expect(page.getByRole('heading', { name: 'How will you use Gatehouse?' })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: /I want to help myself/ }).click()
  await expect(page.getByRole('heading', { name: 'Gatehouse may not be the right fit' })).toBeVisible()
  await expectNoA11yViolations(page)
  await demo.setFaults({ errorRate: 1, operations: ['DeleteEntity', 'DeleteEntity_v2'] })
  await page.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page.getByText('Hmm, something went wrong. Refresh the page and try again.')).toBeVisible()
  await expectNoA11yViolations(page)

  await page.goto('/logout')
  await expect(page).toHaveURL(/\/login$/)
  await page.goto(linkTo(verification, '/verify-signup-email/'))
  await expect(page.getByText('Your email address has already been verified.')).toBeVisible()
  await expectNoA11yViolations(page)

  await page.goto('/reset-password')
  // The forms show before the demo's server is up on a newly loaded page, which may load once
  // more then (fake-server/browser.ts): wait for it before typing into them.
  await demo.ready()
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('Email sent!')).toBeVisible()
  await expectNoA11yViolations(page)
  const reset = linkTo(await demo.waitForMessage((m) => m.to === email && m.subject.includes('password reset')), '/reset-password/')

  await page.goto(reset)
  await demo.ready()
  const field = page.getByLabel('New password', { exact: true })
  await field.fill('abcd')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expectNoA11yViolations(page)
  await field.fill('second-password')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('Password successfully changed! Please log in with your new password.')).toBeVisible()
  await expectNoA11yViolations(page)

  await page.goto(reset)
  await demo.ready()
  await page.getByLabel('New password', { exact: true }).fill('third-password')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('Token expired or not found. Please request a new password reset link.')).toBeVisible()
  await expectNoA11yViolations(page)
})

test('the states of the login and the other forms pass axe: wrong password, too short a password, magic link sent, reset form after a failure, a link that is no token, conference address invalid, conference sent', async ({
  page,
  demo,
}) => {
  // Several page loads and a handful of axe runs: give it room on a busy machine.
  test.slow()
  await page.goto('/login')
  await demo.ready()
  const { email } = await demo.credentials()
  await fillLogin(page, email, 'not-the-password')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password' })).toBeVisible()
  await expectNoA11yViolations(page)
  await page.getByLabel('Password', { exact: true }).fill('abc')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expectNoA11yViolations(page)
  await page.getByRole('button', { name: 'Send Magic Link' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeVisible()
  await expectNoA11yViolations(page)

  await page.goto('/reset-password')
  await demo.ready()
  // Fault settings live in the page: set after loading it.
  await demo.setFaults({ errorRate: 1, operations: ['SendPasswordResetEmail'] })
  await page.getByLabel('Email', { exact: true }).fill('offline@example.com')
  await page.getByRole('button', { name: 'Send reset link' }).click()
  const failed = page.getByText('Uh-oh! Looks like something went wrong on our end. Please try again.')
  await expect(failed).toBeVisible()
  await page.getByRole('button', { name: 'Send another link' }).click()
  await expect(failed).toBeHidden()
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('offline@example.com')
  await expectNoA11yViolations(page)

  await page.goto('/otp/not-a-token')
  await expect(page.getByText('Magic Link token not found, or expired. Please try again.')).toBeVisible()
  await expectNoA11yViolations(page)

  await page.goto('/conf-workshop')
  await demo.ready()
  await page.getByLabel('Email address').fill('not-an-address@nowhere')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expectNoA11yViolations(page)

  await page.goto('/conf-booth')
  await demo.ready()
  await page.getByLabel('Email address').fill('booth-visitor@example.com')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Success! Expect to hear from us in a few days. Thanks for your interest!')).toBeVisible()
  await expectNoA11yViolations(page)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  // Logging in with Enter from the password field: tests/unit/app/auth-login.test.tsx.
  test('login at 390×844 fits the screen and works: the page fits and passes axe', async ({ page, demo }) => {
    await page.goto('/login')
    await demo.ready()
    await expect(page.getByRole('heading', { name: 'Parent Login' })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await expectNoA11yViolations(page)
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
