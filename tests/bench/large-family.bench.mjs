// The main screens with the large demo family against the normal one, in the built demo, in
// headless Chromium, the fake server's latency at zero:
// - for each screen (children, unlock requests, keychains, the biggest keychain, security events,
//   a child's activity day): from an in-app navigation (the signed-in app already loaded, on
//   another screen, its query cache empty) until the screen's content is on a drawn frame;
//   median of BENCH_RUNS runs (default 5); budget ≤ 300 ms each, and large ÷ normal ≤ 3×;
// - scrolling the large family's 3,000-key keychain from top to bottom: no frame over 50 ms
//   (requestAnimationFrame deltas), with the demo's one-second timer not started. Each change the
//   simulated Macs make (a screenshot) has the demo refetch everything on screen, and the in-page
//   fake server save its whole 2.5 MB state (at an idle moment, at most every 2 s): long tasks
//   production does not have. Without the
//   timer they still happen, but only when one of the app's polls reaches the fake server. The
//   figure with the timer running is reported beside it.
// Env: BENCH_DEMO_DIST (built here when missing), CHROME_PATH, BENCH_RUNS.
import { freePort } from '../../scripts/lib.mjs'
import { demoDist, median } from './support/builds.mjs'
import { launchChromium } from './support/browser.mjs'
import { runBench } from './support/run.mjs'
import { serveStatic } from './support/static-server.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 5)
const budgets = { screenMs: 300, ratio: 3, frameMs: 50 }
const maya = 'c0000000-0000-4000-8000-000000000001'
/** The keychain each family's keychain row opens: Maya's (normal), the 3,000-key "School Library" (large). */
const biggestKeychain = { normal: 'b0000000-0000-4000-8000-000000000001', large: 'b2000000-0000-4000-8000-000000000001' }

const pad = (n) => String(n).padStart(2, '0')
const yesterday = new Date(Date.now() - 24 * 3600_000)
const activityDay = `${pad(yesterday.getMonth() + 1)}-${pad(yesterday.getDate())}-${yesterday.getFullYear()}`

/** Each screen: its address and what shows it complete (a selector that matches once its content is in). */
const screens = (family) => [
  { name: 'children list', path: '/children', done: 'ul[aria-label="Children"] > li' },
  { name: 'unlock requests', path: '/unlock-requests', done: 'ul[aria-label="Unlock requests"] .request-card' },
  { name: 'keychains list', path: '/keychains', done: 'ul[aria-label="Keychains"] > li' },
  {
    name: family === 'large' ? '3,000-key keychain' : 'biggest keychain',
    label: 'the biggest keychain',
    path: `/keychains/${biggestKeychain[family]}`,
    done: '.key-row, .key-table tbody tr',
  },
  { name: 'security events', path: '/security-events', done: '.event-card' },
  { name: "a child's activity day", path: `/children/${maya}/activity/${activityDay}`, done: 'article[data-item-id]' },
]

let server
await runBench('large family', async ({ record, atEnd }) => {
  const browser = await launchChromium()
  atEnd(() => browser.close())
  server = await serveStatic({ dir: await demoDist(), port: await freePort(4520) })
  atEnd(server.close)
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' })
  const page = await context.newPage()
  const figures = {}
  let worstFrame = null
  let demoRunning = null
  for (const family of ['normal', 'large']) {
    await seedAndSignIn(page, family)
    figures[family] = {}
    for (const screen of screens(family)) {
      const times = []
      for (let run = 0; run < runs; run++) times.push(await screenTime(page, screen))
      figures[family][screen.label ?? screen.name] = median(times)
      console.log(`  ${family.padEnd(6)} ${screen.name.padEnd(24)} ${times.map((t) => `${t}`).join(', ')} ms`)
    }
    if (family === 'large') {
      demoRunning = await scrollFrames(page, screens(family)[3])
      console.log(`  large  scrolling, the demo's Macs at work: longest frames ${demoRunning.worst.join(', ')} ms`)
      // From the next load on, the demo's one-second timer (its simulated Macs) does not start.
      await page.addInitScript(() => {
        const every = window.setInterval.bind(window)
        window.setInterval = (fn, ms, ...rest) => (ms === 1000 && String(fn).includes('.tick()') ? 0 : every(fn, ms, ...rest))
      })
      worstFrame = await scrollFrames(page, screens(family)[3])
      console.log(`  large  scrolling, the demo's timer stopped: longest frames ${worstFrame.worst.join(', ')} ms`)
    }
  }
  for (const screen of screens('large')) {
    const label = screen.label ?? screen.name
    const normal = figures.normal[label]
    const large = figures.large[label]
    record({ name: `${screen.name}: normal`, figure: `${Math.round(normal)} ms`, budget: `≤ ${budgets.screenMs} ms`, ok: normal <= budgets.screenMs })
    record({ name: `${screen.name}: large`, figure: `${Math.round(large)} ms`, budget: `≤ ${budgets.screenMs} ms`, ok: large <= budgets.screenMs })
    const ratio = large / Math.max(1, normal)
    record({ name: `${screen.name}: large ÷ normal`, figure: `${ratio.toFixed(2)}×`, budget: `≤ ${budgets.ratio}×`, ok: ratio <= budgets.ratio })
  }
  record({
    name: "scrolling it while the demo's simulated Macs save the state",
    figure: `${Math.round(demoRunning.max)} ms max frame`,
    budget: '(reported)',
    ok: demoRunning.reachedBottom,
  })
  record({
    name: `scrolling the 3,000-key keychain (${worstFrame.frames} frames, ${worstFrame.rows} rows seen)`,
    figure: `${Math.round(worstFrame.max)} ms max frame`,
    budget: `≤ ${budgets.frameMs} ms`,
    ok: worstFrame.max <= budgets.frameMs && worstFrame.reachedBottom,
  })
  await context.close()
  return `Large family against the normal one: in-app navigation until the screen is complete, median of ${runs}`
})

/** Reseeds the demo with `family` (no latency, the family held still) and signs the demo parent in. */
async function seedAndSignIn(page, family) {
  await page.goto(`${server.url}/login`)
  await page.waitForFunction(() => window.gatehouseDemoReady !== undefined)
  const session = await page.evaluate(async (family) => {
    const control = await window.gatehouseDemoReady
    control.setFaults({ latencyMs: 0, errorRate: 0, dropRate: 0, malformedRate: 0, operations: [] })
    await control.reset(family)
    const response = await fetch('/pairql/dashboard/Login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(control.credentials),
    })
    const { adminId, token } = await response.json()
    localStorage.setItem('admin_id', adminId)
    localStorage.setItem('admin_token', token)
    localStorage.setItem('gatehouse.activity.extension-notice-dismissed', '1')
    await control.setFamilyActs?.(false)
    return { adminId }
  }, family)
  // The saved state must hold the family: every run below starts from a fresh page load.
  await page.goto(`${server.url}/settings`)
  const seeded = await page.evaluate(async () => (await window.gatehouseDemoReady).family?.())
  if (seeded !== family) throw new Error(`the demo restored the ${seeded} family after a reload, not the ${family} one (storage full?)`)
  return session
}

/**
 * Loads another screen afresh (so no query is cached), then navigates inside the app to
 * `screen.path` and resolves with the milliseconds until a frame shows `screen.done`.
 */
async function screenTime(page, screen) {
  await page.goto(`${server.url}/settings`)
  await page.waitForSelector('main h1', { timeout: 30_000 })
  await page.evaluate(() => window.gatehouseDemoReady)
  await page.waitForLoadState('networkidle')
  return page.evaluate(
    ({ path, done }) =>
      new Promise((resolve, reject) => {
        const start = performance.now()
        const timer = setTimeout(() => reject(new Error(`${path}: '${done}' never showed`)), 20_000)
        const check = () => {
          if (document.querySelector(done)) {
            clearTimeout(timer)
            resolve(Math.round(performance.now() - start))
          } else requestAnimationFrame(check)
        }
        window.history.pushState({}, '', path)
        window.dispatchEvent(new PopStateEvent('popstate'))
        requestAnimationFrame(check)
      }),
    screen,
  )
}

/** Scrolls the keychain's page from top to bottom, a step a frame; the longest frame and what was seen. */
async function scrollFrames(page, screen) {
  await page.goto(`${server.url}${screen.path}`)
  await page.waitForSelector(screen.done, { timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  return page.evaluate(
    ({ done }) =>
      new Promise((resolve) => {
        const list = document.querySelector(done)
        let scroller = list?.parentElement ?? null
        while (scroller && !(scroller.scrollHeight > scroller.clientHeight + 4 && /(auto|scroll)/.test(getComputedStyle(scroller).overflowY))) {
          scroller = scroller.parentElement
        }
        const target = scroller ?? document.scrollingElement
        const step = 400
        const seen = new Set()
        let last = null
        let max = 0
        let frames = 0
        const deltas = []
        const frame = (t) => {
          if (last !== null) {
            max = Math.max(max, t - last)
            deltas.push(Math.round(t - last))
          }
          last = t
          frames++
          for (const row of document.querySelectorAll(done)) seen.add(row.textContent)
          const bottom = target.scrollTop + target.clientHeight >= target.scrollHeight - 2
          if (bottom && frames > 2) {
            resolve({ max, frames, rows: seen.size, reachedBottom: true, worst: deltas.sort((a, b) => b - a).slice(0, 5) })
            return
          }
          if (frames > 5000) return resolve({ max, frames, rows: seen.size, reachedBottom: false, worst: deltas.sort((a, b) => b - a).slice(0, 5) })
          target.scrollTop += step
          requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
    screen,
  )
}
