/**
 * `npm run preview` serves the production build (dist/), as Vite users expect, and
 * `npm run preview:demo` the demo's (dist-demo/); the README's table of modes says so.
 * Serving a build made already needs no API address, which only a production build must have.
 */
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import appConfig from '../../../vite.config.ts'

const read = (file: string) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8')

afterEach(() => vi.unstubAllEnvs())

describe('npm run preview', () => {
  it('serves dist/; preview:demo serves the demo build', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> }
    expect(scripts.preview).toBe('vite preview')
    expect(scripts['preview:demo']).toBe('vite preview --mode demo')
  })

  it('the README’s modes name each with its build', () => {
    const row = (mode: string) =>
      read('README.md')
        .split('\n')
        .find((line) => line.startsWith(`| ${mode} |`)) ?? ''
    expect(row('Demo')).toContain('`npm run preview:demo`')
    expect(row('Demo')).not.toMatch(/`npm run preview`/)
    expect(row('Production')).toMatch(/`npm run preview` \(serves `dist\/`/)
  })

  it('a production preview needs no API address; a production build still refuses to start without one', () => {
    // As outside the tests: no VITEST (which lets the tests load the configuration freely), no API address.
    vi.stubEnv('VITEST', '')
    vi.stubEnv('VITE_API_URL', '')
    const preview = appConfig({ command: 'serve', mode: 'production', isPreview: true, isSsrBuild: false })
    expect(preview.build?.outDir).toBe('dist')
    expect(preview.preview).toMatchObject({ host: '127.0.0.1', port: 4173 })
    expect(() => appConfig({ command: 'build', mode: 'production', isPreview: false, isSsrBuild: false })).toThrow(/needs the API address/)
  })
})
