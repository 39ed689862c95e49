// The builds a benchmark measures: BENCH_DIST / BENCH_DEMO_DIST when `npm run bench` made them,
// otherwise built here into a temporary folder (removed by `cleanup`).
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runNode, tools } from '../../../scripts/lib.mjs'
import { brotli } from '../../../scripts/precompress.mjs'

const temp = []

export const productionApiUrl = 'https://api.example.com'

/** A temporary folder, removed by `cleanup`. */
export function temporaryDir(label) {
  const dir = mkdtempSync(join(tmpdir(), `gatehouse-bench-${label}-`))
  temp.push(dir)
  return dir
}

async function build(args, env, label) {
  const dir = temporaryDir(label)
  console.log(`bench: building the ${label} app...`)
  // A production bundle (React's production build) even when this process already started a
  // Vite dev server (the benches' fake API), which sets NODE_ENV=development for its children.
  const code = await runNode(tools.vite, ['build', ...args, '--outDir', dir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
    env: { ...env, NODE_ENV: 'production' },
  })
  if (code !== 0) throw new Error(`the ${label} build failed`)
  return dir
}

export const productionDist = async () => process.env.BENCH_DIST || build([], { VITE_API_URL: productionApiUrl, VITE_STAGING: '' }, 'production')

export const demoDist = async () => process.env.BENCH_DEMO_DIST || build(['--mode', 'demo'], {}, 'demo')

/**
 * A copy of a production build whose API address is `apiUrl` instead of the build's (the bench's
 * local fake API stands in for the real one).
 */
export function withApiUrl(dist, apiUrl) {
  const dir = temporaryDir('api')
  cpSync(dist, dir, { recursive: true })
  for (const name of readdirSync(dir, { recursive: true })) {
    const file = join(dir, String(name))
    if (!/\.(js|html)$/.test(file) || !statSync(file).isFile()) continue
    const text = readFileSync(file, 'utf8')
    if (!text.includes(productionApiUrl)) continue
    const changed = text.replaceAll(productionApiUrl, apiUrl)
    writeFileSync(file, changed)
    // The file's Brotli copy says the same (scripts/precompress-plugin.ts).
    if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotli(Buffer.from(changed)))
  }
  return dir
}

/** Removes the temporary folders, and the web server headers a production build writes beside its folder. */
export function cleanup() {
  for (const dir of temp) {
    rmSync(dir, { recursive: true, force: true })
    rmSync(`${dir}.headers.conf`, { force: true })
  }
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Prints the figure table and returns whether every figure is within its budget. */
export function report(title, rows) {
  const w = [0, 1, 2].map((i) => Math.max(...rows.map((r) => [r.name, r.figure, r.budget][i].length), 6))
  console.log(`\n${title}`)
  for (const r of rows) console.log(`  ${r.name.padEnd(w[0])}  ${r.figure.padStart(w[1])}  ${r.budget.padEnd(w[2])}  ${r.ok ? 'ok' : 'OVER BUDGET'}`)
  return rows.every((r) => r.ok)
}
