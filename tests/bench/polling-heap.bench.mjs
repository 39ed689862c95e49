// Memory under long polling: the production build, signed in on the combined activity page
// (its summaries refetch every 30 s), the API being the fake server over HTTP in Node (so the
// page's heap is the dashboard's alone). Page time runs 2 hours on Playwright's clock, in steps
// until each poll leaves, and each poll's answer is awaited; the JS heap after garbage
// collection at 120 minutes may exceed the one at 30 minutes by less than 1 MB. The summaries
// are matched under either API profile's operation name.
// Env: BENCH_DIST (built here when missing), CHROME_PATH.
import { loadavg } from 'node:os'
import { freePort, root } from '../../scripts/lib.mjs'
import { productionDist, withApiUrl } from './support/builds.mjs'
import { launchChromium, signIn } from './support/browser.mjs'
import { startFakeApi } from './support/fake-api.mjs'
import { runBench } from './support/run.mjs'
import { serveStatic } from './support/static-server.mjs'

const pollMs = 30_000
const minute = 60_000
/** Page time advances in steps this long while waiting for the next poll. */
const stepMs = 1_000
const budgetBytes = 1024 * 1024
// The family's activity summaries, under either API profile's name for them.
const poll = /\/pairql\/dashboard\/(CombinedUsersActivitySummaries|FamilyActivitySummaries)$/

await runBench('heap under polling', async ({ record, atEnd }) => {
  const browser = await launchChromium()
  atEnd(() => browser.close())
  const api = await startFakeApi({ root, port: await freePort(4500), delayMs: 0 })
  atEnd(api.close)
  const app = await serveStatic({ dir: withApiUrl(await productionDist(), api.url), port: await freePort(4505) })
  atEnd(app.close)
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await signIn(page, app.url, await api.login())
  // The activity pages first show a one-time notice; acknowledged, so the summaries load.
  await page.evaluate(() => localStorage.setItem('gatehouse.activity.extension-notice-dismissed', '1'))
  await page.clock.install()
  const first = page.waitForResponse((r) => poll.test(r.url()), { timeout: 60_000 })
  await page.goto(`${app.url}/children/activity`)
  await first
  const cdp = await page.context().newCDPSession(page)
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage')
    return (await cdp.send('Runtime.getHeapUsage')).usedSize
  }
  const at = {}
  let polls = 0
  // Page time is the page's own clock (it also runs on while answers travel).
  const pageNow = () => page.evaluate(() => Date.now())
  const start = await pageNow()
  let pageTime = 0
  while (pageTime < 120 * minute) {
    await nextAnswer(page)
    polls++
    pageTime = (await pageNow()) - start
    if (at.m30 === undefined && pageTime >= 30 * minute) at.m30 = await heap()
  }
  at.m120 = await heap()
  const growth = at.m120 - at.m30
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`
  record(
    { name: 'JS heap at 30 min', figure: mb(at.m30), budget: '(reported)', ok: true },
    { name: 'JS heap at 120 min', figure: mb(at.m120), budget: '(reported)', ok: true },
    { name: 'growth after the first 30 min', figure: mb(growth), budget: `< ${mb(budgetBytes)}`, ok: growth < budgetBytes },
  )
  return `heap under polling: ${polls} polls over 2 simulated hours (load average ${loadavg()[0].toFixed(1)})`
})

/**
 * Advances the page's clock until the page asks for the summaries again (most of an interval,
 * then a step at a time), then waits for that answer.
 * Stepping (instead of one jump of exactly the interval) also catches a poll whose timer
 * started a little after the previous answer arrived. Fails when two intervals pass without a
 * request.
 */
async function nextAnswer(page) {
  let request = null
  const seen = page
    .waitForRequest((r) => poll.test(r.url()), { timeout: 0 })
    .then(
      (r) => (request = r),
      () => {},
    )
  let ran = 0
  while (request === null) {
    if (ran >= 2 * pollMs) throw new Error(`the activity summaries were not requested within ${(2 * pollMs) / 1000} s of page time`)
    // Most of an interval at once, then a step at a time until the poll leaves.
    const step = ran === 0 ? pollMs - 2 * stepMs : stepMs
    await page.clock.runFor(step)
    ran += step
    // The request leaves the page while the clock runs; its event may reach the bench just after
    // (if it comes later still, the clock runs one more step, which the page time counts).
    await Promise.race([seen, new Promise((resolve) => setTimeout(resolve, 20))])
  }
  const response = await request.response()
  if (!response) throw new Error('the activity summaries request failed')
  await response.finished()
}
