/**
 * Checks every page must pass, shared by the specs that sweep the pages: nothing wider than the
 * window, tap targets of at least 24 × 24 px on a phone, and axe in the light and the dark theme.
 */
import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, test } from './fixtures'

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

/** Whether the page's background is dark: the luminance of the body's computed background. */
export async function pageIsDark(page: Page): Promise<boolean> {
  const colour = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128
}

/** axe with the page in this colour scheme (the system's setting, as a parent's would be). */
export async function expectAccessibleIn(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme })
  await expect.poll(() => pageIsDark(page)).toBe(colorScheme === 'dark')
  await expectNoA11yViolations(page)
}

/** axe in the light theme, then in the dark one. */
export async function expectAccessibleInBothThemes(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await test.step(colorScheme, () => expectAccessibleIn(page, colorScheme))
  }
}

/**
 * The placeholder a server image shows when it cannot load is readable (axe, colour contrast
 * included) in both themes: the page's images that `selector` names are made to fail.
 */
export async function expectReadableImagePlaceholders(page: Page, selector: string): Promise<void> {
  const images = page.locator(`img${selector}`)
  await expect(images.first()).toBeVisible()
  const count = await images.count()
  await images.evaluateAll((list) => list.forEach((img) => ((img as HTMLImageElement).src = 'data:image/png;base64,AAAA')))
  await expect(page.locator(`.image-unavailable${selector}`)).toHaveCount(count)
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expect.poll(() => pageIsDark(page)).toBe(colorScheme === 'dark')
    await expectNoA11yViolations(page, { include: `.image-unavailable${selector}` })
  }
}

/** A control's box on the page, in page pixels. */
export interface Target {
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
 * The targets that fail WCAG 2.2's target size minimum: smaller than 24 × 24, and a 24 px circle
 * centred on them reaches another target, or the circle of another small target (a small target
 * with room around it passes by the rule's spacing exception).
 */
export function tooSmall(targets: readonly Target[]): string[] {
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

/** Every tap target on the page (and in an open dialog) is large enough or has room around it. */
export async function expectTapTargets(page: Page): Promise<void> {
  const targets = await targetsOf(page)
  expect(targets.length, 'the page has controls to check').toBeGreaterThan(0)
  expect(tooSmall(targets), `Tap targets under 24 × 24 px without room around them on ${page.url()}`).toEqual([])
}
