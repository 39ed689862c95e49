/**
 * The Content-Security-Policy of the built demo: every page loads without a single violation
 * (the `securitypolicyviolation` event, and the console's policy errors), and a script injected
 * through the DOM (an inline script, an inline event handler) is blocked. (Code the test runner
 * evaluates bypasses the policy, so eval is covered by the policy's text: no 'unsafe-eval'.)
 *
 * The policy is a `<meta>` of builds only (the dev server injects inline scripts of its own):
 * `npm run test:e2e` runs against a build. Against a dev server (PW_BASE_URL) these tests skip.
 */
import type { Page } from '@playwright/test'
import { test, expect, loginAsDemoParent } from './fixtures'
import { publicPages, settled, signedInPages, today } from './site-pages'

declare global {
  interface Window {
    __policyViolations?: string[]
    __injectedRan?: string[]
  }
}

/** Records every violation the page reports, from its first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const fromConsole: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text())
  })
  await page.addInitScript(() => {
    window.__policyViolations = []
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__policyViolations?.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} in ${e.sourceFile || e.documentURI}`)
    })
  })
  return fromConsole
}

const violationsOf = (page: Page) => page.evaluate(() => [...(window.__policyViolations ?? [])])

/** Skips on a dev server, which has no policy; a build must carry it. */
async function requirePolicy(page: Page): Promise<void> {
  const devServer = (await page.locator('script[src="/@vite/client"]').count()) > 0
  test.skip(devServer, 'the dev server has no Content-Security-Policy; npm run test:e2e runs against a build')
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1)
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(policy).toContain("script-src 'self'")
  expect(policy).not.toContain('unsafe-inline')
  expect(policy).not.toContain('unsafe-eval')
}

test.describe.configure({ timeout: 180_000 })

test('every public page loads with no policy violation', async ({ page }) => {
  const fromConsole = await watchViolations(page)
  await page.goto('/login')
  await requirePolicy(page)
  for (const { name, path } of publicPages) {
    await test.step(name, async () => {
      await page.goto(path(''))
      await settled(page)
      expect(await violationsOf(page), `${name}: policy violations`).toEqual([])
    })
  }
  expect(fromConsole).toEqual([])
})

test('every signed-in page loads with no policy violation, screenshots and the large viewer included', async ({ page }) => {
  const fromConsole = await watchViolations(page)
  await loginAsDemoParent(page, '/children')
  await requirePolicy(page)
  const day = await today(page)
  for (const { name, path } of signedInPages) {
    await test.step(name, async () => {
      await page.goto(path(day))
      await settled(page)
      expect(await violationsOf(page), `${name}: policy violations`).toEqual([])
    })
  }
  await test.step('a day of screenshots, opened large', async () => {
    await page.addInitScript(() => window.localStorage.setItem('gatehouse.activity.extension-notice-dismissed', '1'))
    await page.goto('/children/activity')
    await settled(page)
    const dayCard = page.locator('a.day-card').first()
    await dayCard.click()
    const shot = page.locator('article.feed-item--shot img').first()
    await expect(shot).toBeVisible()
    await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await page.locator('button.feed-shot').first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await violationsOf(page)).toEqual([])
  })
  expect(fromConsole).toEqual([])
})

test('a script injected through the page is blocked', async ({ page }) => {
  await watchViolations(page)
  await page.goto('/login')
  await requirePolicy(page)
  await settled(page)
  const result = await page.evaluate(async () => {
    window.__injectedRan = []
    const reported = new Promise<string[]>((resolve) => {
      const seen: string[] = []
      document.addEventListener('securitypolicyviolation', (e) => {
        seen.push(e.effectiveDirective)
        // The inline script and the inline handler are both refused.
        if (seen.length >= 2) resolve(seen)
      })
    })
    const script = document.createElement('script')
    script.textContent = 'window.__injectedRan.push("inline script")'
    document.head.appendChild(script)
    const holder = document.createElement('div')
    // A whole 1 × 1 GIF, so the handler is due whether the image loads or fails.
    holder.innerHTML =
      '<img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" onload="window.__injectedRan.push(\'inline handler\')" onerror="window.__injectedRan.push(\'inline handler\')">'
    document.body.appendChild(holder)
    // Both refusals come at once; a missing one fails the check below instead of the whole test's time.
    const directives = await Promise.race([reported, new Promise<string[]>((resolve) => setTimeout(() => resolve(['(fewer than two)']), 15_000))])
    return { ran: [...(window.__injectedRan ?? [])], directives }
  })
  expect(result.ran).toEqual([])
  expect(result.directives.length).toBeGreaterThanOrEqual(2)
  expect(result.directives.every((d) => d.startsWith('script-src'))).toBe(true)
})
