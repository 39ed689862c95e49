/**
 * Accessibility checks for end-to-end tests: axe on the page (or part of it), failing on every
 * serious or critical finding, and a memory of the last whole-page check so a test's end need
 * not repeat it. Besides axe's default rules, `label-content-name-mismatch` (WCAG 2.5.3, label in
 * name: a control's name holds the text it shows, so a voice-control user can say what they see),
 * which axe leaves off by default as experimental.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import { expect } from '@playwright/test'

/** axe-core itself, put into a document once and run there as often as a test checks it. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

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
    const finite = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
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

/** Rules axe leaves off by default that every check runs. */
const extraRules = ['label-content-name-mismatch']

/**
 * Runs axe in the page's document: every rule, gathering only the violations node by node (the
 * passes and the inapplicable rules are not, which nothing here reads). axe is put into the
 * document the first time only (evaluated through the browser's protocol, so the page's own
 * script policy does not apply to it): a test that checks a page several times as it changes
 * pays for loading axe once. The dashboard has no frames for axe to enter.
 */
async function runAxe(page: Page, options: A11yOptions): Promise<Violation[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')
  if (!loaded) await page.evaluate(axeSource)
  const include = [options.include ?? []].flat().map((selector) => [selector])
  const exclude = [options.exclude ?? []].flat().map((selector) => [selector])
  const context = include.length || exclude.length ? { ...(include.length ? { include } : {}), ...(exclude.length ? { exclude } : {}) } : null
  const rules = Object.fromEntries([
    ...extraRules.map((id) => [id, { enabled: true }]),
    ...(options.disableRules ?? []).map((id) => [id, { enabled: false }]),
  ])
  return page.evaluate(
    async ({ context, rules }) => {
      type Axe = { run(context: unknown, options: unknown): Promise<{ violations: Violation[] }> }
      const axe = (window as unknown as { axe: Axe }).axe
      const { violations } = await axe.run(context ?? document, { resultTypes: ['violations'], rules })
      return violations.map(({ id, impact, help, helpUrl, nodes }) => ({
        id,
        impact,
        help,
        helpUrl,
        nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
      }))
    },
    { context, rules },
  )
}

/** What a violation's report needs of axe's result. */
interface Violation {
  readonly id: string
  readonly impact?: string | null
  readonly help: string
  readonly helpUrl: string
  readonly nodes: readonly { readonly target: readonly unknown[]; readonly failureSummary?: string }[]
}

/** Runs axe on the page; fails listing every serious or critical violation. */
export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  await settleAnimations(page)
  const violations = await runAxe(page, options)
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
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
