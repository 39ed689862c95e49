/**
 * Accessibility checks for end-to-end tests: axe on the page (or part of it), failing on every
 * serious or critical finding, and a memory of the last whole-page check so a test's end need
 * not repeat it.
 */
import type { Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { expect } from '@playwright/test'

export interface A11yOptions {
  /** CSS selector(s) to check; default the whole page. */
  include?: string | string[]
  /** CSS selector(s) to leave out. */
  exclude?: string | string[]
  /** axe rule ids to skip (say why at the call site). */
  disableRules?: string[]
}

/**
 * Waits (up to 2 s) for running finite animations, such as a drawer sliding in, so the check sees
 * the page as it comes to rest rather than a frame in between. Endless ones (spinners) are skipped.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
    const done = Promise.all(finite.map((a) => a.finished.catch(() => undefined)))
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 2_000))])
  })
}

/**
 * What axe would see on the page: its address, window width, colour scheme and whole markup (as a
 * hash). Equal fingerprints mean a second whole-page check would only repeat the first.
 */
function pageFingerprint(page: Page): Promise<string> {
  return page.evaluate(() => {
    const html = document.documentElement.outerHTML
    let hash = 0
    for (let i = 0; i < html.length; i++) hash = (Math.imul(hash, 31) + html.charCodeAt(i)) | 0
    const dark = window.matchMedia('(prefers-color-scheme: dark)').matches
    return `${location.href} ${window.innerWidth}x${window.innerHeight} ${dark ? 'dark' : 'light'} ${html.length}:${hash}`
  })
}

/** The fingerprint of each page's last whole-page axe check that passed. */
const lastCheckedPage = new WeakMap<Page, string>()

/** Runs axe on the page; fails listing every serious or critical violation. */
export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  // Legacy mode runs axe in the page itself instead of opening a second page to gather frames'
  // results: the dashboard has no cross-origin frames to check, and it costs half the time.
  // Every rule still runs; only the violations are gathered node by node (the passes and the
  // inapplicable rules are not, which nothing here reads): about a quarter faster.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] })
  for (const selector of [options.include ?? []].flat()) builder = builder.include(selector)
  for (const selector of [options.exclude ?? []].flat()) builder = builder.exclude(selector)
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules)
  await settleAnimations(page)
  const results = await builder.analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const report = serious
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    - ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n')
      const more = v.nodes.length > 5 ? `\n    (+${v.nodes.length - 5} more)` : ''
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`
    })
    .join('\n')
  expect(serious, `Accessibility violations on ${page.url()}:\n${report}`).toEqual([])
  const wholePage = options.include === undefined && options.exclude === undefined && !options.disableRules?.length
  if (wholePage) lastCheckedPage.set(page, await pageFingerprint(page))
}

/** Whether the last whole-page check that passed on this page saw it as it is now, at rest. */
export async function alreadyChecked(page: Page): Promise<boolean> {
  const last = lastCheckedPage.get(page)
  if (last === undefined) return false
  await settleAnimations(page)
  return last === (await pageFingerprint(page))
}
