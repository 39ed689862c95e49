// The gallery (npm run gallery): builds the demo, serves it, pictures every page and the main
// dialogs, drawers and panels in the light and the dark theme at 390 × 844 and 1280 × 800 with the
// browser's clock frozen, runs axe on each, and writes gallery/index.html: labelled thumbnails
// that open full size, and the axe findings per page, theme and size. It also runs Lighthouse's
// accessibility audits on every page, mobile and desktop, light and dark
// (tests/gallery/lighthouse.shots.ts), prints the scores as a table and exits non-zero when a
// page scores under 100 (or could not be measured). Not part of `npm test`.
//
// Settings: GALLERY_CLOCK (the frozen instant, ISO; default in tests/gallery/gallery.shots.ts),
// GALLERY_WORKERS (browsers side by side, default 1), PW_PORT (first port to try, default 4173).
// Extra arguments go to Playwright, e.g. `npm run gallery -- --grep lightbox`.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { browserHelp, findBrowser, freePort, root, runNode, tools } from './lib.mjs'

const outDir = join(root, 'gallery')
const config = join(root, 'tests/gallery/playwright.config.ts')

/** Lighthouse's columns: form factor and theme. */
const lighthouseColumns = [
  ['mobile', 'light'],
  ['mobile', 'dark'],
  ['desktop', 'light'],
  ['desktop', 'dark'],
]
/** A run counts when it measured the page asked for, in the theme asked for, and scored 100. */
const runOk = (run) => run !== undefined && run.score === 100 && !run.error
const runOf = (record, [formFactor, theme]) => record.runs.find((r) => r.formFactor === formFactor && r.theme === theme)
const cellText = (run) => (run === undefined ? 'missing' : run.error ? `error` : String(run.score ?? '–'))

let browser
try {
  browser = findBrowser()
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
if (!browser) {
  console.error(browserHelp)
  process.exit(1)
}

const extraArgs = process.argv.slice(2)
// A partial run (--grep) keeps the other pictures; a full run starts clean.
if (extraArgs.length === 0) {
  rmSync(join(outDir, 'shots'), { recursive: true, force: true })
  rmSync(join(outDir, 'data'), { recursive: true, force: true })
  rmSync(join(outDir, 'lighthouse'), { recursive: true, force: true })
}
mkdirSync(outDir, { recursive: true })

const dist = mkdtempSync(join(tmpdir(), 'gatehouse-gallery-'))
const cleanUp = () => rmSync(dist, { recursive: true, force: true })
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp()
    process.exit(130)
  })
}

console.log('gallery: building the demo (vite build --mode demo)...')
const built = await runNode(tools.vite, ['build', '--mode', 'demo', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'])
if (built !== 0 || !existsSync(join(dist, 'index.html'))) {
  console.error('gallery: the demo build failed.')
  cleanUp()
  process.exit(built || 1)
}

const port = await freePort(Number(process.env.PW_PORT ?? 4173))
console.log(`gallery: picturing the demo on port ${port} with ${browser.path ?? browser.resolved}...`)
const code = await runNode(tools.playwright, ['test', '--config', config, ...extraArgs], {
  env: { PW_DEMO_DIST: dist, PW_PORT: String(port), GALLERY_DIR: outDir, PW_BASE_URL: '' },
})
cleanUp()

const records = readRecords()
const scores = readLighthouse()
writeFileSync(join(outDir, 'index.html'), page(records, scores))
const short = printLighthouse(scores)
console.log(`gallery: ${records.length} pages pictured; open ${join(outDir, 'index.html')}`)
if (code !== 0) console.error('gallery: some pages could not be pictured or measured (see above); the gallery shows the others.')
process.exit(code !== 0 ? code : short ? 1 : 0)

/** Lighthouse's results per page (tests/gallery/lighthouse.shots.ts), in the order it lists them. */
function readLighthouse() {
  const dir = join(outDir, 'lighthouse')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')))
    .sort((a, b) => a.order - b.order)
}

/** Prints the accessibility scores; true when a page scored under 100 or was not measured. */
function printLighthouse(scores) {
  if (scores.length === 0) {
    console.error('gallery: no Lighthouse results.')
    return true
  }
  const header = ['page', ...lighthouseColumns.map(([f, t]) => `${f} ${t}`)]
  const rows = scores.map((record) => [record.name, ...lighthouseColumns.map((column) => cellText(runOf(record, column)))])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
  console.log('\nLighthouse accessibility (every page must score 100):')
  console.log(line(header))
  for (const row of rows) console.log(line(row))
  const short = scores.flatMap((record) =>
    lighthouseColumns
      .map((column) => [column, runOf(record, column)])
      .filter(([, run]) => !runOk(run))
      .map(([[formFactor, theme], run]) => {
        const why = run === undefined ? 'not measured' : run.error ? run.error : run.failed.map((a) => `${a.id} (${a.targets.join(', ')})`).join('; ')
        return `  ${record.name} (${record.path}), ${formFactor} ${theme}: ${cellText(run)} ${why}`
      }),
  )
  if (short.length > 0) console.error(`\nUnder 100:\n${short.join('\n')}`)
  else console.log(`All ${scores.length} pages score 100 on mobile and desktop, light and dark.`)
  return short.length > 0
}

function lighthouseTable(scores) {
  if (scores.length === 0) return '<p>Lighthouse accessibility: not run.</p>'
  const head = lighthouseColumns.map(([f, t]) => `<th scope="col">${f} ${t}</th>`).join('')
  const body = scores
    .map((record) => {
      const cells = lighthouseColumns
        .map((column) => {
          const run = runOf(record, column)
          const title = run?.error ?? run?.failed.map((a) => a.title).join('; ') ?? 'not measured'
          return `<td class="${runOk(run) ? 'good' : 'bad'}" title="${escape(title)}">${escape(cellText(run))}</td>`
        })
        .join('')
      return `<tr><th scope="row">${escape(record.name)} <small>${escape(record.path)}</small></th>${cells}</tr>`
    })
    .join('\n')
  return `<table class="lighthouse"><caption>Lighthouse accessibility score per page</caption><thead><tr><th scope="col">page</th>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`
}

function readRecords() {
  const dir = join(outDir, 'data')
  if (!existsSync(dir)) return []
  const order = { 'Signed out': 0, 'Signed in': 1, 'Dialogs, drawers and panels': 2 }
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')))
    .sort((a, b) => order[a.group] - order[b.group] || a.id.localeCompare(b.id))
}

function lighthouseVersion() {
  const file = join(root, 'node_modules/lighthouse/package.json')
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : '(not installed)'
}

function escape(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c])
}

/** Serious and critical findings count as failures; the others are listed as notes. */
function isSerious(violation) {
  return violation.impact === 'serious' || violation.impact === 'critical'
}

function axeCell(record) {
  return record.axe
    .map(({ theme, width, violations }) => {
      const serious = violations.filter(isSerious).length
      const label = `${theme}, ${width} px`
      const summary = violations.length === 0 ? 'no findings' : `${serious} serious or critical, ${violations.length - serious} minor`
      const items = violations
        .map(
          (v) =>
            `<li><strong>${escape(v.impact ?? 'unknown')}</strong> <a href="${escape(v.helpUrl)}">${escape(v.id)}</a>: ${escape(v.help)}<br><code>${v.targets.map(escape).join('</code>, <code>')}</code></li>`,
        )
        .join('')
      const status = serious > 0 ? 'bad' : violations.length > 0 ? 'note' : 'good'
      return violations.length === 0
        ? `<p class="axe ${status}">${escape(label)}: ${summary}</p>`
        : `<details class="axe ${status}"><summary>${escape(label)}: ${summary}</summary><ul>${items}</ul></details>`
    })
    .join('')
}

function page(records, scores) {
  const frozen = records[0]?.frozenAt ?? 'unknown'
  const totals = records
    .flatMap((r) => r.axe)
    .reduce((sum, run) => ({ runs: sum.runs + 1, serious: sum.serious + run.violations.filter(isSerious).length }), { runs: 0, serious: 0 })
  let group = ''
  const sections = records
    .map((record) => {
      const heading = record.group !== group ? `<h2>${escape((group = record.group))}</h2>` : ''
      const figures = record.shots
        .map(
          (shot) =>
            `<figure><a href="shots/${escape(shot.file)}"><img src="shots/${escape(shot.file)}" alt="${escape(`${record.title}, ${shot.theme} theme, ${shot.width} × ${shot.height}`)}" loading="lazy"></a><figcaption>${escape(shot.theme)}, ${shot.width} × ${shot.height}${shot.fullFile ? ` · <a href="shots/${escape(shot.fullFile)}">whole page</a>` : ''}</figcaption></figure>`,
        )
        .join('')
      return `${heading}<section><h3>${escape(record.id)} <small>${escape(record.path)}</small></h3><div class="shots">${figures}</div><div class="axe-runs">${axeCell(record)}</div></section>`
    })
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Gatehouse gallery</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0 auto; padding: 1rem 1.5rem 4rem; max-width: 1400px; background: Canvas; color: CanvasText; }
  h2 { margin-top: 2.5rem; border-bottom: 1px solid GrayText; }
  h3 small { font-weight: 400; color: GrayText; }
  section { margin: 1.5rem 0; }
  .shots { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
  figure { margin: 0; }
  figure img { display: block; width: 200px; max-height: 320px; object-fit: cover; object-position: top; border: 1px solid GrayText; }
  figcaption { font-size: 0.85rem; }
  .axe-runs { display: flex; flex-wrap: wrap; gap: 0.25rem 1.5rem; margin-top: 0.5rem; }
  .axe { margin: 0; font-size: 0.9rem; }
  .axe.good::before { content: '✓ '; }
  .axe.bad summary::before { content: '✗ '; }
  .axe.bad summary { font-weight: 700; }
  code { font-size: 0.8rem; }
  table.lighthouse { border-collapse: collapse; font-size: 0.9rem; }
  table.lighthouse th, table.lighthouse td { padding: 0.2rem 0.75rem; border-bottom: 1px solid GrayText; text-align: right; }
  table.lighthouse th[scope='row'] { text-align: left; font-weight: 400; }
  table.lighthouse td.bad { font-weight: 700; }
  table.lighthouse td.bad::before { content: '✗ '; }
</style>
</head>
<body>
<h1>Gatehouse gallery</h1>
<p>Every page of the demo and its main dialogs, drawers and panels, in the light and the dark theme at 390 × 844 and 1280 × 800. The browser's clock was frozen at <strong>${escape(frozen)}</strong> (time zone UTC), so pictures compare run to run. Select a picture to see it full size; pages that scroll are also pictured whole (up to 4000 px).</p>
<p>axe: ${totals.runs} runs, ${totals.serious} serious or critical findings in all.</p>
<h2>Lighthouse accessibility</h2>
<p>Lighthouse ${escape(lighthouseVersion())}, accessibility only, with its mobile and desktop settings, in the light and the dark theme (the parent's stored choice); every page must score 100. Hover a score under 100 for the failed audits.</p>
${lighthouseTable(scores)}
${sections}
</body>
</html>
`
}
