// Smarter review with the large demo family, in the built demo, in headless Chromium, the fake
// server's latency at zero, the family held still and the demo's one-second timer not started:
// - loading every child's two weeks ("Look across two weeks" on /children/activity) until every day
//   is in and the "May need a look" list is drawn (reported);
// - ranking the window and drawing the list again, from a change of the review settings (a concern
//   list switched on or off: every item's reasons, the ranking, the heatmap and the list are made
//   again from the loaded days) until the next frame; median of BENCH_RUNS (default 5), ≤ 50 ms;
// - each keystroke of a search typed into the loaded window ("free vpn"), from the key until its
//   results are on a frame; the slowest, ≤ 100 ms;
// - selecting 300 items of Leo's busiest day in the grid (Shift+Down from the first item until 300
//   are selected, then Ctrl+A): the longest frame while selecting (requestAnimationFrame deltas),
//   ≤ 50 ms.
// Env: BENCH_DEMO_DIST (built here when missing), CHROME_PATH, BENCH_RUNS.
import { loadavg } from 'node:os'
import { freePort } from '../../scripts/lib.mjs'
import { demoDist, median } from './support/builds.mjs'
import { launchChromium } from './support/browser.mjs'
import { runBench } from './support/run.mjs'
import { serveStatic } from './support/static-server.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 5)
const budgets = { rankMs: 50, keystrokeMs: 100, frameMs: 50 }
const leo = 'c0000000-0000-4000-8000-000000000002'
const query = 'free vpn'
const toSelect = 300

await runBench('smarter review', async ({ record, atEnd }) => {
  const browser = await launchChromium()
  atEnd(() => browser.close())
  const server = await serveStatic({ dir: await demoDist(), port: await freePort(4560) })
  atEnd(server.close)
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' })
  const page = await context.newPage()
  await seedLargeAndSignIn(page, server.url)
  const load = loadavg()[0]

  // Loading the window, ranking it and drawing the list.
  await openInApp(page, '/children/activity')
  await page.getByRole('button', { name: 'Look across two weeks' }).waitFor()
  const loadMs = await page.evaluate(() => {
    const start = performance.now()
    const done = () => {
      const heading = [...document.querySelectorAll('.needs-a-look h3')].find((h) => /^May need a look \(\d+\)$/.test(h.textContent ?? ''))
      const progress = document.querySelector('.two-weeks__progress')?.textContent ?? 'none'
      return heading !== undefined && progress === ''
    }
    return new Promise((resolve) => {
      const check = () => (done() ? resolve(Math.round(performance.now() - start)) : requestAnimationFrame(check))
      ;[...document.querySelectorAll('button')].find((b) => b.textContent === 'Look across two weeks')?.click()
      requestAnimationFrame(check)
    })
  })
  const size = await page.evaluate(() => ({
    days: document.querySelectorAll('.heatmap tbody tr').length,
    needsALook: Number(/\((\d+)\)/.exec(document.querySelector('.needs-a-look h3')?.textContent ?? '')?.[1]),
    items: [...document.querySelectorAll('.heatmap__link')]
      .map((a) => Number(/: (\d+) unreviewed item/.exec(a.getAttribute('aria-label') ?? '')?.[1] ?? 0))
      .reduce((a, b) => a + b, 0),
  }))
  console.log(`  the window: ${size.days} days, ${size.items} unreviewed items, ${size.needsALook} may need a look; loaded in ${loadMs} ms`)
  record({
    name: `loading the two weeks (${size.items} unreviewed items) and drawing the list`,
    figure: `${loadMs} ms`,
    budget: '(reported)',
    ok: true,
  })

  // Ranking again from the loaded days: a concern list switched, until the next frame.
  await page.getByRole('button', { name: 'Review settings' }).first().click()
  const concern = page.getByRole('checkbox', { name: /bullying/i })
  await concern.waitFor()
  const rankTimes = []
  for (let run = 0; run < runs + 1; run++) {
    const ms = await page.evaluate(async () => {
      const box = [...document.querySelectorAll('input[type="checkbox"]')].find((b) =>
        b.closest('label')?.textContent?.toLowerCase().includes('bullying'),
      )
      const start = performance.now()
      box.click()
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
      return performance.now() - start
    })
    // The first run also loads what the change needs for the first time: left out.
    if (run > 0) rankTimes.push(Math.round(ms))
  }
  await page.keyboard.press('Escape')
  console.log(`  ranking again: ${rankTimes.join(', ')} ms`)
  const rankMs = median(rankTimes)
  record({
    name: 'ranking the window and drawing the list (median)',
    figure: `${rankMs} ms`,
    budget: `≤ ${budgets.rankMs} ms`,
    ok: rankMs <= budgets.rankMs,
  })

  // A search typed into the loaded window, key by key.
  const search = page.getByRole('searchbox', { name: 'Search typed text and apps' })
  await search.focus()
  const keyTimes = []
  for (let i = 0; i < query.length; i++) {
    const typed = query.slice(0, i + 1)
    // The listener is in place before the key goes out: from the key's event until its results are on a frame.
    await page.evaluate((typed) => {
      window.__keyTime = new Promise((resolve) => {
        window.addEventListener(
          'keydown',
          (event) => {
            const start = event.timeStamp
            const shown = () => (document.querySelector('.search-results__title')?.textContent ?? '').includes(`“${typed.trim()}”`)
            const check = () => (shown() ? resolve(performance.now() - start) : requestAnimationFrame(check))
            requestAnimationFrame(check)
          },
          { once: true, capture: true },
        )
      })
    }, typed)
    await page.keyboard.press(query[i] === ' ' ? 'Space' : query[i])
    keyTimes.push(Math.round(await page.evaluate(() => window.__keyTime)))
  }
  const results = await page.locator('.search-results__title').textContent()
  console.log(`  search keystrokes ("${query}"): ${keyTimes.join(', ')} ms; ${results}`)
  const slowestKey = Math.max(...keyTimes)
  record({
    name: `a search keystroke in the loaded window (slowest of ${keyTimes.length})`,
    figure: `${slowestKey} ms`,
    budget: `≤ ${budgets.keystrokeMs} ms`,
    ok: slowestKey <= budgets.keystrokeMs,
  })

  // Selecting 300 items of Leo's busiest day in the grid.
  // Leo's busiest day: the day card of his with the most items.
  await openInApp(page, `/children/${leo}/activity`)
  await page
    .locator('a[href*="/activity/"]', { hasText: / out of \d+ / })
    .first()
    .waitFor()
  const busiest = await page.evaluate(() => {
    const cards = [...document.querySelectorAll('a[href*="/activity/"]')].map((a) => ({
      path: new URL(a.href).pathname,
      items: Number(/ out of (\d+) /.exec(a.textContent ?? '')?.[1] ?? 0),
    }))
    return cards.sort((a, b) => b.items - a.items)[0]
  })
  await page.evaluate(() => localStorage.setItem('gatehouse.activity.day-view', 'grid'))
  await openInApp(page, busiest.path)
  const cells = page.locator('[role="listbox"] [role="option"]')
  await cells.first().waitFor()
  const total = await cells.count()
  if (total < toSelect) throw new Error(`Leo's busiest day has ${total} items, not ${toSelect} or more`)
  await cells.first().click()
  await page.evaluate(() => {
    window.__frames = []
    let last = performance.now()
    const tick = (now) => {
      window.__frames.push(now - last)
      last = now
      if (!window.__stopFrames) requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
  const selectedCount = () => page.locator('[role="option"][aria-selected="true"]').count()
  let presses = 0
  while ((await selectedCount()) < toSelect && presses < toSelect) {
    await page.keyboard.press('Shift+ArrowDown')
    presses++
  }
  const selected = await selectedCount()
  await page.keyboard.press('Escape')
  await page.keyboard.press('ControlOrMeta+a')
  const all = await selectedCount()
  const frames = await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    window.__stopFrames = true
    return window.__frames
  })
  const worst = frames
    .toSorted((a, b) => b - a)
    .slice(0, 5)
    .map(Math.round)
  console.log(
    `  grid selection: ${selected} selected in ${presses} Shift+Down, then all ${all}; ${frames.length} frames, longest ${worst.join(', ')} ms`,
  )
  record({
    name: `selecting ${selected} items in the grid (${presses} Shift+Down), then all ${all}`,
    figure: `${worst[0]} ms max frame`,
    budget: `≤ ${budgets.frameMs} ms`,
    ok: selected >= toSelect && all === total && worst[0] <= budgets.frameMs,
  })
  record({ name: 'load average (1 min) when measuring began', figure: load.toFixed(2), budget: '(reported)', ok: true })
  await context.close()
  return `Smarter review, large family (median of ${runs} where repeated)`
})

/** Opens `path` inside the loaded app (as a link does) and waits for its heading. */
async function openInApp(page, path) {
  await page.evaluate((path) => {
    window.history.pushState({}, '', path)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await page.waitForFunction((path) => window.location.pathname === path && document.querySelector('main h1') !== null, path)
}

/** Reseeds the demo with the large family (no latency, the family held still), signs the demo parent in, and opens /children. */
async function seedLargeAndSignIn(page, origin) {
  await page.goto(`${origin}/login`)
  await page.waitForFunction(() => window.gatehouseDemoReady !== undefined)
  await page.evaluate(async () => {
    const control = await window.gatehouseDemoReady
    control.setFaults({ latencyMs: 0, errorRate: 0, dropRate: 0, malformedRate: 0, operations: [], bodyIncludes: '' })
    await control.reset('large')
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
  })
  // From the next load on, the demo's one-second timer (its simulated Macs) does not start: each
  // screenshot they send has the demo refetch what is on screen and save its whole 2.5 MB state,
  // long tasks production does not have (as the large-family bench does).
  await page.addInitScript(() => {
    const every = window.setInterval.bind(window)
    window.setInterval = (fn, ms, ...rest) => (ms === 1000 && String(fn).includes('.tick()') ? 0 : every(fn, ms, ...rest))
  })
  await page.goto(`${origin}/children`)
  await page.waitForSelector('main h1', { timeout: 30_000 })
  const family = await page.evaluate(async () => (await window.gatehouseDemoReady).family?.())
  if (family !== 'large') throw new Error(`the demo restored the ${family} family after a reload, not the large one (storage full?)`)
}
