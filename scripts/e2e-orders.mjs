// npm run test:e2e:orders: the end-to-end suite in two orders, the usual one and a seeded shuffle
// of every test (Playwright's --shuffle), then the two verdicts compared test by test. A test
// whose verdict changes with the order depends on what ran before it: the kept page's reset (or a
// test) let something through. E2E_SHUFFLE_SEED replays an order (the run prints its seed).
// Extra arguments go to both runs (e.g. a spec file).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { root, runNode } from './lib.mjs'

const seed = process.env.E2E_SHUFFLE_SEED || String(Math.floor(Math.random() * 1e9))
const reports = mkdtempSync(join(tmpdir(), 'gatehouse-orders-'))
const args = process.argv.slice(2)

/** Each test's verdict in a run's JSON report, by project, file and title. */
function verdicts(file) {
  const found = new Map()
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) found.set(`${test.projectName} › ${spec.file} › ${[...titles, spec.title].join(' › ')}`, test.status)
    }
    for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles)
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  for (const suite of report.suites ?? []) walk(suite, [])
  return found
}

const runs = [
  { name: 'the usual order', extra: [] },
  { name: `a shuffled order (seed ${seed})`, extra: [`--shuffle=${seed}`] },
]
const codes = []
for (const [i, run] of runs.entries()) {
  console.log(`\n== e2e in ${run.name} ==`)
  run.report = join(reports, `run-${i}.json`)
  codes.push(await runNode(join(root, 'scripts/e2e.mjs'), [...args, ...run.extra], { env: { PW_JSON_REPORT: run.report } }))
}

let first
let second
try {
  first = verdicts(runs[0].report)
  second = verdicts(runs[1].report)
} catch (error) {
  console.error(`\nA run wrote no report to compare: ${error instanceof Error ? error.message : String(error)}`)
  rmSync(reports, { recursive: true, force: true })
  process.exit(1)
}
rmSync(reports, { recursive: true, force: true })
const differ = [...new Set([...first.keys(), ...second.keys()])].filter((key) => first.get(key) !== second.get(key))
console.log(`\n${first.size} tests in the usual order, ${second.size} in the shuffled order (seed ${seed}).`)
if (differ.length > 0) {
  console.log(`${differ.length} verdicts differ between the orders:`)
  for (const key of differ) console.log(`  ${key}: ${first.get(key) ?? 'not run'} / ${second.get(key) ?? 'not run'}`)
}
const failed = codes.some((code) => code !== 0)
if (failed) console.log(`A run failed (exit codes ${codes.join(', ')}); replay the shuffled order with E2E_SHUFFLE_SEED=${seed}.`)
process.exit(differ.length > 0 || failed ? 1 : 0)
