// The gallery (npm run gallery): builds the demo, serves it, pictures every page and the main
// dialogs, drawers and panels in the light and the dark theme at 390 × 844 and 1280 × 800 with the
// browser's clock frozen, runs axe on each, and writes gallery/index.html: labelled thumbnails
// that open full size, and the axe findings per page, theme and size. Not part of `npm test`.
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
writeFileSync(join(outDir, 'index.html'), page(records))
console.log(`gallery: ${records.length} pages pictured; open ${join(outDir, 'index.html')}`)
if (code !== 0) console.error('gallery: some pages could not be pictured (see above); the gallery shows the others.')
process.exit(code)

function readRecords() {
  const dir = join(outDir, 'data')
  if (!existsSync(dir)) return []
  const order = { 'Signed out': 0, 'Signed in': 1, 'Dialogs, drawers and panels': 2 }
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')))
    .sort((a, b) => order[a.group] - order[b.group] || a.id.localeCompare(b.id))
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
      const summary =
        violations.length === 0 ? 'no findings' : `${serious} serious or critical, ${violations.length - serious} minor`
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

function page(records) {
  const lighthouse = existsSync(join(root, 'node_modules/lighthouse/package.json'))
    ? 'Lighthouse is installed, but the gallery does not run it: the axe results below are the accessibility check.'
    : 'Lighthouse accessibility scores: not run, as Lighthouse is not installed in node_modules.'
  const frozen = records[0]?.frozenAt ?? 'unknown'
  const totals = records.flatMap((r) => r.axe).reduce(
    (sum, run) => ({ runs: sum.runs + 1, serious: sum.serious + run.violations.filter(isSerious).length }),
    { runs: 0, serious: 0 },
  )
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
</style>
</head>
<body>
<h1>Gatehouse gallery</h1>
<p>Every page of the demo and its main dialogs, drawers and panels, in the light and the dark theme at 390 × 844 and 1280 × 800. The browser's clock was frozen at <strong>${escape(frozen)}</strong> (time zone UTC), so pictures compare run to run. Select a picture to see it full size; pages that scroll are also pictured whole (up to 4000 px).</p>
<p>axe: ${totals.runs} runs, ${totals.serious} serious or critical findings in all. ${escape(lighthouse)}</p>
${sections}
</body>
</html>
`
}
