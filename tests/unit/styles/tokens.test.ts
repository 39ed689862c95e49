/**
 * The design tokens (src/styles/tokens.css) in both themes:
 * - every pair of colours the screens put together keeps WCAG 2.2 AA contrast, light and dark
 *   (4.5:1 for text, 3:1 for the edges and marks of controls, focus rings and chart marks);
 * - styles and components write no colour of their own: every colour is a token, so a new theme
 *   value reaches every screen;
 * - every token a style or component uses is defined.
 *
 * The contrast oracle is the WCAG relative-luminance formula, written out here.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const tokensPath = join(root, 'src/styles/tokens.css')
const stripComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '')

// ── reading the tokens ─────────────────────────────────────────────────────────────────────────

type Theme = 'light' | 'dark'

/** The declarations of the first `:root {…}` block of tokens.css: name → value text. */
function readTokens(): Map<string, string> {
  const css = stripComments(readFileSync(tokensPath, 'utf8'))
  const start = css.indexOf(':root {')
  const end = css.indexOf('\n}', start)
  const block = css.slice(start + ':root {'.length, end)
  const tokens = new Map<string, string>()
  for (const match of block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) tokens.set(match[1]!, match[2]!.trim().replace(/\s+/g, ' '))
  return tokens
}

/** Splits at commas that are not inside parentheses. */
function topLevelArgs(text: string): string[] {
  const args: string[] = []
  let depth = 0
  let current = ''
  for (const ch of text) {
    if (ch === '(') depth++
    if (ch === ')') depth--
    if (ch === ',' && depth === 0) {
      args.push(current.trim())
      current = ''
    } else current += ch
  }
  args.push(current.trim())
  return args
}

/** A token's value in one theme: `light-dark(a, b)` picks a or b; `var(--x)` follows x. */
function valueIn(tokens: Map<string, string>, name: string, theme: Theme): string {
  const raw = tokens.get(name)
  if (raw === undefined) throw new Error(`${name} is not a token`)
  const lightDark = /^light-dark\((.*)\)$/.exec(raw)
  const picked = lightDark ? topLevelArgs(lightDark[1]!)[theme === 'light' ? 0 : 1]! : raw
  const reference = /^var\((--[\w-]+)\)$/.exec(picked)
  return reference ? valueIn(tokens, reference[1]!, theme) : picked
}

type Rgba = readonly [number, number, number, number]

function parseColour(text: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text)
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((d) => d + d).join('') : hex[1]!
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)).concat(1) as unknown as Rgba
  }
  const rgb = /^rgb\((\d+) (\d+) (\d+)(?: \/ ([\d.]+))?\)$/.exec(text)
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])]
  if (text === 'transparent') return [0, 0, 0, 0]
  throw new Error(`Not a colour this test reads: ${text}`)
}

/** `top` painted over an opaque `bottom`. */
const over = (top: Rgba, bottom: Rgba): Rgba => [0, 1, 2].map((i) => top[i]! * top[3] + bottom[i]! * (1 - top[3])).concat(1) as unknown as Rgba

/** WCAG 2.x relative luminance of an opaque colour. */
function luminance([r, g, b]: Rgba): number {
  const channel = (v: number) => {
    const s = v / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

// ── the pairs the screens use ──────────────────────────────────────────────────────────────────

const text = 4.5
const nonText = 3

/** [foreground, background (layers, topmost first, ending on an opaque one), minimum ratio]. */
const pairs: readonly (readonly [string, readonly string[], number])[] = [
  ...['--canvas', '--surface', '--surface-raised'].flatMap((bg) => [
    ['--ink', [bg], text] as const,
    ['--ink-soft', [bg], text] as const,
    ['--ink-faint', [bg], text] as const,
    ['--accent', [bg], text] as const,
    ['--accent-strong', [bg], text] as const,
    ['--danger', [bg], text] as const,
    ['--ok', [bg], text] as const,
    ['--warn', [bg], text] as const,
    ['--brand-ink', [bg], text] as const,
    ['--line-strong', [bg], nonText] as const,
    ['--focus', [bg], nonText] as const,
    ['--accent', [bg], nonText] as const,
    ['--chart', [bg], nonText] as const,
    ['--icon', [bg], nonText] as const,
    ['--warn-mark', [bg], nonText] as const,
  ]),
  ['--ink', ['--neutral-soft'], text],
  ['--ink', ['--accent-soft'], text],
  ['--ink', ['--highlight-soft'], text],
  ['--ink-soft', ['--neutral-soft'], text],
  ['--neutral-ink', ['--neutral-soft'], text],
  ['--accent', ['--accent-soft'], text],
  ['--accent-strong', ['--accent-soft'], text],
  ['--ok-ink', ['--ok-soft'], text],
  ['--warn-ink', ['--warn-soft'], text],
  ['--danger-ink', ['--danger-soft'], text],
  ['--danger-ink', ['--danger-soft-hover'], text],
  ['--on-accent', ['--accent'], text],
  ['--on-accent', ['--accent-strong'], text],
  ['--on-danger', ['--danger'], text],
  ['--on-danger', ['--danger-strong'], text],
  ['--on-ok', ['--ok'], text],
  ['--on-neutral-strong', ['--neutral-strong'], text],
  ['--on-neutral-strong', ['--chart'], text],
  ['--on-highlight', ['--highlight'], text],
  ['--toast-ink', ['--toast-bg'], text],
  ['--sidebar-ink', ['--sidebar-bg'], text],
  ['--sidebar-ink-strong', ['--sidebar-hover', '--sidebar-bg'], text],
  ['--sidebar-ink-strong', ['--sidebar-current', '--sidebar-bg'], text],
  ['--sidebar-focus', ['--sidebar-bg'], nonText],
  ['--sidebar-focus', ['--sidebar-current', '--sidebar-bg'], nonText],
  ['--media-ink', ['--media-bg'], text],
  ['--media-ink-soft', ['--media-bg'], text],
  ['--media-ink', ['--media-hover', '--media-bg'], text],
  ['--media-focus', ['--media-bg'], nonText],
  ['--ok', ['--neutral-soft'], nonText],
  ['--accent', ['--accent-soft'], nonText],
  ['--danger', ['--danger-soft'], nonText],
]

describe('design tokens', () => {
  const tokens = readTokens()

  for (const theme of ['light', 'dark'] as const) {
    it(`keeps WCAG AA contrast in the ${theme} theme`, () => {
      const failures: string[] = []
      for (const [fg, layers, minimum] of pairs) {
        const background = layers
          .map((name) => parseColour(valueIn(tokens, name, theme)))
          .reduceRight<Rgba | null>((below, layer) => (below ? over(layer, below) : layer), null)!
        expect(background[3], `${layers.join(' over ')} must end on an opaque colour`).toBe(1)
        const ratio = contrast(over(parseColour(valueIn(tokens, fg, theme)), background), background)
        if (ratio < minimum) failures.push(`${fg} on ${layers.join(' over ')}: ${ratio.toFixed(2)} < ${minimum}`)
      }
      expect(failures).toEqual([])
    })
  }

  it('gives every colour token a colour in each theme', () => {
    for (const [name, raw] of tokens) {
      // Colours, not fonts, sizes or shadows.
      if (!/^(#|rgb\(|light-dark\(|transparent)/.test(raw)) continue
      for (const theme of ['light', 'dark'] as const) {
        expect(() => parseColour(valueIn(tokens, name, theme)), `${name} (${theme})`).not.toThrow()
      }
    }
  })
})

// ── colours written outside the tokens ────────────────────────────────────────────────────────

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => pattern.test(name))
    .map((name) => join(root, dir, name))
}

const styleFiles = filesUnder('src', /\.css$/).filter((file) => file !== tokensPath)
const componentFiles = filesUnder('src', /\.tsx?$/)

const namedColours = /\b(white|black|red|green|blue|gr[ae]y|silver|navy|gold|orange|yellow|purple|pink|brown)\b/i

/** Declarations (`property: value`) of a style sheet whose value writes a colour. */
function colourLiterals(css: string): string[] {
  const found: string[] = []
  for (const match of stripComments(css).matchAll(/[\w-]+\s*:\s*([^;{}]+)[;}]/g)) {
    const [declaration, raw] = match as unknown as [string, string]
    // A token's name (var(--brand-gold)) is not a colour written out.
    const value = raw.replace(/var\(--[\w-]+/g, 'var(')
    if (/#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i.test(value) || namedColours.test(value)) {
      found.push(declaration.trim())
    }
  }
  return found
}

describe('colours come from the tokens', () => {
  it('no style sheet but tokens.css writes a colour', () => {
    const found = styleFiles.flatMap((file) => colourLiterals(readFileSync(file, 'utf8')).map((d) => `${relative(root, file)}: ${d}`))
    expect(found).toEqual([])
  })

  it('no component writes a colour', () => {
    const literal =
      /(['"`])#[0-9a-f]{3,8}\1|\b(rgba?|hsla?)\(|\b(fill|stroke|color|background\w*)\s*[:=]\s*\{?\s*['"](white|black|red|green|blue|gr[ae]y)['"]/i
    const found = componentFiles.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (literal.test(line) ? [`${relative(root, file)}:${i + 1}: ${line.trim()}`] : [])),
    )
    expect(found).toEqual([])
  })

  it('every token used is defined', () => {
    const defined = new Set(readTokens().keys())
    const missing: string[] = []
    for (const file of [...styleFiles, ...componentFiles, tokensPath]) {
      const source = readFileSync(file, 'utf8')
      // Properties a file declares itself (e.g. a button's --btn-bg) count as defined there.
      const local = new Set([...source.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]!))
      for (const match of source.matchAll(/var\((--[\w-]+)/g)) {
        const name = match[1]!
        if (!defined.has(name) && !local.has(name)) missing.push(`${relative(root, file)}: ${name}`)
      }
    }
    expect([...new Set(missing)]).toEqual([])
  })

  it('finds colours where they are written (the checks above can fail)', () => {
    expect(colourLiterals('.a { color: #fff; } .b { border: 1px solid rgb(0 0 0 / 0.1) } .c { background: white; }')).toHaveLength(3)
    expect(colourLiterals('.a { color: var(--ink); white-space: nowrap; background: transparent; }')).toEqual([])
    expect(colourLiterals('.a { fill: var(--brand-gold); } .b { fill: var(--x, gold); }')).toEqual(['fill: var(--x, gold);'])
  })
})
