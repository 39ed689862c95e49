// One Lighthouse load (mobile defaults) in a fresh browser, as a parent's first visit: nothing
// cached, no warm-up, the parent's session put in local storage first. The figures the benches
// compare: Lighthouse's metrics and score, where the main thread's time went, the page's own
// largest script, and the API requests made before the largest paint.
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { findBrowser } from '../../../scripts/lib.mjs'

/** The audits read below; the five weighted metrics keep the performance score whole. */
const audits = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'metrics',
  'mainthread-work-breakdown',
  'bootup-time',
  'network-requests',
  'largest-contentful-paint-element',
  'user-timings',
]

export function browserPath() {
  const found = findBrowser()
  const path = found?.path ?? found?.resolved
  if (!path) throw new Error('no Chromium found (set CHROME_PATH)')
  return path
}

/**
 * Loads `url` under Lighthouse. `session` ({ origin, adminId, token }) signs the parent in through
 * local storage first (on a blank page of the origin, so no code of the app is fetched before);
 * `applied` slows the browser itself (Lighthouse's devtools method) instead of simulating;
 * `apiOrigin` is where the page's API requests go; `blocked` lists URL patterns never fetched.
 */
export async function lighthouseLoad(url, { session = null, applied = false, apiOrigin = '', blocked = [] } = {}) {
  const browser = await puppeteer.launch({
    executablePath: browserPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  })
  try {
    const page = await browser.newPage()
    if (session) {
      await page.goto(`${session.origin}/__blank`)
      await page.evaluate(({ adminId, token }) => {
        localStorage.setItem('admin_id', adminId)
        localStorage.setItem('admin_token', token)
      }, session)
    }
    const flags = {
      logLevel: 'error',
      onlyAudits: audits,
      disableStorageReset: Boolean(session),
      blockedUrlPatterns: blocked,
      ...(applied ? { throttlingMethod: 'devtools' } : {}),
    }
    const result = await lighthouse(url, flags, undefined, page)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return { ...figures(result.lhr, url, apiOrigin), slowdown: waitShare(result.artifacts?.Trace?.traceEvents ?? []) }
  } finally {
    await browser.close()
  }
}

/**
 * How much longer the page's main-thread tasks took than the CPU time they used (wall ÷ thread
 * time): the machine's load as this load saw it, which simulated figures multiply along with the
 * work. 1 on an idle machine without applied throttling (which slows the thread itself).
 */
function waitShare(events) {
  const tasks = new Map()
  for (const event of events) {
    if (event.ph !== 'X' || event.name !== 'RunTask' || !event.tdur) continue
    const thread = `${event.pid}:${event.tid}`
    const sum = tasks.get(thread) ?? { wall: 0, cpu: 0 }
    sum.wall += event.dur
    sum.cpu += event.tdur
    tasks.set(thread, sum)
  }
  const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`))
  const busiest = [...tasks].filter(([thread]) => main.has(thread)).sort((a, b) => b[1].cpu - a[1].cpu)[0]?.[1]
  return busiest ? busiest.wall / busiest.cpu : NaN
}

/** The figures of one Lighthouse result. */
function figures(lhr, url, apiOrigin) {
  const audit = (id) => lhr.audits[id]
  const value = (id) => Math.round(audit(id)?.numericValue ?? Infinity)
  const work = Object.fromEntries((audit('mainthread-work-breakdown')?.details?.items ?? []).map((item) => [item.group, item.duration]))
  const requests = audit('network-requests')?.details?.items ?? []
  const origin = new URL(url).origin
  // The page's own largest script (by size), and the main thread's time spent evaluating it.
  const ownScripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin))
  const largest = ownScripts.reduce((big, r) => (!big || r.resourceSize > big.resourceSize ? r : big), null)
  const bootup = (audit('bootup-time')?.details?.items ?? []).find((item) => item.url === largest?.url)
  // API operations (PairQL requests, not the images the API also serves) that left before the
  // largest paint, on the load's own observed clock.
  const observed = audit('metrics')?.details?.items?.[0] ?? {}
  const shift =
    ((audit('network-requests')?.details?.debugData?.networkStartTimeTs ?? observed.observedTimeOriginTs ?? 0) -
      (observed.observedTimeOriginTs ?? 0)) /
    1000
  const element = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node
  const beforeLcp = requests.filter(
    (r) =>
      apiOrigin && r.url.startsWith(`${apiOrigin}/pairql/`) && r.networkRequestTime + shift < (observed.observedLargestContentfulPaint ?? Infinity),
  )
  return {
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: audit('cumulative-layout-shift')?.numericValue ?? Infinity,
    score: lhr.categories.performance.score ?? 0,
    lcpElement: element ? `${element.selector ?? ''} "${String(element.nodeLabel ?? '').slice(0, 30)}"` : 'none',
    /** When Gatehouse's entry had run (its own user-timing mark); Infinity for other pages. */
    appCodeRan: Math.round(audit('user-timings')?.details?.items?.find((item) => item.name === 'gatehouse:app-code-ran')?.startTime ?? Infinity),
    scriptEvaluation: Math.round(work.scriptEvaluation ?? 0),
    styleLayout: Math.round(work.styleLayout ?? 0),
    mainThread: Math.round(Object.values(work).reduce((sum, ms) => sum + ms, 0)),
    ownScript: {
      file: largest ? new URL(largest.url).pathname.split('/').pop() : 'none',
      kb: Math.round((largest?.resourceSize ?? 0) / 1024),
      ms: Math.round(bootup?.scripting ?? 0),
    },
    operations: beforeLcp.filter((r) => r.resourceType !== 'Preflight').length,
    preflights: beforeLcp.filter((r) => r.resourceType === 'Preflight').length,
  }
}
