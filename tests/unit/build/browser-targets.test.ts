/**
 * The browsers the dashboard supports are written once, in package.json's browserslist: the
 * build targets them (scripts/browser-targets.ts, vite.config.ts) and README's Requirements name
 * the same versions.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import appConfig from '../../../vite.config.ts'
import { buildTargets } from '../../../scripts/browser-targets.ts'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const readme = readFileSync(new URL('README.md', `file://${root}`), 'utf8')

describe('supported browsers', () => {
  it('the build targets the browserslist of package.json, oldest version of each engine', () => {
    const targets = buildTargets(root)
    expect(targets).toEqual(['chrome123', 'edge123', 'firefox121', 'ios17.5', 'safari17.5'])
    for (const mode of ['production', 'demo']) {
      const config = appConfig({ command: 'build', mode, isPreview: false, isSsrBuild: false })
      expect(config.build?.target, mode).toEqual(targets)
    }
  })

  it('README names the same versions', () => {
    const oldest = Object.fromEntries(buildTargets(root).map((t) => [/^[a-z]+/.exec(t)![0], t.replace(/^[a-z]+/, '')]))
    expect(oldest.ios).toBe(oldest.safari)
    expect(readme.replace(/\s+/g, ' ')).toContain(
      `runs in current browsers: Chrome and Edge ${oldest.chrome}, Firefox ${oldest.firefox} and Safari ${oldest.safari} (macOS and iOS) or newer`,
    )
    expect(oldest.edge).toBe(oldest.chrome)
  })

  it('takes the oldest version of each engine, a version range from its start, Android browsers as their engine', () => {
    expect(
      buildTargets(root, [
        'chrome 120',
        'chrome 118',
        'and_chr 140',
        'safari 17.5',
        'safari 17.4',
        'ios_saf 18.5-18.7',
        'firefox 130',
        'and_ff 140',
        'edge 119',
      ]),
    ).toEqual(['chrome118', 'edge119', 'firefox130', 'ios18.5', 'safari17.4'])
    expect(buildTargets(root, ['safari 17.0', 'safari 16.6'])).toEqual(['safari16.6'])
    expect(buildTargets(root, ['safari 17.0'])).toEqual(['safari17'])
  })

  it('refuses a browser the build cannot target', () => {
    expect(() => buildTargets(root, ['op_mini all'])).toThrow(/browserslist selects op_mini all, which the build cannot target/)
    expect(() => buildTargets(root, ['samsung 27'])).toThrow(/samsung 27/)
  })
})
