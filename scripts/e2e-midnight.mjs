// npm run test:e2e:midnight: the date-sensitive end-to-end specs with the browser's clock (and the
// demo's, which follows it) at 23:59:30 and at 00:00:30 local time, each in a time zone east and
// one west of UTC: four runs, in which the tests run across the day's change or just after it.
// A test that passes at noon but fails here counts "today" from another clock than the page's.
// Builds the demo once (both API profiles); extra arguments go to every run (e.g. one spec).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, runNode, tools } from './lib.mjs'

/** The specs whose pages count days: activity days, "Today" and "Yesterday", ages of requests. */
const specs = ['activity', 'review-window', 'review-day', 'security-events', 'home', 'requests', 'theme'].map((name) => `tests/e2e/${name}.spec.ts`)
const instants = ['2026-03-11T23:59:30', '2026-03-12T00:00:30']
const zones = ['Asia/Tokyo', 'America/Los_Angeles']
const extra = process.argv.slice(2)

const folders = []
const cleanUp = () => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true }))
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp()
    process.exit(130)
  })
}

async function build(profile) {
  const folder = mkdtempSync(join(tmpdir(), `gatehouse-midnight-${profile}-`))
  folders.push(folder)
  const code = await runNode(tools.vite, ['build', '--mode', 'demo', '--outDir', folder, '--emptyOutDir', '--logLevel', 'warn'], {
    env: { VITE_API_PROFILE: profile },
  })
  if (code !== 0) throw new Error(`the demo build (${profile}) failed`)
  return folder
}

console.log('e2e midnight: building the demo...')
const [current, may] = await Promise.all([build('current'), build('2025-05')]).catch((error) => {
  console.error(String(error))
  cleanUp()
  process.exit(1)
})
const results = []
for (const zone of zones) {
  for (const instant of instants) {
    const port = await freePort(4173)
    const env = {
      E2E_CLOCK: instant,
      PW_TIMEZONE: zone,
      PW_DEMO_DIST: current,
      PW_DEMO_DIST_2025_05: may,
      PW_PORT: String(port),
      PW_PORT_2025_05: String(await freePort(port + 1)),
      PW_API_PROFILE: 'current',
    }
    console.log(`\n== ${instant} in ${zone} ==`)
    const code = await runNode(tools.playwright, ['test', ...(extra.length > 0 ? extra : specs)], { env })
    results.push(`${code === 0 ? 'passed' : 'FAILED'}  ${instant} ${zone}`)
  }
}
cleanUp()
console.log(`\n${results.join('\n')}`)
process.exit(results.every((line) => line.startsWith('passed')) ? 0 : 1)
