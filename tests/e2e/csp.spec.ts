/**
 * The Content-Security-Policy of the built demo: it is in the build; pages load without a single
 * violation (the `securitypolicyviolation` event, and the console's policy errors; the sweep in
 * every-page.spec.ts checks every page, this spec what the sweep does not open: the large
 * screenshot viewer); and a script injected through the DOM (an inline script, an inline event
 * handler) is blocked. (Code the test runner
 * evaluates bypasses the policy, so eval is covered by the policy's text: no 'unsafe-eval'.)
 *
 * The policy is a `<meta>` of builds only (the dev server injects inline scripts of its own):
 * `npm run test:e2e` runs against a build. Against a dev server (PW_BASE_URL) these tests skip.
 */
import { test, expect, loginAsDemoParent } from './fixtures'
import { requirePolicy, violationsOf, watchViolations } from './policy'
import { settled } from './site-pages'
import { activityDay } from './activity-days'

declare global {
  interface Window {
    __injectedRan?: string[]
  }
}

test.describe.configure({ timeout: 180_000 })

test('the policy is in the build; the signed-in not-found page and a day of screenshots opened large break none of it', async ({ page }) => {
  const fromConsole = await watchViolations(page)
  await loginAsDemoParent(page, '/no-such-page')
  await requirePolicy(page)
  await settled(page)
  expect(await violationsOf(page), 'not-found: policy violations').toEqual([])
  await page.addInitScript(() => window.localStorage.setItem('gatehouse.activity.extension-notice-dismissed', '1'))
  await page.goto('/children/activity')
  await settled(page)
  // Yesterday's card: a whole day of screenshots at any hour (today has none in its first minutes).
  const yesterday = await activityDay(page, 1)
  await page.locator(`a.day-card[href$="/${yesterday.url}"]`).click()
  const shot = page.locator('article.feed-item--shot img').first()
  await expect(shot).toBeVisible()
  await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await page.locator('button.feed-shot').first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await violationsOf(page)).toEqual([])
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
    try {
      script.textContent = 'window.__injectedRan.push("inline script")'
      document.head.appendChild(script)
    } catch {
      // Trusted Types refuse the script's text already (and report it).
    }
    const img = document.createElement('img')
    try {
      img.setAttribute('onload', "window.__injectedRan.push('inline handler')")
      img.setAttribute('onerror', "window.__injectedRan.push('inline handler')")
      // A whole 1 × 1 GIF, so the handler is due whether the image loads or fails.
      img.src = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'
      document.body.appendChild(img)
    } catch {
      // Trusted Types refuse the handler's text already (and report it).
    }
    // Both refusals come at once; a missing one fails the check below instead of the whole test's time.
    const directives = await Promise.race([reported, new Promise<string[]>((resolve) => setTimeout(() => resolve(['(fewer than two)']), 15_000))])
    return { ran: [...(window.__injectedRan ?? [])], directives }
  })
  expect(result.ran).toEqual([])
  expect(result.directives.length).toBeGreaterThanOrEqual(2)
  // The inline script is refused by script-src, or already by Trusted Types (its text is a sink).
  expect(result.directives.every((d) => d.startsWith('script-src') || d === 'require-trusted-types-for')).toBe(true)
})

test('a string handed to an HTML parser or a script’s address is refused (Trusted Types)', async ({ page }) => {
  await watchViolations(page)
  await page.goto('/login')
  await requirePolicy(page)
  await settled(page)
  const result = await page.evaluate(() => {
    const refused: string[] = []
    const attempt = (name: string, sink: () => void) => {
      try {
        sink()
      } catch (error) {
        if (error instanceof TypeError) refused.push(name)
      }
    }
    attempt('innerHTML', () => {
      document.createElement('div').innerHTML = '<b>bold</b>'
    })
    attempt('DOMParser', () => new DOMParser().parseFromString('<b>bold</b>', 'text/html'))
    attempt('script src', () => {
      document.createElement('script').src = '/elsewhere.js'
    })
    attempt('worker', () => new Worker('/elsewhere.js'))
    // Only the dashboard's own names may make a policy.
    attempt('policy', () =>
      (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }).trustedTypes.createPolicy('attacker', {}),
    )
    return refused
  })
  expect(result).toEqual(['innerHTML', 'DOMParser', 'script src', 'worker', 'policy'])
  // Each refusal is reported as a violation of the policy too (the events come a moment later).
  await expect.poll(async () => (await violationsOf(page)).filter((v) => v.startsWith('require-trusted-types-for')).length).toBeGreaterThanOrEqual(4)
})
