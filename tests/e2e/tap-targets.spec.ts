/**
 * Tap targets on a 360 × 740 phone (WCAG 2.2 "Target size (minimum)", 2.5.8): every visible,
 * enabled control on every signed-in page (and in the phone menu and the demo panel) is at least
 * 24 × 24 CSS pixels, or far enough from every other target that a 24 px circle centred on it
 * touches none (the rule's spacing exception). Links inside a paragraph are inline text links,
 * which the rule exempts.
 */
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { openSignedIn, signedInPages } from './pages'

const phone = { width: 360, height: 740 }

interface Target {
  readonly name: string
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** The page's tap targets: visible, enabled controls, with their boxes in page pixels. */
function targetsOf(page: Page): Promise<Target[]> {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="tab"]',
      '[role="menuitem"]',
    ].join(',')
    const describe = (el: Element) => {
      const label = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? el.getAttribute('title') ?? ''
      const classes = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''
      return `${el.tagName.toLowerCase()}${classes} "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"`
    }
    const found: { name: string; x: number; y: number; width: number; height: number }[] = []
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (!el.checkVisibility({ checkVisibilityCSS: true })) continue
      if (el.closest('[inert], [aria-hidden="true"]')) continue
      if (el.matches(':disabled, [aria-disabled="true"]')) continue
      // An inline link in running text.
      if (el.matches('a') && el.closest('p')) continue
      let box = el.getBoundingClientRect()
      // A checkbox or radio is also pressed through its label: the larger of the two is the target.
      if (el instanceof HTMLInputElement && el.labels) {
        for (const label of Array.from(el.labels)) {
          const r = label.getBoundingClientRect()
          if (r.width * r.height > box.width * box.height) box = r
        }
      }
      if (box.width === 0 || box.height === 0) continue
      found.push({ name: describe(el), x: box.left + window.scrollX, y: box.top + window.scrollY, width: box.width, height: box.height })
    }
    return found
  })
}

/**
 * The targets that fail: smaller than 24 × 24, and a 24 px circle centred on them reaches another
 * target, or the circle of another small target.
 */
function tooSmall(targets: readonly Target[]): string[] {
  const min = 24
  const radius = min / 2
  const centre = (t: Target) => ({ cx: t.x + t.width / 2, cy: t.y + t.height / 2 })
  const small = (t: Target) => t.width < min - 0.5 || t.height < min - 0.5
  const circleMeetsBox = (t: Target, box: Target) => {
    const { cx, cy } = centre(t)
    const nx = Math.max(box.x, Math.min(cx, box.x + box.width))
    const ny = Math.max(box.y, Math.min(cy, box.y + box.height))
    return (cx - nx) ** 2 + (cy - ny) ** 2 < radius ** 2
  }
  const failures: string[] = []
  for (const t of targets.filter(small)) {
    const crowded = targets.some((other) => {
      if (other === t) return false
      if (circleMeetsBox(t, other)) return true
      if (!small(other)) return false
      const a = centre(t)
      const b = centre(other)
      return Math.hypot(a.cx - b.cx, a.cy - b.cy) < min
    })
    if (crowded) failures.push(`${t.name}: ${Math.round(t.width)} × ${Math.round(t.height)} px`)
  }
  return failures
}

async function expectTapTargets(page: Page): Promise<void> {
  const targets = await targetsOf(page)
  expect(targets.length, 'the page has controls to check').toBeGreaterThan(0)
  expect(tooSmall(targets), `Tap targets under 24 × 24 px without room around them on ${page.url()}`).toEqual([])
}

test.use({ viewport: phone })

for (const entry of signedInPages) {
  test(`${entry.name}: every tap target is at least 24 × 24 px at 360 px`, async ({ page }) => {
    await openSignedIn(page, entry)
    await expectTapTargets(page)
  })
}

test('the phone menu and the demo panel: every tap target is at least 24 × 24 px', async ({ page }) => {
  await openSignedIn(page, { name: 'children', path: () => '/children' })
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused()
  await expectTapTargets(page)
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Demo' }).click()
  await expectTapTargets(page)
})

test('the check itself finds a crowded small target and spares a lone one', () => {
  const box = (name: string, x: number, y: number, width: number, height: number): Target => ({ name, x, y, width, height })
  // Two 13 px wide hour buttons side by side, 2 px apart: both fail.
  expect(tooSmall([box('a', 0, 0, 13, 82), box('b', 15, 0, 13, 82)])).toHaveLength(2)
  // A lone 18 px high link with nothing within 12 px of its centre passes by its spacing.
  expect(tooSmall([box('link', 0, 0, 60, 18), box('button', 0, 40, 100, 44)])).toEqual([])
  // Large enough needs no room.
  expect(tooSmall([box('a', 0, 0, 24, 24), box('b', 24, 0, 24, 24)])).toEqual([])
})
