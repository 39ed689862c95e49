/**
 * Watching a page for Content-Security-Policy violations (Trusted Types' among them): the
 * `securitypolicyviolation` events the page reports (recorded from its first script on, on every page the test then opens) and the
 * console's policy errors. The sweep of every page (every-page.spec.ts) and the policy's own spec
 * (csp.spec.ts) use it.
 */
import { type Page, expect, test } from '@playwright/test'
import { isKeptPage } from './kept-page'

declare global {
  interface Window {
    __policyViolations?: string[]
  }
}

/** Starts recording; returns the console's policy errors as they come (check it at the end). */
export async function watchViolations(page: Page): Promise<string[]> {
  const fromConsole: string[] = []
  page.on('console', (message) => {
    // Trusted Types refusals are reported as "… requires 'TrustedHTML' assignment".
    if (/Content Security Policy|requires 'Trusted\w+' assignment/i.test(message.text())) fromConsole.push(message.text())
  })
  const record = () => {
    const listening = window.__policyViolations !== undefined
    window.__policyViolations = []
    if (listening) return
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__policyViolations?.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} in ${e.sourceFile || e.documentURI}`)
    })
  }
  // The kept page opens addresses inside its document: it records from now on. Any other page
  // records in every document it loads, from the first script on.
  if (isKeptPage(page)) await page.evaluate(record)
  else await page.addInitScript(record)
  return fromConsole
}

/** The violations the current document reported so far. */
export const violationsOf = (page: Page): Promise<string[]> => page.evaluate(() => [...(window.__policyViolations ?? [])])

/** Fails when the current document reported a violation. */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  expect(await violationsOf(page), `${where}: policy violations`).toEqual([])
}

/** Skips on a dev server, which has no policy; a build must carry it, with no inline or eval allowance. */
export async function requirePolicy(page: Page): Promise<void> {
  const devServer = (await page.locator('script[src="/@vite/client"]').count()) > 0
  test.skip(devServer, 'the dev server has no Content-Security-Policy; npm run test:e2e runs against a build')
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1)
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(policy).toContain("script-src 'self'")
  expect(policy).not.toContain('unsafe-inline')
  expect(policy).not.toContain('unsafe-eval')
  // Strings reach script sinks only through the dashboard's named policies (and, in the demo,
  // a `default` one that lets through the demo's worker address only).
  expect(policy).toContain("require-trusted-types-for 'script'")
  expect(policy).toMatch(/trusted-types gatehouse-[a-z-]+( gatehouse-[a-z-]+)*( default)?(;|$)/)
}
