// Signed-in first screens of the production build, cold (a fresh browser, nothing cached), the API
// the fake server over HTTP from another origin, each answer held back 150 ms:
// - operations before the first screen is complete, for Home (`/`) and `/children`: the PairQL
//   operations the page asked for from the navigation's start until its content is on screen
//   (Home's widgets, the children's cards) with no API request left unanswered (budget 3 each:
//   each one is a round trip, and from another origin a CORS preflight too);
// - the longest main-thread task of each, cold, under applied throttling (the CPU four times
//   slower, as Lighthouse's mobile preset), from the browser's long-task timing (budget 200 ms).
// Total Blocking Time on `/children` is first-paint.bench.mjs's (Lighthouse, simulated).
// Median of BENCH_RUNS (3) runs. Env: BENCH_DIST, CHROME_PATH, BENCH_RUNS, BENCH_PORT (first port
// tried, 4500). Exits non-zero over budget.
import { loadavg } from 'node:os'
import { freePort, root } from '../../scripts/lib.mjs'
import { launchChromium, signIn } from './support/browser.mjs'
import { median, productionDist, withApiUrl } from './support/builds.mjs'
import { startFakeApi } from './support/fake-api.mjs'
import { runBench } from './support/run.mjs'
import { serveStatic } from './support/static-server.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 3)
const apiDelayMs = 150
const firstPort = Number(process.env.BENCH_PORT ?? 4500)
const budgets = { operations: 3, longestTaskMs: 200 }
const cpuSlowdown = 4
const pages = [
  { path: '/', content: '.home-grid' },
  { path: '/children', content: '.child-card__name' },
]

/** Runs in every document: keeps the long tasks the browser reports, from the start. */
function watchLongTasks() {
  window.__longTasks = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration)
  }).observe({ type: 'longtask', buffered: true })
}

await runBench('signed-in first screens', async ({ record, atEnd }) => {
  const api = await startFakeApi({ root, port: await freePort(firstPort), delayMs: apiDelayMs })
  atEnd(api.close)
  const prod = await serveStatic({ dir: withApiUrl(await productionDist(), api.url), port: await freePort(firstPort + 10) })
  atEnd(prod.close)
  const results = Object.fromEntries(pages.map((p) => [p.path, []]))
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      const figures = await measure(prod.url, api.url, page, await api.login())
      results[page.path].push(figures)
      console.log(
        `  run ${run} ${page.path}: ${figures.operations.length} operations before complete (${figures.operations.join(', ')}),` +
          ` ${figures.later.length} after (${figures.later.join(', ') || 'none'}), complete at ${figures.completeMs} ms,` +
          ` longest task ${figures.longestTask} ms (load ${loadavg()[0].toFixed(1)})`,
      )
    }
  }
  for (const page of pages) {
    const operations = Math.max(...results[page.path].map((r) => r.operations.length))
    record({
      name: `production ${page.path}, signed in, cold: operations before the first screen is complete (most of any run)`,
      figure: String(operations),
      budget: `≤ ${budgets.operations}`,
      ok: operations <= budgets.operations,
    })
  }
  for (const page of pages) {
    const longest = median(results[page.path].map((r) => r.longestTask))
    record({
      name: `production ${page.path}, signed in, cold, CPU ${cpuSlowdown}× slower: longest task`,
      figure: `${Math.round(longest)} ms`,
      budget: `≤ ${budgets.longestTaskMs} ms`,
      ok: longest <= budgets.longestTaskMs,
    })
  }
  return `signed-in first screens: median of ${runs} (load average ${loadavg()[0].toFixed(1)})`
})

/** One cold load of `page` in a fresh browser, the parent signed in. */
async function measure(origin, apiOrigin, page, session) {
  const browser = await launchChromium()
  try {
    const context = await browser.newContext()
    const tab = await context.newPage()
    await signIn(tab, origin, session)
    await tab.addInitScript(watchLongTasks)
    const cdp = await context.newCDPSession(tab)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    // The operations asked for, in order, and how many are still unanswered.
    const asked = []
    const open = new Set()
    let complete = false
    const later = []
    tab.on('request', (request) => {
      if (request.method() !== 'POST' || !request.url().startsWith(apiOrigin)) return
      const op = new URL(request.url()).pathname.split('/').pop()
      if (complete) return void later.push(op)
      asked.push(op)
      open.add(request)
    })
    const settled = (request) => void open.delete(request)
    tab.on('requestfinished', settled)
    tab.on('requestfailed', settled)
    const started = Date.now()
    await tab.goto(`${origin}${page.path}`)
    // Complete: the content is on screen and every operation asked for so far has answered.
    for (;;) {
      const shown = await tab.locator(page.content).first().isVisible()
      if (shown && open.size === 0) break
      if (Date.now() - started > 60_000) throw new Error(`${page.path} was not complete within 60 s`)
      await tab.waitForTimeout(20)
    }
    complete = true
    const completeMs = Date.now() - started
    // What the page asks for right after (deferred work), and long tasks still being reported.
    await tab.waitForTimeout(2_000)
    const tasks = await tab.evaluate(() => window.__longTasks)
    return { operations: asked, later, completeMs, longestTask: Math.round(Math.max(0, ...tasks)) }
  } finally {
    await browser.close()
  }
}
