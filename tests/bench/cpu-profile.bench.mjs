// Where the main thread's time goes before a signed-in first screen is complete: a CPU profile of a
// cold load (a fresh browser, nothing cached) of the production build, the CPU four times slower,
// the API the fake server over HTTP from another origin answering each call after 150 ms, for
// - `/children` (complete: a child's card is on screen), and
// - a child's activity day holding 1,440 screenshots and 1,000 typed-text lines (complete: the
//   first item is on screen).
// Recorded with the DevTools protocol's Profiler (one sample every 100 µs) from the navigation
// until the page marks the screen complete, alongside a trace (main-thread tasks, parse/compile).
// Self time is charged to source modules through the build's source maps (built here, with maps):
// React DOM, router, zod, rxjs, immer, zustand as one row each, every src/… and domain/… module
// on its own, GC; time the engine spends in its built-ins goes to the module that called them.
// "(program)" and "(idle)" are no code's work and left out.
// Prints the top ten rows per page (median of the runs), the scripting total before complete, the
// main thread's CPU time (the trace's thread time: what ran, without the waits of a busy machine)
// and the tasks over 50 ms; budgets: the scripting total per page and no single task over 200 ms.
// Env: CHROME_PATH, BENCH_RUNS (5), BENCH_PORT (first port tried, 4540), BENCH_TOP (10),
// BENCH_PAGES=children,day (only those), BENCH_DETAIL=1 (rows per function, not per module),
// BENCH_KEEP=1 (keep the build), BENCH_SAVE=<folder> (each run's .cpuprofile and trace, for
// DevTools' Performance panel).
// Exits non-zero over budget.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, root, runNode, tools } from '../../scripts/lib.mjs'
import { launchChromium, signIn } from './support/browser.mjs'
import { median } from './support/builds.mjs'
import { startFakeApi } from './support/fake-api.mjs'
import { runBench } from './support/run.mjs'
import { serveStatic } from './support/static-server.mjs'
import { moduleResolver, readTrace, selfTimeByModule } from './profile/attribute.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 5)
const top = Number(process.env.BENCH_TOP ?? 10)
const firstPort = Number(process.env.BENCH_PORT ?? 4540)
const apiDelayMs = 150
const cpuSlowdown = 4
const samplingMicros = 100
const only = process.env.BENCH_PAGES?.split(',').map((id) => id.trim())
const busyDay = { screenshots: 1440, lines: 1000, daysAgo: 9 }
// About 20 % above the medians measured on a shared two-core machine, load average 15 to 22
// (children 743 and 945 ms, the busy day 1,115 and 1,267 ms); figures move with the machine's
// load, so compare runs made under the same load.
const budgets = {
  scriptingMs: { children: 1000, day: 1450 },
  longestTaskMs: 200,
}
const completeMark = 'gatehouse-bench:complete'
const traceCategories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8', 'toplevel']

/** Runs in every document: marks the moment `selector` is first in the page. */
function markWhenShown({ selector, mark }) {
  const check = () => {
    if (!document.querySelector(selector)) return false
    performance.mark(mark)
    return true
  }
  const observer = new MutationObserver(() => {
    if (check()) observer.disconnect()
  })
  observer.observe(document, { subtree: true, childList: true })
}

const dist = mkdtempSync(join(tmpdir(), 'gatehouse-bench-profile-'))
await runBench('cpu profile', async ({ record, atEnd }) => {
  atEnd(() => {
    if (process.env.BENCH_KEEP === '1') console.log(`build kept in ${dist}`)
    else {
      rmSync(dist, { recursive: true, force: true })
      rmSync(`${dist}.headers.conf`, { force: true })
    }
  })
  const api = await startFakeApi({ root, port: await freePort(firstPort), delayMs: apiDelayMs })
  atEnd(api.close)
  await buildWithMaps(api.url, dist)
  const site = await serveStatic({ dir: dist, port: await freePort(firstPort + 10) })
  atEnd(site.close)
  const day = await seedBusyDay(api.control)
  const pages = [
    { id: 'children', path: '/children', content: '.child-card__name' },
    { id: 'day', path: day, content: 'article[data-item-id]' },
  ].filter((page) => !only || only.includes(page.id))
  const resolve = moduleResolver({ dist, root, origin: site.url, detail: process.env.BENCH_DETAIL === '1' })
  const results = Object.fromEntries(pages.map((p) => [p.id, []]))
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      const figures = await measure(site.url, page, await api.login(), resolve)
      if (process.env.BENCH_SAVE) {
        mkdirSync(process.env.BENCH_SAVE, { recursive: true })
        writeFileSync(join(process.env.BENCH_SAVE, `${page.id}-${run}.cpuprofile`), JSON.stringify(figures.profile))
        writeFileSync(join(process.env.BENCH_SAVE, `${page.id}-${run}.trace.json`), JSON.stringify(figures.trace))
      }
      results[page.id].push(figures)
      console.log(
        `  run ${run} ${page.path}: scripting ${ms(figures.total)} before complete at ${ms(figures.completeAt)}` +
          ` (main thread's CPU time ${ms(figures.cpu)}),` +
          ` ${figures.tasks.filter((t) => t > 50_000).length} tasks over 50 ms, longest ${ms(Math.max(0, ...figures.tasks))}` +
          ` (load ${loadavg()[0].toFixed(1)})`,
      )
    }
  }
  for (const page of pages) {
    const of = (pick) => median(results[page.id].map(pick))
    const total = of((r) => r.total)
    const names = new Set(results[page.id].flatMap((r) => [...r.totals.keys()]))
    const ranked = [...names].map((name) => ({ name, self: of((r) => r.totals.get(name) ?? 0) })).sort((a, b) => b.self - a.self)
    console.log(`\n${page.path}: self time before complete, CPU ${cpuSlowdown}× slower, median of ${runs}`)
    for (const [i, row] of ranked.slice(0, top).entries()) {
      console.log(`  ${String(i + 1).padStart(2)}. ${row.name.padEnd(58)} ${ms(row.self).padStart(9)}  ${pct(row.self / total).padStart(6)}`)
    }
    console.log(`      ${'scripting in all (the rows above and the rest)'.padEnd(58)} ${ms(total).padStart(9)}`)
    console.log(`      ${'parse/compile on the main thread (trace; within the rows)'.padEnd(58)} ${ms(of((r) => r.compile)).padStart(9)}`)
    const long = results[page.id].map((r) => r.tasks.filter((t) => t > 50_000).map((t) => Math.round(t / 1000)))
    console.log(`      tasks over 50 ms, each run: ${long.map((list) => `[${list.join(', ') || 'none'}]`).join(' ')}`)
    const budget = budgets.scriptingMs[page.id]
    record({
      name: `${page.id === 'day' ? 'activity day (busy)' : page.path}, cold, CPU ${cpuSlowdown}× slower: scripting before complete`,
      figure: ms(total),
      budget: `≤ ${budget} ms`,
      ok: total <= budget * 1000,
    })
    const longest = of((r) => Math.max(0, ...r.tasks))
    record({
      name: `${page.id === 'day' ? 'activity day (busy)' : page.path}, cold, CPU ${cpuSlowdown}× slower: longest task`,
      figure: ms(longest),
      budget: `≤ ${budgets.longestTaskMs} ms`,
      ok: longest <= budgets.longestTaskMs * 1000,
    })
  }
  return `CPU profile of the signed-in first screens: median of ${runs} (load average ${loadavg()[0].toFixed(1)})`
})

function ms(micros) {
  return `${(micros / 1000).toFixed(0)} ms`
}

function pct(share) {
  return `${(share * 100).toFixed(1)} %`
}

/** The production build, talking to `apiUrl`, with source maps, into `dir`. */
async function buildWithMaps(apiUrl, dir) {
  console.log('bench: building the production app with source maps...')
  // NODE_ENV: React's production build, though this process runs a Vite server (the fake API).
  const code = await runNode(tools.vite, ['build', '--sourcemap', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    env: { VITE_API_URL: apiUrl, VITE_STAGING: '', NODE_ENV: 'production' },
  })
  if (code !== 0) throw new Error('the production build failed')
}

/** A full day for the family's first child with a computer; resolves with the day's address. */
async function seedBusyDay(control) {
  const d = new Date()
  d.setDate(d.getDate() - busyDay.daysAgo)
  const p = (x) => String(x).padStart(2, '0')
  const { childId } = await control.seedBusyDay({
    date: `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`,
    screenshots: busyDay.screenshots,
    lines: busyDay.lines,
    jsTimezoneOffsetMinutes: d.getTimezoneOffset(),
  })
  return `/children/${childId.toLowerCase()}/activity/${p(d.getMonth() + 1)}-${p(d.getDate())}-${d.getFullYear()}`
}

/** One cold load of `page` in a fresh browser, the parent signed in, profiled and traced. */
async function measure(origin, page, session, resolve) {
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const tab = await context.newPage()
    await signIn(tab, origin, session)
    await tab.evaluate(() => localStorage.setItem('gatehouse.activity.extension-notice-dismissed', '1'))
    await tab.addInitScript(markWhenShown, { selector: page.content, mark: completeMark })
    const cdp = await context.newCDPSession(tab)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: samplingMicros })
    await browser.startTracing(tab, { categories: traceCategories })
    await cdp.send('Profiler.start')
    await tab.goto(`${origin}${page.path}`, { waitUntil: 'commit' })
    await tab.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, completeMark, { timeout: 60_000, polling: 100 })
    const { profile } = await cdp.send('Profiler.stop')
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'))
    const { at, tasks, compile, cpu } = readTrace(trace.traceEvents ?? trace, completeMark, profile.startTime)
    const totals = selfTimeByModule(profile, at, resolve)
    const total = [...totals.values()].reduce((sum, t) => sum + t, 0)
    return { totals, total, tasks, compile, cpu, completeAt: at - profile.startTime, profile, trace }
  } finally {
    await browser.close()
  }
}
