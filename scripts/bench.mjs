// npm run bench: size budgets of the production build, then every tests/bench/*.bench.mjs.
//
// 1. Builds the production app (VITE_API_URL=https://api.example.com) into a temporary folder
//    with a Vite manifest, and measures gzip sizes: the first route's JavaScript (every script
//    the /login document loads: the entry, its static imports and the login route's preloaded
//    chunks) and all JavaScript.
// 2. Fails if any fake-server, msw or @mswjs/data code made it into the production output.
// 3. Runs each tests/bench/*.bench.mjs with Node (each exits non-zero over its budget), or only
//    those named: `npm run bench -- side-by-side first-paint` (names without .bench.mjs). They get
//    BENCH_DIST (the production build), BENCH_DEMO_DIST (the demo build, made here when two or
//    more benches run; a bench run alone builds it itself if it needs it; serve it with
//    `vite preview --mode demo`), CHROME_PATH (when a browser was found) and PROJECT_ROOT.
// Exits non-zero if anything is over budget or failed.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { demoMarkers as forbidden } from './demo-markers.mjs'
import { findBrowser, root, runNode, tools } from './lib.mjs'

const KB = 1024
const budgets = { firstRouteGzip: 110 * KB }

const rows = [] // { name, figure, budget, ok }
const keep = process.argv.includes('--keep')
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const benchDir = join(root, 'tests/bench')
const available = existsSync(benchDir)
  ? readdirSync(benchDir)
      .filter((name) => name.endsWith('.bench.mjs'))
      .sort()
  : []
const unknown = named.filter((name) => !available.includes(`${name}.bench.mjs`))
if (unknown.length) {
  console.error(`bench: no tests/bench/${unknown[0]}.bench.mjs. Benches: ${available.map((name) => name.replace('.bench.mjs', '')).join(', ')}.`)
  process.exit(2)
}
const benches = named.length ? available.filter((name) => named.includes(name.replace('.bench.mjs', ''))) : available
const work = mkdtempSync(join(tmpdir(), 'gatehouse-bench-'))
const out = join(work, 'app')
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((file) => statSync(file).isFile())
}

// 1. Production build.
console.log('bench: building the production app...')
const built = await runNode(tools.vite, ['build', '--outDir', out, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
  env: { VITE_API_URL: 'https://api.example.com', VITE_STAGING: '' },
})
const manifestFile = join(out, '.vite/manifest.json')
if (built !== 0 || !existsSync(manifestFile)) {
  console.error('bench: the production build failed.')
  rmSync(work, { recursive: true, force: true })
  process.exit(built || 1)
}

const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
const gzipOf = (file) => gzipSync(readFileSync(join(out, file)), { level: 9 }).length
const entryKey =
  Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html')) ??
  Object.keys(manifest).find((key) => manifest[key].isEntry)
if (!entryKey) {
  console.error('bench: the manifest names no entry chunk.')
  process.exit(1)
}
const firstRoute = new Set()
const visit = (key) => {
  const chunk = manifest[key]
  if (!chunk || firstRoute.has(chunk.file)) return
  if (chunk.file.endsWith('.js')) firstRoute.add(chunk.file)
  for (const imported of chunk.imports ?? []) visit(imported)
}
visit(entryKey)
// The login page's own document names every script it loads (entry and modulepreloads).
const loginDocument = join(out, 'login/index.html')
if (existsSync(loginDocument)) {
  for (const [, file] of readFileSync(loginDocument, 'utf8').matchAll(/(?:src|href)="\/([^"]+\.js)"/g)) firstRoute.add(file)
}
const firstRouteGzip = [...firstRoute].reduce((sum, file) => sum + gzipOf(file), 0)
console.log("\nFirst route (the /login document's scripts: entry, its static imports, the route's chunks), gzip:")
for (const file of [...firstRoute].sort((a, b) => gzipOf(b) - gzipOf(a))) console.log(`  ${kb(gzipOf(file)).padStart(9)}  ${file}`)
const allJs = filesUnder(out)
  .filter((file) => file.endsWith('.js'))
  .map((file) => relative(out, file))
const totalGzip = allJs.reduce((sum, file) => sum + gzipOf(file), 0)
rows.push({
  name: `first route JS, gzip (${firstRoute.size} files)`,
  figure: kb(firstRouteGzip),
  budget: `≤ ${kb(budgets.firstRouteGzip)}`,
  ok: firstRouteGzip <= budgets.firstRouteGzip,
})
rows.push({ name: `all JS, gzip (${allJs.length} files)`, figure: kb(totalGzip), budget: '(reported)', ok: true })

// 2. No demo code in production.
const leaks = []
for (const file of filesUnder(out)) {
  if (file === manifestFile || !/\.(js|mjs|html|css|json|map)$/.test(file)) continue
  const text = readFileSync(file, 'utf8')
  for (const needle of forbidden) if (text.includes(needle)) leaks.push(`${relative(out, file)}: "${needle}"`)
}
rows.push({
  name: 'fake-server / msw code in production',
  figure: leaks.length ? `${leaks.length} found` : 'none',
  budget: 'none',
  ok: leaks.length === 0,
})
if (leaks.length) console.error(`bench: demo code found in the production build:\n  ${leaks.join('\n  ')}`)

// 3. Benchmarks contributed under tests/bench (all, or those named).
let browser
try {
  browser = findBrowser()
} catch {
  browser = null
}
let demoDist = ''
if (benches.length > 1) {
  console.log('\nbench: building the demo for the benchmarks...')
  const target = join(work, 'demo')
  const demoBuilt = await runNode(tools.vite, ['build', '--mode', 'demo', '--outDir', target, '--emptyOutDir', '--logLevel', 'warn'])
  if (demoBuilt === 0) demoDist = target
  rows.push({ name: 'demo build', figure: demoBuilt === 0 ? 'built' : 'failed', budget: 'builds', ok: demoBuilt === 0 })
}
for (const name of benches) {
  console.log(`\nbench: ${name}`)
  const { code, lastLine } = await runBench(join(benchDir, name), {
    BENCH_DIST: out,
    BENCH_DEMO_DIST: demoDist,
    PROJECT_ROOT: root,
    ...(browser ? { CHROME_PATH: browser.path ?? browser.resolved } : {}),
  })
  rows.push({ name, figure: lastLine || '(no output)', budget: '(its own)', ok: code === 0 })
}

/** Runs one bench file, passing its output through; its last output line is the summary figure. */
function runBench(file, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file], { cwd: root, env: { ...process.env, ...env } })
    let tail = ''
    const take = (chunk, stream) => {
      stream.write(chunk)
      tail = (tail + chunk.toString()).slice(-2000)
    }
    child.stdout.on('data', (chunk) => take(chunk, process.stdout))
    child.stderr.on('data', (chunk) => take(chunk, process.stderr))
    child.once('error', () => resolve({ code: 1, lastLine: 'could not start' }))
    child.once('close', (code, signal) => {
      const lines = tail
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
      const last = (lines.at(-1) ?? '').replace(/\s+/g, ' ')
      resolve({ code: signal ? 1 : (code ?? 1), lastLine: last.length > 48 ? `${last.slice(0, 47)}…` : last })
    })
  })
}

// Summary.
const widths = [
  Math.max(...rows.map((r) => r.name.length), 'check'.length),
  Math.max(...rows.map((r) => r.figure.length), 'figure'.length),
  Math.max(...rows.map((r) => r.budget.length), 'budget'.length),
]
const line = (cells) => cells.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]) : cell)).join('  ')
console.log('\n' + line(['check', 'figure', 'budget', 'result']))
console.log(line(widths.map((w) => '-'.repeat(w)).concat('------')))
for (const row of rows) console.log(line([row.name, row.figure, row.budget, row.ok ? 'ok' : 'FAILED']))
if (benches.length === 0) console.log('(no tests/bench/*.bench.mjs files yet)')

if (keep) console.log(`\nBuilds kept in ${work}`)
else rmSync(work, { recursive: true, force: true })
const failed = rows.filter((row) => !row.ok)
console.log(failed.length ? `\n${failed.length} over budget or failed.` : '\nAll within budget.')
process.exit(failed.length ? 1 : 0)
