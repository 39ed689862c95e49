/**
 * Lighthouse accessibility for every page of the demo (the gallery's pages), on a phone and on a
 * desktop (Lighthouse's own mobile and desktop settings), in the light and the dark theme (the
 * parent's stored choice). Run by `npm run gallery`, which prints the scores as a table, shows
 * them in gallery/index.html and fails when a page scores under 100. Each result is left in
 * GALLERY_DIR/lighthouse/{page}.json.
 *
 * Each page gets a fresh browser (so a fresh demo family): Lighthouse drives it through
 * Puppeteer. Signed-in pages are measured after signing in from the page itself; they keep the
 * browser's storage (session, theme) from run to run.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from '@playwright/test'
import lighthouse, { type Flags } from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import puppeteer, { type Page } from 'puppeteer-core'
import { findBrowser } from '../../scripts/lib.mjs'
import { publicPages, signedInPages } from '../e2e/pages'

const root = fileURLToPath(new URL('../../', import.meta.url))
const outDir = join(process.env.GALLERY_DIR ?? join(root, 'gallery'), 'lighthouse')
const themes = ['light', 'dark'] as const
const formFactors = ['mobile', 'desktop'] as const

/** One run's score (0–100) and the accessibility audits it failed. */
export interface LighthouseRun {
  readonly theme: (typeof themes)[number]
  readonly formFactor: (typeof formFactors)[number]
  readonly score: number | null
  readonly failed: readonly { id: string; title: string; targets: readonly string[] }[]
  readonly error?: string
}

interface Target {
  readonly name: string
  readonly path: (day: string) => string
  readonly signedIn: boolean
  readonly beforeNotice?: true
  /** Where the page sends the parent on its own (default: it stays). */
  readonly landsOn?: RegExp
}

/** The survey after sign-up needs a session (without one it goes to sign-up). */
const needsSession = new Set(['use-case'])
/** "New" pages make an id and go on to its editor; a pending request goes on to its review. */
const landsOn: Readonly<Record<string, RegExp>> = {
  'new-child': /^\/children\/[0-9a-f-]{36}$/,
  'new-keychain': /^\/keychains\/[0-9a-f-]{36}$/,
  'unlock-request': /\/unlock-requests\/[0-9a-f-]{36}\/review$/,
}

const targets: readonly Target[] = [
  ...publicPages.map((p) => ({ name: p.name, path: () => p.path, signedIn: needsSession.has(p.name) })),
  ...signedInPages.map((p) => ({ ...p, signedIn: true, ...(landsOn[p.name] ? { landsOn: landsOn[p.name] } : {}) })),
]

const found = findBrowser()
const executablePath = found?.path ?? found?.resolved

/** Waits until the demo's fake server answers on the page (the page may reload once for it). */
async function demoReady(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.waitForFunction(() => window.gatehouseDemoReady !== undefined, { timeout: 15_000 })
      await page.evaluate(async () => {
        await window.gatehouseDemoReady
      })
      return
    } catch (error) {
      if (attempt >= 3) throw error
      await page.waitForNetworkIdle({ idleTime: 200 }).catch(() => undefined)
    }
  }
}

/** Signs the demo parent in from the page (its session in local storage, as the app keeps it). */
async function signIn(page: Page, target: Target): Promise<void> {
  await page.evaluate(async (acknowledged) => {
    const credentials = window.gatehouseDemo?.credentials
    if (!credentials) throw new Error('The demo is not running on this page.')
    const response = await fetch('/pairql/dashboard/Login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    })
    if (!response.ok) throw new Error(`Login failed with ${response.status}`)
    const { adminId, token } = (await response.json()) as { adminId: string; token: string }
    window.localStorage.setItem('admin_id', adminId)
    window.localStorage.setItem('admin_token', token)
    if (acknowledged) window.localStorage.setItem('gatehouse.activity.extension-notice-dismissed', '1')
  }, target.beforeNotice !== true)
}

/** Today in the browser's time zone, as activity URLs write days (MM-DD-YYYY). */
const today = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const d = new Date()
    const pad = (n: number, w = 2) => String(n).padStart(w, '0')
    return `${pad(d.getMonth() + 1)}-${pad(d.getDate())}-${pad(d.getFullYear(), 4)}`
  })

async function measure(page: Page, url: string, target: Target, run: Omit<LighthouseRun, 'score' | 'failed'>): Promise<LighthouseRun> {
  const flags: Flags = { logLevel: 'error', onlyCategories: ['accessibility'], disableStorageReset: true }
  const result = await lighthouse(url, flags, run.formFactor === 'desktop' ? desktopConfig : undefined, page)
  const lhr = result?.lhr
  const category = lhr?.categories.accessibility
  if (!lhr || !category) return { ...run, score: null, failed: [], error: 'Lighthouse returned no result' }
  const failed = category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
    .map((audit) => ({
      id: audit!.id,
      title: audit!.title,
      targets: ((audit!.details as { items?: { node?: { selector?: string } }[] } | undefined)?.items ?? [])
        .slice(0, 5)
        .map((item) => item.node?.selector ?? ''),
    }))
  // The run counts only on the page asked for, in the theme asked for.
  const shown = await page.evaluate(() => document.documentElement.dataset.theme ?? 'system')
  const landed = new URL(lhr.finalDisplayedUrl).pathname
  const error =
    lhr.runtimeError?.message ??
    (!(target.landsOn?.test(landed) ?? landed === new URL(url).pathname)
      ? `ended on ${landed}`
      : shown !== run.theme
        ? `shown in the ${shown} theme`
        : undefined)
  return { ...run, score: category.score === null ? null : Math.round(category.score * 100), failed, ...(error ? { error } : {}) }
}

test.describe.configure({ mode: 'parallel' })

for (const [order, target] of targets.entries()) {
  test(`Lighthouse accessibility: ${target.name}`, async ({ baseURL }) => {
    test.setTimeout(300_000)
    if (!executablePath) throw new Error('No Chromium found (set CHROME_PATH).')
    const browser = await puppeteer.launch({ executablePath, headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
    try {
      const page = await browser.newPage()
      await page.goto(`${baseURL}/login`)
      await demoReady(page)
      if (target.signedIn) await signIn(page, target)
      const url = `${baseURL}${target.path(await today(page))}`
      const runs: LighthouseRun[] = []
      for (const theme of themes) {
        await page.evaluate((choice) => window.localStorage.setItem('gatehouse.theme', choice), theme)
        for (const formFactor of formFactors) runs.push(await measure(page, url, target, { theme, formFactor }))
      }
      mkdirSync(outDir, { recursive: true })
      const record = { order, name: target.name, path: new URL(url).pathname, runs }
      writeFileSync(join(outDir, `${target.name}.json`), `${JSON.stringify(record, null, 2)}\n`)
    } finally {
      await browser.close()
    }
  })
}
