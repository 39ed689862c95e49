// The demo starts like production: the login form is usable (painted, and its handlers attached:
// the email field carries React's props) no later than 1.3× production's time, unthrottled, in
// Playwright's Chromium, median of 5 interleaved fresh loads of each.
// Also the size of the demo's fake-server chunk (gzip), which the demo downloads and runs before it
// answers its first request.
// Env: BENCH_DIST, BENCH_DEMO_DIST (built here when missing), CHROME_PATH, BENCH_RUNS.
import { readdirSync, readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { freePort } from '../../scripts/lib.mjs'
import { demoDist, median, productionDist } from './support/builds.mjs'
import { launchChromium } from './support/browser.mjs'
import { runBench } from './support/run.mjs'
import { serveStatic } from './support/static-server.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 5)
const ratioBudget = 1.3
const serverChunkBudgetKb = 120

const browser = await launchChromium()
await runBench('demo start', async ({ record, atEnd }) => {
  atEnd(() => browser.close())
  const prod = await serveStatic({ dir: await productionDist(), port: await freePort(4490) })
  atEnd(prod.close)
  const demoDir = await demoDist()
  const demo = await serveStatic({ dir: demoDir, port: await freePort(4495) })
  atEnd(demo.close)
  const times = { prod: [], demo: [] }
  // One warm-up load each (the browser's own start-up is not the page's).
  await usableAt(`${prod.url}/login`)
  await usableAt(`${demo.url}/login`)
  for (let run = 1; run <= runs; run++) {
    times.prod.push(await usableAt(`${prod.url}/login`))
    times.demo.push(await usableAt(`${demo.url}/login`))
    console.log(`  run ${run}: production ${times.prod.at(-1)} ms, demo ${times.demo.at(-1)} ms (load ${loadavg()[0].toFixed(1)})`)
  }
  const prodMs = median(times.prod)
  const demoMs = median(times.demo)
  const ratio = demoMs / prodMs
  const serverKb = fakeServerChunkGzip(demoDir) / 1024
  record(
    { name: 'production /login usable', figure: `${Math.round(prodMs)} ms`, budget: '(reported)', ok: true },
    { name: 'demo /login usable', figure: `${Math.round(demoMs)} ms`, budget: '(reported)', ok: true },
    { name: 'demo ÷ production', figure: `${ratio.toFixed(2)}×`, budget: `≤ ${ratioBudget}×`, ok: ratio <= ratioBudget },
    {
      name: "demo's fake-server chunk, gzip",
      figure: `${serverKb.toFixed(1)} KB`,
      budget: `≤ ${serverChunkBudgetKb} KB`,
      ok: serverKb <= serverChunkBudgetKb,
    },
  )
  return `login form usable, unthrottled, median of ${runs} (load average ${loadavg()[0].toFixed(1)})`
})

/** Gzip bytes of the demo's fake-server chunk: the script that registers msw's worker. */
function fakeServerChunkGzip(dir) {
  const assets = join(dir, 'assets')
  const chunks = readdirSync(assets).filter(
    (name) => name.endsWith('.js') && readFileSync(join(assets, name), 'utf8').includes('mockServiceWorker.js'),
  )
  if (chunks.length !== 1) throw new Error(`expected one fake-server chunk in the demo build, found ${chunks.length}`)
  return gzipSync(readFileSync(join(assets, chunks[0]))).length
}

/** Milliseconds from navigation start until the login form's email field is hydrated. */
async function usableAt(url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' })
  try {
    const page = await context.newPage()
    await page.addInitScript(() => {
      const check = () => {
        const field = document.querySelector('input[type=email]')
        if (field && Object.keys(field).some((key) => key.startsWith('__reactProps'))) window.__usableAt = performance.now()
        else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })
    await page.goto(url)
    await page.waitForFunction(() => window.__usableAt !== undefined, undefined, { timeout: 60_000, polling: 50 })
    return Math.round(await page.evaluate(() => window.__usableAt))
  } finally {
    await context.close()
  }
}
