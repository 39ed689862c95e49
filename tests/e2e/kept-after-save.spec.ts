/**
 * A reload right after a save never shows the page as it was before the save: the answers the
 * device kept from before it are dropped when the server confirms the write. Every state of the
 * list drawn while the page loads again is recorded (by a MutationObserver from the document's
 * start, which sees each one, however fast the page goes), and none may lack the change.
 */
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { demoIds } from './pages'

test.use({ signedIn: true })
test.describe.configure({ timeout: 120_000 })

declare global {
  interface Window {
    /** The texts the watched list showed, in order (this spec's init script). */
    __listStates?: string[]
  }
}

/**
 * From the next document on, records the text of the list `selector` each time it changes (once
 * it exists). Returns what was recorded on the page at the time of the call.
 */
async function recordList(page: Page, selector: string): Promise<() => Promise<string[]>> {
  await page.addInitScript((watched) => {
    const states: string[] = []
    window.__listStates = states
    const look = () => {
      const list = document.querySelector(watched)
      const text = list?.textContent ?? null
      if (text !== null && states.at(-1) !== text) states.push(text)
    }
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true })
  }, selector)
  return () => page.evaluate(() => [...(window.__listStates ?? [])])
}

test('a child just added is on the children list from the first drawing after a reload', async ({ page }) => {
  await page.goto('/children')
  await expect(page.getByRole('heading', { name: 'Maya', level: 2 })).toBeVisible()
  // The children list is kept on the device by now (a visit keeps it a moment after it arrives).
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('gatehouse.kept-answers') ?? '')).toContain('"users"')

  await page.getByRole('link', { name: 'Add a child' }).click()
  await page.getByLabel('Name', { exact: true }).fill('Quinn')
  await page.getByRole('button', { name: 'Save child', exact: true }).click()
  await expect(page.getByText('Child saved!')).toBeVisible()

  const states = await recordList(page, 'ul[aria-label="Children"]')
  await page.goto('/children')
  await expect(page.getByRole('heading', { name: 'Quinn', level: 2 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Last saved copy' })).toHaveCount(0)
  const drawn = await states()
  expect(drawn.length).toBeGreaterThan(0)
  expect(
    drawn.filter((text) => !text.includes('Quinn')),
    'lists drawn without the child just added',
  ).toEqual([])
})

test('a device just renamed has its new name on the devices list from the first drawing after a reload', async ({ page }) => {
  await page.goto('/devices')
  await expect(page.getByRole('list', { name: 'Devices' })).toContainText('Leo’s MacBook Pro')
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('gatehouse.kept-answers') ?? '')).toContain('"computers"')

  await page.goto(`/devices/${demoIds.leoPro}`)
  await page.getByLabel('Name', { exact: true }).fill('Study laptop')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Device saved!')).toBeVisible()

  const states = await recordList(page, 'ul[aria-label="Devices"]')
  await page.goto('/devices')
  await expect(page.getByRole('list', { name: 'Devices' })).toContainText('Study laptop')
  await expect(page.getByRole('region', { name: 'Last saved copy' })).toHaveCount(0)
  const drawn = await states()
  expect(drawn.length).toBeGreaterThan(0)
  expect(
    drawn.filter((text) => text.includes('Leo’s MacBook Pro') || !text.includes('Study laptop')),
    'lists drawn with the old name',
  ).toEqual([])
})
