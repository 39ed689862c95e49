/**
 * The pages the specs that visit them all use (the security policy, hostile names), taken from
 * the one list of pages (./pages.ts), and the checks they share.
 */
import type { Page } from '@playwright/test'
import { expect } from './fixtures'
import { browserToday, publicPages as publicList, settled, signedInPages as signedInList } from './pages'

export { settled }
export const today = browserToday

export interface SitePage {
  readonly name: string
  /** The path, given today's date as activity URLs write it (MM-DD-YYYY). */
  readonly path: (day: string) => string
}

/** Pages of a signed-in parent (the activity pages after the notice), and an unknown address. */
export const signedInPages: readonly SitePage[] = [
  ...signedInList.filter((entry) => !entry.beforeNotice),
  { name: 'not-found', path: () => '/no-such-page' },
]

/** Pages anyone can open. */
export const publicPages: readonly SitePage[] = publicList.map((entry) => ({ name: entry.name, path: () => entry.path }))

/** Nothing on the page is wider than the window; a failure names the element that sticks out most. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    const innerWidth = window.innerWidth
    let widest = ''
    let right = innerWidth
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect()
      if (r.width > 0 && r.right > right + 0.5) {
        right = r.right
        const classes = typeof el.className === 'string' && el.className.trim() !== '' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''
        widest = `${el.tagName.toLowerCase()}${classes} (right edge ${Math.round(r.right)}px)`
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, widest }
  })
  expect(scrollWidth, `${page.url()} is ${scrollWidth}px wide in a ${innerWidth}px window; widest: ${widest}`).toBeLessThanOrEqual(innerWidth)
}
