// Repeat visits of the production build from the same device, its service worker installed: a
// parent signed in opens /children again on a throttled phone (applied throttling, as Lighthouse's
// devtools method: the browser's CPU four times slower, a slow 4G network) and, with no network at
// all, a child's page.
// - repeat visit: when the children are on screen (the first child's card, from the start of the
//   navigation), and the code bytes (scripts and styles) that came over the network (budget 0:
//   the worker answers them from the device). The first visit showed the children, so the device
//   kept their answers (src/data/kept-rules.ts): the repeat visit paints them before the API
//   answers. Each run lists the API requests of the repeat visit (a CORS preflight is one
//   `OPTIONS`; the browser skips it while it remembers the last one: 5 s without
//   Access-Control-Max-Age);
// - offline repeat visit: the shell and the offline banner, not the browser's error page, and on
//   the children's page the children the device kept.
// Median of BENCH_RUNS (5) runs, each in a fresh browser whose first visit installs the worker.
// The API is the fake server over HTTP from another origin, each answer held back 150 ms.
// Env: BENCH_DIST, CHROME_PATH, BENCH_RUNS, BENCH_PORT (first port tried, 4480). Exits non-zero
// over budget.
import { loadavg } from 'node:os'
import puppeteer from 'puppeteer-core'
import { findBrowser, freePort, root } from '../../scripts/lib.mjs'
import { median, productionDist, withApiUrl } from './support/builds.mjs'
import { startFakeApi } from './support/fake-api.mjs'
import { runBench } from './support/run.mjs'
import { serveStatic } from './support/static-server.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 5)
const apiDelayMs = 150
const firstPort = Number(process.env.BENCH_PORT ?? 4480)
const budgets = { childrenVisibleMs: 1200, codeBytes: 0 }
const maya = 'c0000000-0000-4000-8000-000000000001'
const offlineMessage = "You're offline. Your changes are kept; try again when you're back online."
/** Lighthouse's devtools throttling (mobile, slow 4G): request latency 150 ms × 3.75, 1.6 Mbps × 0.9 down. */
const network = { offline: false, latency: 562.5, downloadThroughput: (1638.4 * 0.9 * 1024) / 8, uploadThroughput: (675 * 0.9 * 1024) / 8 }
const cpuSlowdown = 4

const found = findBrowser()
const executablePath = found?.path ?? found?.resolved
if (!executablePath) {
  console.error('repeat-visit bench: no Chromium found (set CHROME_PATH).')
  process.exit(1)
}

/** Runs in every document: notes when the first child's card is on screen (ms from the navigation's start). */
function watchChildren() {
  const seen = () => {
    if (window.__childrenVisible !== undefined) return
    const card = document.querySelector('.child-card__name')
    if (card && card.getBoundingClientRect().height > 0) window.__childrenVisible = performance.now()
  }
  new MutationObserver(seen).observe(document, { subtree: true, childList: true })
}

await runBench('repeat visit', async ({ record, atEnd }) => {
  const api = await startFakeApi({ root, port: await freePort(firstPort), delayMs: apiDelayMs })
  atEnd(api.close)
  const prod = await serveStatic({ dir: withApiUrl(await productionDist(), api.url), port: await freePort(firstPort + 10) })
  atEnd(prod.close)
  const results = []
  for (let run = 1; run <= runs; run++) {
    const figures = await measure(prod.url, await api.login())
    results.push(figures)
    console.log(
      `  run ${run}: children visible ${figures.childrenVisible} ms (last of ${figures.apiCalls.length} API requests done at ${figures.apiDone} ms: ${figures.apiCalls.join(', ')}),` +
        ` code over the network ${figures.codeBytes} B` +
        ` (${figures.fromWorker} files from the worker), offline: ${figures.offline} (load ${loadavg()[0].toFixed(1)})`,
    )
  }
  const visible = median(results.map((r) => r.childrenVisible))
  const codeBytes = Math.max(...results.map((r) => r.codeBytes))
  const offline = results.every((r) => r.offline === 'shell, banner and children')
  record(
    {
      name: 'repeat visit, production /children, applied throttling: children visible',
      figure: `${(visible / 1000).toFixed(2)} s`,
      budget: `≤ ${budgets.childrenVisibleMs / 1000} s`,
      ok: visible <= budgets.childrenVisibleMs,
    },
    {
      name: 'repeat visit: code bytes over the network (most of any run)',
      figure: `${codeBytes} B`,
      budget: `${budgets.codeBytes}`,
      ok: codeBytes <= budgets.codeBytes,
    },
    {
      name: 'offline repeat visit',
      figure: offline ? 'shell, banner and children' : results.map((r) => r.offline).join(', '),
      budget: 'shell, banner and children',
      ok: offline,
    },
  )
  return `repeat visit: applied throttling, median of ${runs} (load average ${loadavg()[0].toFixed(1)})`
})

/** One fresh browser: a first visit that installs the worker, the measured repeat visit, then one offline. */
async function measure(origin, session) {
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
  try {
    const page = await browser.newPage()
    await page.goto(`${origin}/__blank`)
    await page.evaluate(({ adminId, token }) => {
      localStorage.setItem('admin_id', adminId)
      localStorage.setItem('admin_token', token)
    }, session)
    // The first visit: the page registers the worker once it is idle; the worker precaches the
    // build. The children shown, the device keeps their answer (a moment after it arrived).
    await page.goto(`${origin}/children`)
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated', {
      polling: 100,
      timeout: 60_000,
    })
    await page.waitForFunction(() => /"users":/.test(localStorage.getItem('gatehouse.kept-answers') ?? ''), { polling: 100, timeout: 30_000 })
    await page.goto('about:blank')

    await page.evaluateOnNewDocument(watchChildren)
    const cdp = await page.createCDPSession()
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', network)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    const code = new Map()
    let fromWorker = 0
    // When the document was asked for, and when the visit's last API answer came in (CDP's clock,
    // seconds): how long the page shows the device's copy before the API's.
    let documentAt = null
    let lastApiAt = null
    // The repeat visit's API requests (not the offline visit's after it), as `GetUsers` or `OPTIONS GetUsers`.
    const api = new Map()
    let counting = true
    cdp.on('Network.requestWillBeSent', ({ requestId, type, request, timestamp }) => {
      if (type === 'Document' && documentAt === null) documentAt = timestamp
      if (counting && !request.url.startsWith(origin)) {
        api.set(requestId, `${request.method === 'POST' ? '' : `${request.method} `}${request.url.split('/').pop()}`)
      }
    })
    const settled = new Set()
    cdp.on('Network.loadingFinished', ({ requestId, timestamp }) => {
      settled.add(requestId)
      if (api.has(requestId) && documentAt !== null) lastApiAt = Math.max(lastApiAt ?? 0, timestamp - documentAt)
    })
    cdp.on('Network.loadingFailed', ({ requestId }) => settled.add(requestId))
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type !== 'Script' && type !== 'Stylesheet') return
      if (response.fromServiceWorker) fromWorker++
      else code.set(requestId, 0)
    })
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      if (code.has(requestId)) code.set(requestId, encodedDataLength)
    })
    await page.goto(`${origin}/children`)
    await page.waitForFunction(() => window.__childrenVisible !== undefined, { polling: 50, timeout: 30_000 })
    const childrenVisible = Math.round(await page.evaluate(() => window.__childrenVisible))
    const codeBytes = [...code.values()].reduce((sum, bytes) => sum + bytes, 0)
    // The fresh answers are in: the notice is gone and every request the visit made has finished.
    await page.waitForFunction(() => !document.body.textContent?.includes('Updating…'), { polling: 50, timeout: 30_000 })
    for (const until = Date.now() + 30_000; [...api.keys()].some((id) => !settled.has(id)) && Date.now() < until;) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    counting = false
    const apiCalls = [...api.values()].sort()
    const apiDone = lastApiAt === null ? null : Math.round(lastApiAt * 1000)

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await cdp.send('Network.emulateNetworkConditions', { ...network, offline: true })
    await page.setOfflineMode(true)
    let offline = 'browser error page'
    try {
      // The children's page shows the children the device kept; a child's page, the frame.
      for (const [path, card] of [
        ['/children', '.child-card__name'],
        [`/children/${maya}`, null],
      ]) {
        await page.goto(`${origin}${path}`)
        if (page.url().startsWith('chrome-error:')) throw new Error(`${path}: the browser's error page`)
        await page.waitForFunction(
          (message, selector) =>
            document.querySelector('nav[aria-label="Main"]') !== null &&
            document.body.textContent?.includes(message) &&
            (selector === null || document.querySelector(selector) !== null),
          { polling: 100, timeout: 15_000 },
          offlineMessage,
          card,
        )
      }
      offline = 'shell, banner and children'
    } catch (error) {
      offline = `no shell or banner (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`
    }
    return { childrenVisible, apiDone, apiCalls, codeBytes, fromWorker, offline }
  } finally {
    await browser.close()
  }
}
