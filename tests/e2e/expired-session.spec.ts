/**
 * An expired session loses no work: the parent edits a child's name, the server no longer knows
 * the token, and 'Save child' sends them to log in. Logging back in as the same parent returns to
 * the child's page with the edit still there. An explicit logout of a live session discards it.
 */
import type { Page } from '@playwright/test'
import { test, expect, loginAsDemoParent, demoHelpers } from './fixtures'

const maya = 'c0000000-0000-4000-8000-000000000001'
const deadToken = '0F0F0F0F-0000-4000-8000-00000000DEAD'

async function editThenExpire(page: Page): Promise<void> {
  await loginAsDemoParent(page, `/children/${maya}`)
  const name = page.getByRole('textbox', { name: 'Name' })
  await expect(name).toHaveValue('Maya')
  await name.fill('Maya Rose')
  // The page's other queries (keychains, apps) must have gone out with the live token: on a busy
  // machine one still starting would carry the dead one and end the session before Save does.
  await page.waitForLoadState('networkidle')
  await page.evaluate((token) => localStorage.setItem('admin_token', token), deadToken)
  await page.getByRole('button', { name: 'Save child' }).click()
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(`/children/${maya}`)}`, 'i'))
}

async function logIn(page: Page): Promise<void> {
  const { email, password } = await demoHelpers(page).credentials()
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Submit' }).click()
}

test('logging back in after the session expired returns to the child with the unsaved name', async ({ page }) => {
  await editThenExpire(page)
  await logIn(page)
  await expect(page).toHaveURL(new RegExp(`/children/${maya}$`, 'i'))
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Maya Rose')
})

test('an explicit logout discards the unsaved name', async ({ page }) => {
  await loginAsDemoParent(page, `/children/${maya}`)
  await page.getByRole('textbox', { name: 'Name' }).fill('Maya Rose')
  await page.goto('/logout')
  await expect(page).toHaveURL(/\/login$/)
  await logIn(page)
  await expect(page).toHaveURL(/:\d+\/$/)
  await page.goto(`/children/${maya}`)
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Maya')
})
