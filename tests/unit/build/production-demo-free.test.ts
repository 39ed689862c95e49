/**
 * A production build holds no demo code: neither the fake server and msw nor the demo's own
 * screens and panels (the login page's demo account, the demo checkout, the demo's notices).
 * Builds the app for production once, into a temporary folder.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoMarkers } from '../../../scripts/demo-markers.mjs'
import { runNode, tools } from '../../../scripts/lib.mjs'

const out = mkdtempSync(join(tmpdir(), 'gatehouse-production-'))
const built = (): string[] =>
  readdirSync(out, { recursive: true })
    .map((name) => join(out, String(name)))
    .filter((file) => statSync(file).isFile() && /\.(js|html|css|json)$/.test(file))

beforeAll(async () => {
  const code = await runNode(tools.vite, ['build', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'], {
    env: { VITE_API_URL: 'https://api.example.com', VITE_STAGING: '', NODE_ENV: 'production', VITEST: '' },
  })
  expect(code, 'the production build failed').toBe(0)
}, 240_000)

afterAll(() => rmSync(out, { recursive: true, force: true }))

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
