/**
 * Folding typed text: each rule on its own, the map back to the original text, and both
 * strengths against an oracle written independently (whole-string operations and regular
 * expressions instead of the module's walk through the characters).
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { fold, foldText, originalRange } from '@domain/activity/text-fold'

const extra: Record<string, string> = { ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i', ς: 'σ' }
const swaps: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  l: 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
}

/** The oracle: the same rules, spelled out with whole-string operations. */
function oracle(text: string, strength: 'search' | 'concern'): string {
  const plain = [...text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '')].map((c) => extra[c] ?? c).join('')
  if (strength === 'search')
    return plain
      .split(/[^\p{L}\p{N}]+/u)
      .filter((t) => t !== '')
      .join(' ')
  const tokens = plain
    .split(/[^\p{L}\p{N}@$!|]+/u)
    .filter((t) => /[\p{L}\p{N}]/u.test(t))
    .map((t) => t.replace(/^[!|]+/, '').replace(/[!|]+$/, ''))
    .flatMap((t) => t.split(/(?<![\p{L}\p{N}@$!|])/u))
    .map((t) => [...t].map((c) => swaps[c] ?? c).join(''))
  // Three or more one-letter words in a row are one word.
  const out: string[] = []
  let i = 0
  while (i < tokens.length) {
    let j = i
    while (j < tokens.length && [...tokens[j]!].length === 1) j++
    if (j - i >= 3) {
      out.push(tokens.slice(i, j).join(''))
      i = j
    } else {
      out.push(tokens[i]!)
      i++
    }
  }
  return out.join(' ')
}

const alphabet = [
  'a',
  'B',
  'l',
  'I',
  'o',
  'e',
  's',
  'v',
  'p',
  'n',
  ' ',
  ' ',
  '  ',
  '\t',
  '\n',
  '-',
  '.',
  ',',
  '?',
  "'",
  '0',
  '1',
  '3',
  '4',
  '5',
  '7',
  '8',
  '9',
  '2',
  '@',
  '$',
  '!',
  '|',
  'é',
  'Ü',
  'ñ',
  'Ç',
  'Å',
  'ß',
  'ø',
  'Æ',
  'Œ',
  'ł',
  'e\u0301',
  '\u0301',
  'Ａ',
  '！',
  '😀',
  'Σ',
  'σ',
  'ς',
  'İ',
  'ı',
  '½',
  'ﬁ',
  '日',
]
const text = fc.array(fc.constantFrom(...alphabet), { maxLength: 30 }).map((a) => a.join(''))

describe('folding typed text', () => {
  it('drops case and accents, and reads any run of other characters as one space', () => {
    expect(fold('Café  au-LAIT!')).toBe('cafe au lait')
    expect(fold('  Straße, Øre; ÆON…  ')).toBe('strasse ore aeon')
    expect(fold('e\u0301t\u00e9')).toBe('ete')
    expect(fold('!!!')).toBe('')
    expect(fold('')).toBe('')
  })

  it('keeps digits and symbols as they are at the search strength', () => {
    expect(fold('Fr33 VPN @ $5')).toBe('fr33 vpn 5')
    expect(fold('v p n')).toBe('v p n')
  })

  it('reads letter-for-digit swaps and l as i at the concern strength', () => {
    expect(fold('FR33 VPN', 'concern')).toBe('free vpn')
    expect(fold('ki11', 'concern')).toBe(fold('kill', 'concern'))
    expect(fold('pr0xy', 'concern')).toBe('proxy')
    expect(fold('s3lf h4rm', 'concern')).toBe(fold('self harm', 'concern'))
    expect(fold('0123456789', 'concern')).toBe('oi2eas6tbg')
  })

  it('reads @ and $ in a word as letters, and ! and | only inside one', () => {
    expect(fold('pa$$word', 'concern')).toBe('password')
    expect(fold('@ss', 'concern')).toBe('ass')
    expect(fold('hi!', 'concern')).toBe('hi')
    expect(fold('!hi', 'concern')).toBe('hi')
    expect(fold('k!ll', 'concern')).toBe('kiii')
    expect(fold('@!a', 'concern')).toBe('aia')
    expect(fold('$ @ ! |', 'concern')).toBe('')
    expect(fold('wow !!! ok', 'concern')).toBe('wow ok')
  })

  it('reads $ at the start of a word as a letter, and ! as one only between letters of its word', () => {
    expect(fold('$tar', 'concern')).toBe('star')
    expect(fold('@go', 'concern')).toBe('ago')
    expect(fold('h!gh', 'concern')).toBe('high')
    expect(fold('wow!!', 'concern')).toBe('wow')
    expect(fold('!!wow', 'concern')).toBe('wow')
    expect(fold('go!!go', 'concern')).toBe('goiigo')
  })

  it('joins three or more letters typed one at a time, but not two', () => {
    expect(fold('v p n', 'concern')).toBe('vpn')
    expect(fold('get a v.p.n now', 'concern')).toBe('get avpn now')
    expect(fold('a b', 'concern')).toBe('a b')
    expect(fold('ok v p', 'concern')).toBe('ok v p')
    expect(fold('ok v p n', 'concern')).toBe('ok vpn')
    expect(fold('ok a b c d ok', 'concern')).toBe('ok abcd ok')
  })

  it('maps each folded character back to the original characters it came from', () => {
    const folded = foldText('Ça  va, Straße!')
    expect(folded.text).toBe('ca va strasse')
    expect(originalRange(folded, 0, 2)).toEqual({ start: 0, end: 2 })
    expect(folded.starts[2]).toBe(2)
    expect(originalRange(folded, 6, 13)).toEqual({ start: 8, end: 14 })
    // ß is two folded characters, both from the one original character.
    expect([folded.starts[10], folded.ends[10], folded.starts[11], folded.ends[11]]).toEqual([12, 13, 12, 13])
  })

  it('a mark typed apart stays with its letter', () => {
    const folded = foldText('cafe\u0301 ok')
    expect(folded.text).toBe('cafe ok')
    expect(originalRange(folded, 0, 4)).toEqual({ start: 0, end: 5 })
  })

  it('agrees with the oracle on generated text, at both strengths', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(fold(t)).toBe(oracle(t, 'search'))
        expect(fold(t, 'concern')).toBe(oracle(t, 'concern'))
      }),
      { numRuns: 500 },
    )
  })

  it('is idempotent, and never starts, ends or doubles a space', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(text, fc.constantFrom('search' as const, 'concern' as const), (t, strength) => {
        const once = fold(t, strength)
        expect(fold(once, strength)).toBe(once)
        expect(once).not.toMatch(/^ | $| {2}/)
      }),
    )
  })

  it('maps every folded character to original text that folds to it, in order', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(text, (t) => {
        const folded = foldText(t)
        expect(folded.starts).toHaveLength(folded.text.length)
        expect(folded.ends).toHaveLength(folded.text.length)
        for (let i = 0; i < folded.text.length; i++) {
          const start = folded.starts[i]!
          const end = folded.ends[i]!
          expect(start).toBeLessThan(end)
          expect(end).toBeLessThanOrEqual(t.length)
          if (i > 0) expect(start).toBeGreaterThanOrEqual(folded.starts[i - 1]!)
          const c = folded.text[i]!
          // A space stands for a character that is not a letter or digit once folded (½ is 1⁄2).
          if (c === ' ') expect(t.slice(start, end).normalize('NFKD')).toMatch(/[^\p{L}\p{N}\p{M}]/u)
          else expect(fold(t.slice(start, end))).toContain(c)
        }
      }),
    )
  })
})
