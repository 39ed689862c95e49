/**
 * The layout of the code is Prettier's: its configuration keeps the code's own style, editors
 * get the same from .editorconfig, `npm test` runs the check, and ESLint has no rule about
 * layout that could contradict it.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import prettierRules from 'eslint-config-prettier'
import * as prettier from 'prettier'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const read = (file: string) => readFileSync(join(root, file), 'utf8')
const ignorePath = join(root, '.prettierignore')

describe('formatting (Prettier)', () => {
  it('keeps the code’s style: no semicolons, single quotes, lines up to 150 characters', async () => {
    const file = join(root, 'src/example.ts')
    const options = { ...(await prettier.resolveConfig(file, { editorconfig: true })), filepath: file }
    expect(options).toMatchObject({ semi: false, singleQuote: true, printWidth: 150 })
    expect(await prettier.check(`const greeting = 'Hello'\n`, options)).toBe(true)
    expect(await prettier.check(`const greeting = "Hello";\n`, options)).toBe(false)
    // A line of 150 characters stays; one of 151 is broken.
    const line = (width: number) => `expect(${'x'.repeat(width - 16)}).toBe(1)\n`
    expect(line(150).length).toBe(151)
    expect(await prettier.check(line(150), options)).toBe(true)
    expect(await prettier.check(line(151), options)).toBe(false)
  })

  it('.editorconfig tells editors the same', async () => {
    const editorconfig = read('.editorconfig')
    const [general = ''] = editorconfig.split(/^\[(?!\*\])/m)
    const setting = (name: string) => new RegExp(`^${name} = (.+)$`, 'm').exec(general)?.[1]
    const options = await prettier.resolveConfig(join(root, 'src/example.ts'))
    expect(Number(setting('max_line_length'))).toBe(options?.printWidth)
    expect(setting('indent_style')).toBe('space')
    expect(Number(setting('indent_size'))).toBe(options?.tabWidth ?? 2)
    expect(setting('end_of_line')).toBe(options?.endOfLine ?? 'lf')
    expect(setting('insert_final_newline')).toBe('true')
  })

  it('lays out the code, and leaves the lock file, generated reports and prose alone', async () => {
    const ignored = async (file: string) => (await prettier.getFileInfo(join(root, file), { ignorePath })).ignored
    for (const file of ['src/main.tsx', 'domain/api/ids.ts', 'scripts/test.mjs', 'src/styles/tokens.css', 'package.json'])
      expect(await ignored(file), file).toBe(false)
    for (const file of ['package-lock.json', 'reports/stryker-incremental.json', 'README.md', 'docs/api.md'])
      expect(await ignored(file), file).toBe(true)
  })

  it('npm run format writes, npm run format:check checks, and npm test runs the check', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> }
    expect(scripts.format).toBe('prettier --write .')
    expect(scripts['format:check']).toBe('prettier --check .')
    // With Prettier's cache keyed by content: a file changed in any way is checked again.
    expect(read('scripts/test.mjs')).toMatch(/tool\('format', tools\.prettier, \['--check', '\.', '--cache', '--cache-strategy', 'content'\]\)/)
    expect(read('scripts/lib.mjs')).toContain(`prettier: join(root, 'node_modules/prettier/bin/prettier.cjs')`)
  })

  it('ESLint turns on no rule about layout, which Prettier decides', async () => {
    const layoutRules = new Set(Object.keys(prettierRules.rules ?? {}))
    expect(layoutRules.size).toBeGreaterThan(50)
    const eslint = new ESLint({ cwd: root })
    for (const file of [
      'src/example.tsx',
      'domain/example.ts',
      'fake-server/example.ts',
      'scripts/example.mjs',
      'tests/unit/example.test.tsx',
      'eslint.config.js',
    ]) {
      const config = (await eslint.calculateConfigForFile(join(root, file))) as { rules: Record<string, unknown> }
      const on = Object.entries(config.rules).filter(([, setting]) => ![0, 'off'].includes((Array.isArray(setting) ? setting[0] : setting) as never))
      expect(on.length, file).toBeGreaterThan(20)
      expect(
        on.map(([name]) => name).filter((name) => layoutRules.has(name)),
        file,
      ).toEqual([])
    }
  })
})
