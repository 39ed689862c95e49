/**
 * Folding typed text for matching, with a map back to the original text for highlighting.
 *
 * Two strengths:
 * - `search` (what the search field uses): lower case, accents and other marks dropped (é → e,
 *   ß → ss, ø → o), and every run of characters that are neither letters nor digits read as one
 *   space, with none at either end. "Café  au-LAIT!" folds to "cafe au lait".
 * - `concern` (what the concern lists use) does the same, and also reads the common
 *   letter-for-digit swaps as letters (0 → o, 1 → i, 3 → e, 4 → a, 5 → s, 7 → t, 8 → b, 9 → g,
 *   @ → a, $ → s, ! and | → i) and l as i (so "ki11" and "kill" both fold to "kiii"; the lists
 *   fold the same way, so only whole folded words are compared), and joins letters typed one at a
 *   time ("v p n" → "vpn": three or more single-character words in a row become one word).
 *   In a word, @ and $ are letters; ! and | are letters only between two other letters of the
 *   word, so "hi!" stays "hi" (a run of these symbols alone is punctuation).
 *
 * `starts[i]` and `ends[i]` give the original characters (UTF-16 offsets, end excluded) that
 * folded character `i` came from; a space stands for the first separator character of its run.
 */

export type FoldStrength = 'search' | 'concern'

export interface FoldedText {
  /** The folded text. */
  readonly text: string
  /** For each folded character, where its original characters start… */
  readonly starts: readonly number[]
  /** …and end (excluded). */
  readonly ends: readonly number[]
}

/** Letters NFKD does not take apart, read as the plain letters a parent would type. */
const extraFolds: Readonly<Record<string, string>> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  ς: 'σ',
}

/** Letter-for-digit (and symbol) swaps of the concern strength. */
export const letterSwaps: Readonly<Record<string, string>> = {
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

const wordChar = /^[\p{L}\p{N}]$/u
const marks = /\p{M}/gu

/** Code points folded so far: text holds few distinct characters, and folding one is costly. */
const folds = new Map<string, string>()

/** One original code point, lower case, without marks (possibly several characters, or none). */
function foldCodePoint(c: string): string {
  const known = folds.get(c)
  if (known !== undefined) return known
  const plain = c.toLowerCase().normalize('NFKD').replace(marks, '')
  let out = ''
  for (const p of plain) out += extraFolds[p] ?? p
  folds.set(c, out)
  return out
}

interface Piece {
  text: string
  readonly start: number
  end: number
}

interface Part {
  readonly piece: Piece
  /** A letter or digit. */
  readonly word: boolean
  /** @ $ ! | under the concern strength: a letter or a separator, depending on its neighbours. */
  readonly symbol: boolean
}

const symbols = new Set(['@', '$', '!', '|'])

/** The original text as folded parts, one per folded character. */
function parts(original: string, strength: FoldStrength): Part[] {
  const out: Part[] = []
  let offset = 0
  for (const c of original) {
    const start = offset
    offset += c.length
    const folded = foldCodePoint(c)
    // A lone mark folds to nothing: it belongs to the character before it.
    if (folded === '') {
      const last = out[out.length - 1]
      if (last) last.piece.end = offset
      continue
    }
    // A code point may fold to several characters (ß → ss), each mapped to the whole code point.
    for (const f of folded) {
      const symbol = strength === 'concern' && symbols.has(f)
      out.push({ piece: { text: f, start, end: offset }, word: !symbol && wordChar.test(f), symbol })
    }
  }
  return out
}

/**
 * Which parts are letters under the concern strength. In a run of letters, digits and symbols
 * that holds a letter or digit, @ and $ are letters, and ! and | are letters when a letter (or
 * @, $) comes before and after them in the run; a run of symbols alone is punctuation.
 */
function symbolsAsLetters(list: readonly Part[]): boolean[] {
  const inRun = (k: number) => list[k]!.word || list[k]!.symbol
  const strong = (k: number) => list[k]!.word || list[k]!.piece.text === '@' || list[k]!.piece.text === '$'
  const asLetter = list.map((p) => p.word)
  let i = 0
  while (i < list.length) {
    if (!inRun(i)) {
      i++
      continue
    }
    let j = i
    while (j < list.length && inRun(j)) j++
    let hasWord = false
    for (let k = i; k < j; k++) if (list[k]!.word) hasWord = true
    if (hasWord) {
      let first = -1
      let last = -1
      for (let k = i; k < j; k++) {
        if (!strong(k)) continue
        if (first < 0) first = k
        last = k
      }
      for (let k = i; k < j; k++) if (list[k]!.symbol) asLetter[k] = strong(k) || (k > first && k < last)
    }
    i = j
  }
  return asLetter
}

/** Folds `original` at the given strength (see the module's comment). */
export function foldText(original: string, strength: FoldStrength = 'search'): FoldedText {
  const list = parts(original, strength)
  const asLetter = strength === 'concern' ? symbolsAsLetters(list) : list.map((p) => p.word)
  // Words: runs of letters; each word but the first has the separator before it (its first character).
  const words: Piece[][] = []
  const gaps: (Piece | null)[] = []
  let current: Piece[] | null = null
  let gap: Piece | null = null
  list.forEach((p, k) => {
    if (!asLetter[k]) {
      if (current !== null) gap = p.piece
      current = null
      return
    }
    if (current === null) {
      current = []
      words.push(current)
      gaps.push(gap)
      gap = null
    }
    const text = strength === 'concern' ? (letterSwaps[p.piece.text] ?? p.piece.text) : p.piece.text
    current.push({ ...p.piece, text })
  })
  const text: string[] = []
  const starts: number[] = []
  const ends: number[] = []
  const push = (piece: Piece, t: string) => {
    text.push(t)
    starts.push(piece.start)
    ends.push(piece.end)
  }
  words.forEach((word, w) => {
    const joined = strength === 'concern' && inSpelledRun(words, w) && inSpelledRun(words, w - 1)
    // The first word has no separator before it.
    const before = gaps[w]
    if (before && !joined) push(before, ' ')
    for (const p of word) push(p, p.text)
  })
  return { text: text.join(''), starts, ends }
}

/** Whether word `w` is one character long and in a run of at least three such words. */
function inSpelledRun(words: readonly (readonly Piece[])[], w: number): boolean {
  const single = (k: number) => words[k]?.length === 1
  if (!single(w)) return false
  let from = w
  let to = w
  while (single(from - 1)) from--
  while (single(to + 1)) to++
  return to - from + 1 >= 3
}

/** The folded text alone. */
export const fold = (original: string, strength: FoldStrength = 'search'): string => foldText(original, strength).text

/** A range of the original text, end excluded. */
export interface TextRange {
  readonly start: number
  readonly end: number
}

/** The original range that folded characters [from, to) came from. */
export function originalRange(folded: FoldedText, from: number, to: number): TextRange {
  return { start: folded.starts[from]!, end: folded.ends[to - 1]! }
}
