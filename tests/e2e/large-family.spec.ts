/**
 * The demo panel's family choice: reseeding with the large family (30 children, the 3,000-key
 * keychain) survives the reload that follows a reset, and the panel brings the normal family back.
 * Each check reads the family a page load restored from the browser's storage, so the test stays
 * end-to-end whole.
 */
import type { Page } from '@playwright/test'
import { test, expect, loginAsDemoParent, demoHelpers } from './fixtures'

/** Signs the demo parent in again from the login page a reset leads to, then opens `path`. */
async function signInAgain(page: Page, path: string): Promise<void> {
  await demoHelpers(page).ready()
  await page.evaluate(async () => {
    const control = await window.gatehouseDemoReady
    if (!control) throw new Error('the demo did not start')
    const response = await fetch('/pairql/dashboard/Login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(control.credentials),
    })
    const { adminId, token } = (await response.json()) as { adminId: string; token: string }
    window.localStorage.setItem('admin_id', adminId)
    window.localStorage.setItem('admin_token', token)
    window.localStorage.removeItem('dev_logged_out')
  })
  await page.goto(path)
}

async function resetTo(page: Page, family: 'Normal family' | 'Large family', dialogText: string): Promise<void> {
  await page.getByRole('button', { name: /^Demo/ }).click()
  const panel = page.getByRole('region', { name: 'Demo controls' })
  await panel.getByRole('tab', { name: 'Demo data' }).click()
  await panel.getByRole('radio', { name: family }).check()
  await panel.getByRole('button', { name: 'Reset demo data' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Reset demo data?' })
  await expect(confirm).toContainText(dialogText)
  await confirm.getByRole('button', { name: 'Reset demo data' }).click()
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 })
}

test('the demo panel reseeds with the large family and back with the normal one', async ({ page }) => {
  test.setTimeout(120_000)
  await loginAsDemoParent(page, '/children')
  const children = page.getByRole('list', { name: 'Children' }).locator(':scope > li')
  await expect(children).toHaveCount(3)

  await resetTo(page, 'Large family', 'restores the large demo family')
  await signInAgain(page, '/children')
  await expect(children).toHaveCount(30, { timeout: 30_000 })
  await page.goto('/keychains/b2000000-0000-4000-8000-000000000001')
  await expect(page.getByRole('list', { name: 'Keys of School Library' }).locator('li.key-row').first()).toHaveAttribute('aria-setsize', '3000', {
    timeout: 30_000,
  })

  // The panel knows the family in use after the reload.
  await page.getByRole('button', { name: /^Demo/ }).click()
  await page.getByRole('region', { name: 'Demo controls' }).getByRole('tab', { name: 'Demo data' }).click()
  await expect(page.getByRole('radio', { name: 'Large family' })).toBeChecked()
  await page.getByRole('button', { name: /^Demo/ }).click()

  await resetTo(page, 'Normal family', 'restores the demo family')
  await signInAgain(page, '/children')
  await expect(children).toHaveCount(3, { timeout: 30_000 })
})
