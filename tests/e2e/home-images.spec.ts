/**
 * Home's "Recent screenshots" on repeat visits of the demo. A repeat visit draws Home at once from
 * the answers the device kept, before the demo's server (a service worker) takes the page's
 * requests: every image must still load, once that server answers, never the "Image unavailable"
 * placeholder. Checked on the first visit, on a second load of `/` after another page, and after
 * a reload.
 */
import type { Page } from '@playwright/test'
import { test, expect, loginAsDemoParent } from './fixtures'

test.describe.configure({ timeout: 120_000 })

const shots = (page: Page) => page.getByRole('region', { name: 'Recent screenshots', exact: true })

/** The widget's images that the browser decoded, and its placeholders. */
const imageCounts = (page: Page) =>
  shots(page).evaluate((widget) => ({
    rows: widget.querySelectorAll('li').length,
    decoded: [...widget.querySelectorAll('img')].filter((img) => img.complete && img.naturalWidth > 0).length,
    unavailable: widget.querySelectorAll('.image-unavailable').length,
  }))

/** Every row of the widget ends with its image decoded, and none shows the placeholder. */
async function expectEveryImageDecoded(page: Page): Promise<void> {
  await expect(shots(page)).toBeVisible({ timeout: 20_000 })
  // The demo's server saves a reloaded page's requests for itself only once it is up: wait for it,
  // then for every image (a placeholder, once shown, stays: the poll then fails).
  await expect
    .poll(
      async () => {
        const { rows, decoded, unavailable } = await imageCounts(page)
        return rows > 0 && decoded === rows && unavailable === 0 ? 'all decoded' : `${decoded} of ${rows} decoded, ${unavailable} unavailable`
      },
      { timeout: 30_000 },
    )
    .toBe('all decoded')
}

test('Home’s screenshots load on the first visit, on a second visit of `/` and after a reload', async ({ page }) => {
  await loginAsDemoParent(page, '/')
  await expectEveryImageDecoded(page)

  // Another page, then `/` loaded again: drawn at once from the kept answers.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Children' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Children' })).toBeVisible()
  await page.goto('/')
  await expectEveryImageDecoded(page)

  await page.reload()
  await expectEveryImageDecoded(page)
})
