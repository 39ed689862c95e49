// The public suffix list (tldts' data, the largest library the key rules use) is not in the first
// route: it loads with the screens that check addresses (keychains, key wizard, requests).
//
// Takes a run of text from tldts' own label table, checks that the production build holds it at
// all (else the probe is wrong and the check fails), then that no file of the first route (the
// entry chunk and everything it imports statically) holds it.
//
// Env: BENCH_DIST (a production build made with --manifest), PROJECT_ROOT.
// Exits non-zero when the list is in the first route or cannot be found in the build.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { runBench } from './support/run.mjs'

const root = process.env.PROJECT_ROOT ?? process.cwd()
const dist = process.env.BENCH_DIST

await runBench('suffix list', async ({ record }) => {
  if (!dist || !existsSync(join(dist, '.vite/manifest.json'))) throw new Error('BENCH_DIST must name a production build made with --manifest.')

  // The label table is one long string literal; minifiers keep string literals as they are.
  const require = createRequire(join(root, 'package.json'))
  const tldtsDir = dirname(require.resolve('tldts/package.json'))
  const trie = readFileSync(join(tldtsDir, 'dist/es6/src/data/trie.js'), 'utf8')
  const labels = /labelText\s*=\s*"([^"]{200,})"/.exec(trie)?.[1]
  if (!labels) throw new Error('the label table of tldts was not found; update this probe.')
  const probe = labels.slice(Math.floor(labels.length / 2), Math.floor(labels.length / 2) + 48)

  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
  const firstRoute = new Set()
  const visit = (key) => {
    const chunk = manifest[key]
    if (!chunk || firstRoute.has(chunk.file)) return
    firstRoute.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(entryKey)

  const jsFiles = readdirSync(dist, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js'))
  const holders = jsFiles.filter((file) => readFileSync(join(dist, file), 'utf8').includes(probe))
  if (holders.length === 0) throw new Error('not found in any file of the build; the probe no longer matches tldts.')
  const inFirstRoute = holders.filter((file) => firstRoute.has(file))
  console.log(`suffix list in: ${holders.join(', ')}`)
  record({
    name: 'files of the first route holding it (load it on demand)',
    figure: inFirstRoute.length === 0 ? 'none' : inFirstRoute.join(', '),
    budget: 'none',
    ok: inFirstRoute.length === 0,
  })
  return 'suffix list: not in the first route'
})
