/**
 * Reduced motion: a parent whose system asks for less motion sees nothing slide, fade or spin at
 * full speed. Every animation a style sheet starts is turned off (or slowed) for the same selector
 * in a `@media (prefers-reduced-motion: reduce)` block of the same sheet, and transitions are off
 * everywhere under that setting (one rule for all).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const reducedMotion = /^@media\s*\(\s*prefers-reduced-motion\s*:\s*reduce\s*\)$/

interface Rule {
  readonly selectors: readonly string[]
  readonly declarations: ReadonlyMap<string, string>
  /** Inside a reduced-motion media block. */
  readonly reduced: boolean
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ')

/** The style rules of a sheet (keyframes left out), with whether each sits in a reduced-motion block. */
function styleRules(css: string): Rule[] {
  const rules: Rule[] = []
  const blocks: { prelude: string }[] = []
  let text = ''
  for (const ch of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (ch === '{') {
      blocks.push({ prelude: normalise(text) })
      text = ''
    } else if (ch === '}') {
      const block = blocks.pop()
      const preludes = blocks.map((b) => b.prelude)
      if (block && !block.prelude.startsWith('@') && !preludes.some((p) => p.startsWith('@keyframes'))) {
        const declarations = new Map<string, string>()
        for (const part of text.split(';')) {
          const colon = part.indexOf(':')
          if (colon > 0) declarations.set(normalise(part.slice(0, colon)).toLowerCase(), normalise(part.slice(colon + 1)))
        }
        rules.push({ selectors: block.prelude.split(',').map(normalise), declarations, reduced: preludes.some((p) => reducedMotion.test(p)) })
      }
      text = ''
    } else text += ch
  }
  return rules
}

/** The selectors of `css` that start an animation with no reduced-motion answer in the same sheet. */
function unreducedAnimations(css: string): string[] {
  const rules = styleRules(css)
  const answered = new Set(
    rules
      .filter((r) => r.reduced && [...r.declarations.keys()].some((name) => name === 'animation' || name.startsWith('animation-')))
      .flatMap((r) => r.selectors),
  )
  return rules
    .filter((r) => !r.reduced)
    .filter((r) => {
      const animation = r.declarations.get('animation') ?? r.declarations.get('animation-name')
      return animation !== undefined && animation !== 'none'
    })
    .flatMap((r) => r.selectors)
    .filter((selector) => !answered.has(selector))
}

const sheets = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.css'))
  .map((name) => join(root, 'src', name))

describe('reduced motion', () => {
  it('the check finds an animation left running, and accepts one turned off or slowed', () => {
    const sliding = 'dialog.drawer[open] { animation: drawer-in 160ms ease-out; } @keyframes drawer-in { from { opacity: 0; } }'
    expect(unreducedAnimations(sliding)).toEqual(['dialog.drawer[open]'])
    expect(unreducedAnimations(`${sliding} @media (prefers-reduced-motion: reduce) { dialog.drawer[open] { animation: none; } }`)).toEqual([])
    expect(
      unreducedAnimations('.a, .b { animation: spin 1s infinite } @media (prefers-reduced-motion: reduce) { .a { animation-duration: 3s } }'),
    ).toEqual(['.b'])
    // Another media block is no answer, nor is another selector.
    expect(
      unreducedAnimations(
        '.a { animation: x 1s } @media (max-width: 600px) { .a { animation: none } } @media (prefers-reduced-motion: reduce) { .b { animation: none } }',
      ),
    ).toEqual(['.a'])
    expect(unreducedAnimations('.a { animation: none }')).toEqual([])
  })

  it('every animation of every style sheet is turned off or slowed under reduced motion', () => {
    expect(sheets.length).toBeGreaterThan(10)
    const left = sheets.flatMap((sheet) =>
      unreducedAnimations(readFileSync(sheet, 'utf8')).map((selector) => `${relative(root, sheet)}: ${selector}`),
    )
    expect(left).toEqual([])
  })

  it('transitions are off everywhere under reduced motion', () => {
    const all = sheets.flatMap((sheet) => styleRules(readFileSync(sheet, 'utf8')))
    expect(all.some((r) => r.reduced && r.selectors.includes('*') && r.declarations.get('transition') === 'none !important')).toBe(true)
  })
})
