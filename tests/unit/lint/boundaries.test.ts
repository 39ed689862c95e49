/**
 * The import boundaries and the one-way rules (scripts/lint-one-way.mjs) in eslint.config.js
 * really fire (and so does the rule against short limits in unit tests): each fixture under
 * tests/lint/fixtures/ is linted with the project's own config as if it lived in the folder it is
 * named after (fixtures/domain/x.ts as domain/x.ts, fixtures/src/data/x.ts as src/data/x.ts:
 * inside src/'s layers; fixtures/tests/unit/x.ts as a unit test). Every line of a bad fixture
 * marked `// expect: rule` must get exactly that error, and nothing else may be reported; clean
 * fixtures get no message.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const fixtures = join(root, 'tests/lint/fixtures')
// Type-aware ESLint starts TypeScript (slow on a busy machine); the first lint pays for loading.
const timeout = 180_000

/** The fixtures, each with the path it is linted under and the errors its comments expect. */
const cases = readdirSync(fixtures, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.ts') || name.endsWith('.tsx'))
  .sort()
  .map((name) => {
    const text = readFileSync(join(fixtures, name), 'utf8')
    const expected = text.split('\n').flatMap((line, i) => {
      const rule = /\/\/ expect: (\S+)\s*$/.exec(line)?.[1]
      return rule ? [`${i + 1} ${rule}`] : []
    })
    return { name, filePath: join(root, name), text, expected }
  })

let eslint: ESLint
beforeAll(() => {
  // The fixtures' lint paths do not exist on disk, so TypeScript cannot type them: the rules that
  // need types are switched off here; the boundary rules need none.
  eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] })
})

const lint = async (text: string, filePath: string) => {
  const [result] = await eslint.lintText(text, { filePath })
  if (!result) throw new Error(`ESLint gave no result for ${filePath}`)
  return result.messages.map((m) => `${m.line} ${m.ruleId ?? `(fatal) ${m.message}`}`)
}

describe('import boundaries (eslint.config.js)', () => {
  it('has bad and clean fixtures for domain/, src/ and fake-server/', () => {
    for (const folder of ['domain', 'src', 'fake-server']) {
      const mine = cases.filter((c) => relative(folder, c.name).split('/')[0] !== '..')
      expect(mine.filter((c) => c.expected.length > 0).length, `${folder}: bad fixture`).toBeGreaterThan(0)
      expect(mine.filter((c) => c.expected.length === 0).length, `${folder}: clean fixture`).toBeGreaterThan(0)
    }
  })

  it("has a bad fixture for each of src/'s layers (gatehouse/layers)", () => {
    for (const layer of ['src/routes/', 'src/features/', 'src/ui/', 'src/data/', 'src/api/', 'src/storage/', 'src/session.ts']) {
      const bad = cases.filter((c) => c.name.startsWith(layer) && c.expected.some((e) => e.endsWith(' gatehouse/layers')))
      expect(bad.length, `${layer}: bad fixture`).toBeGreaterThan(0)
    }
  })

  it.each(cases)(
    '$name: exactly the marked imports are errors',
    async ({ text, filePath, expected }) => {
      expect(await lint(text, filePath)).toEqual(expected)
    },
    timeout,
  )

  it('has a bad and a clean component test (tests/unit: Testing Library, not a React root of its own)', () => {
    // The other fixture there is short-limits.ts, of the rule against short waits.
    const mine = cases.filter((c) => c.name.startsWith(join('tests', 'unit')) && !c.name.endsWith('short-limits.ts'))
    expect(mine.filter((c) => c.expected.length > 0).map((c) => c.expected)).toEqual([
      ['2 no-restricted-imports', '3 no-restricted-imports', '4 no-restricted-imports'],
    ])
    expect(mine.filter((c) => c.expected.length === 0).length).toBeGreaterThan(0)
  })

  it('has a bad fixture for each one-way rule', () => {
    for (const rule of ['button-look', 'id-in-address', 'route-hooks', 'command-state', 'command-texts']) {
      expect(cases.filter((c) => c.expected.some((e) => e.endsWith(` gatehouse/${rule}`))).length, rule).toBeGreaterThan(0)
    }
  })

  it(
    'the same import is fine in tests/',
    async () => {
      const bad = cases.find((c) => c.name === join('src', 'bad-import.ts'))!
      expect(bad.expected.length).toBeGreaterThan(0)
      expect(await lint(bad.text, join(root, 'tests/unit/boundary-example.ts'))).toEqual([])
    },
    timeout,
  )

  it(
    'an eslint-disable comment must say why',
    async () => {
      const file = join(root, 'src/disable-example.ts')
      expect(await lint('// eslint-disable-next-line no-debugger\ndebugger\n', file)).toEqual(['1 gatehouse/disable-needs-reason'])
      expect(await lint('// eslint-disable-next-line no-debugger -- a reason\ndebugger\n', file)).toEqual([])
      expect(await lint('// eslint-disable-next-line no-debugger -- a reason\nexport {}\n', file)).toEqual([
        "1 (fatal) Unused eslint-disable directive (no problems were reported from 'no-debugger').",
      ])
    },
    timeout,
  )
})
