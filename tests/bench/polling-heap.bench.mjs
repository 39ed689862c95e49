// Memory under long polling: the production build, signed in on the combined activity page
// (its summaries refetch every 30 s), the API being the fake server over HTTP in Node (so the
// page's heap is the dashboard's alone). Page time runs 2 hours on Playwright's clock, each
// poll's answer awaited; the JS heap after garbage collection at 120 minutes may exceed the one
// at 30 minutes by less than 1 MB.
// Env: BENCH_DIST (built here when missing), CHROME_PATH.
import { loadavg } from 'node:os'
import { freePort, root } from '../../scripts/lib.mjs'
import { cleanup, productionDist, report, withApiUrl } from './support/builds.mjs'
import { launchChromium, signIn } from './support/browser.mjs'
import { startFakeApi } from './support/fake-api.mjs'
import { serveStatic } from './support/static-server.mjs'

const pollMs = 30_000
const budgetBytes = 1024 * 1024
// The family's activity summaries, under either API profile's name for them.
const poll = /\/pairql\/dashboard\/(CombinedUsersActivitySummaries|FamilyActivitySummaries)$/

const servers = []
let ok = false
const browser = await launchChromium()
try {
  const api = await startFakeApi({ root, port: await freePort(4500), delayMs: 0 })
  servers.push(api)
  const app = await serveStatic({ dir: withApiUrl(await productionDist(), api.url), port: await freePort(4505) })
  servers.push(app)
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await signIn(page, app.url, await api.login())
  // The activity pages first show a one-time notice; acknowledged, so the summaries load.
  await page.evaluate(() => localStorage.setItem('gatehouse.activity.extension-notice-dismissed', '1'))
  await page.clock.install()
  const first = page.waitForResponse((r) => poll.test(r.url()))
  await page.goto(`${app.url}/children/activity`)
  await first
  const cdp = await page.context().newCDPSession(page)
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage')
    return (await cdp.send('Runtime.getHeapUsage')).usedSize
  }
  const at = {}
  let polls = 0
  for (let minute = 0.5; minute <= 120; minute += 0.5) {
    const answered = page.waitForResponse((r) => poll.test(r.url()), { timeout: 30_000 })
    await page.clock.runFor(pollMs)
    await answered
    polls++
    if (minute === 30) at.m30 = await heap()
  }
  at.m120 = await heap()
  const growth = at.m120 - at.m30
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`
  ok = report(`heap under polling: ${polls} polls over 2 simulated hours (load average ${loadavg()[0].toFixed(1)})`, [
    { name: 'JS heap at 30 min', figure: mb(at.m30), budget: '(reported)', ok: true },
    { name: 'JS heap at 120 min', figure: mb(at.m120), budget: '(reported)', ok: true },
    { name: 'growth after the first 30 min', figure: mb(growth), budget: `< ${mb(budgetBytes)}`, ok: growth < budgetBytes },
  ])
} catch (error) {
  console.error('polling-heap bench failed:', error)
} finally {
  await browser.close()
  for (const server of servers.reverse()) await server.close()
  cleanup()
}
console.log(ok ? 'heap under polling: within budget' : 'heap under polling: OVER BUDGET or failed')
process.exit(ok ? 0 : 1)
