/**
 * A production build holds no demo code: neither the fake server and msw nor the demo's own
 * screens and panels (the login page's demo account, the demo checkout, the demo's notices).
 * And the login page's document loads no part of the data engine (neither it nor zod, rxjs or
 * immer): the page needs it only once the parent submits. Each text file a host compresses has
 * the build's Brotli copy, the same bytes once decoded. Builds the app for production once,
 * into a temporary folder, noting which modules each chunk holds (./module-map.config.ts).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compressible } from '../../../scripts/precompress.mjs'
import { demoMarkers } from '../../../scripts/demo-markers.mjs'
import { runNode, tools } from '../../../scripts/lib.mjs'
import type { ChunkRecord } from './module-map.config'

const work = mkdtempSync(join(tmpdir(), 'gatehouse-production-'))
const out = join(work, 'app')
const moduleMap = join(work, 'modules.json')
const built = (): string[] =>
  readdirSync(out, { recursive: true })
    .map((name) => join(out, String(name)))
    .filter((file) => statSync(file).isFile() && /\.(js|html|css|json)$/.test(file))

beforeAll(async () => {
  const config = join('tests', 'unit', 'build', 'module-map.config.ts')
  const code = await runNode(tools.vite, ['build', '--config', config, '--outDir', out, '--emptyOutDir', '--logLevel', 'error'], {
    env: { VITE_API_URL: 'https://api.example.com', VITE_STAGING: '', NODE_ENV: 'production', VITEST: '', GATEHOUSE_MODULE_MAP: moduleMap },
  })
  expect(code, 'the production build failed').toBe(0)
  // A build beside busy processes may get a tenth of a core or less: a limit only a hang reaches.
}, 900_000)

afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('the production build', () => {
  it('contains the app (the login page, its scripts)', () => {
    const files = built().map((file) => relative(out, file))
    expect(files).toContain(join('login', 'index.html'))
    expect(built().some((file) => readFileSync(file, 'utf8').includes('Forgot password?'))).toBe(true)
  })

  it('contains no text only demo code carries', () => {
    const leaks = built().flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      return demoMarkers.filter((marker) => text.includes(marker)).map((marker) => `${relative(out, file)}: ${marker}`)
    })
    expect(leaks).toEqual([])
  })
})

/** The modules a built document loads: those of the scripts it names (its template's too) and of every chunk they import. */
function modulesLoadedBy(document: string): string[] {
  const chunks = JSON.parse(readFileSync(moduleMap, 'utf8')) as Record<string, ChunkRecord>
  const files = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file) || !chunks[file]) return
    files.add(file)
    for (const imported of chunks[file].imports) visit(imported)
  }
  for (const [, file] of readFileSync(join(out, document), 'utf8').matchAll(/(?:src|href)="\/([^"]+\.js)"/g)) if (file) visit(file)
  return [...files].flatMap((file) => chunks[file]?.modules ?? [])
}

/** The data engine's module or library a module is, or null for any other. */
const engineModule = (module: string): string | null =>
  /^src\/data\/(engine|runtime)\.ts$/.exec(module)?.[0] ?? /node_modules\/(zod|rxjs|immer)\//.exec(module)?.[1] ?? null
const engineIn = (modules: readonly string[]) => [...new Set(modules.map(engineModule).filter((name) => name !== null))].sort()

describe("the login page's first load", () => {
  it('loads the login screen and no part of the data engine', () => {
    const modules = modulesLoadedBy(join('login', 'index.html'))
    expect(modules).toContain('src/features/account/LoginScreen.tsx')
    expect(engineIn(modules)).toEqual([])
  })

  it('is told apart from a signed-in page, which loads the engine at once', () => {
    const modules = modulesLoadedBy(join('children', 'index.html'))
    expect(engineIn(modules)).toEqual(['immer', 'rxjs', 'src/data/engine.ts', 'src/data/runtime.ts', 'zod'])
  })
})

describe("the build's Brotli copies", () => {
  it('are written for every text file large enough to gain, and decode to that file', () => {
    const files = readdirSync(out, { recursive: true })
      .map((name) => join(out, String(name)))
      .filter((file) => statSync(file).isFile())
    const gaining = files.filter((file) => compressible(file, statSync(file).size))
    // The code, the styles, the documents and the service worker among them.
    expect(gaining.map((file) => relative(out, file))).toEqual(expect.arrayContaining([join('login', 'index.html'), 'index.html', 'sw.js']))
    expect(gaining.filter((file) => /\.(js|css)$/.test(file)).length).toBeGreaterThan(20)
    const wrong = gaining.filter(
      (file) => !files.includes(`${file}.br`) || !brotliDecompressSync(readFileSync(`${file}.br`)).equals(readFileSync(file)),
    )
    expect(wrong.map((file) => relative(out, file))).toEqual([])
    // Nothing else gets one: not the images, not a file below the size worth compressing.
    const copied = files.filter((file) => file.endsWith('.br')).map((file) => file.slice(0, -'.br'.length))
    expect(copied.filter((file) => !gaining.includes(file)).map((file) => relative(out, file))).toEqual([])
  })
})
