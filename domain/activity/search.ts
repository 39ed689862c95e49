/**
 * Search across the window: typed-text lines and app names, case- and accent-insensitive.
 *
 * - `buildSearchIndex(items)`: once per loaded window (and again when a day loads): each
 *   typed-text item's line and app name folded once (./text-fold.ts, the search strength), with
 *   the map back to the original text. Screenshots have no text and are not searched.
 * - `searchIndex(index, query)`: the items where every word of the query occurs (in the line or
 *   in the app name, as a part of a word or more), with the ranges of the original texts to
 *   highlight, grouped by day (`ReviewItem.day`), newest day first, newest item first within a
 *   day. A query that folds to nothing (blank, punctuation) finds nothing.
 * - `highlightSegments(text, ranges)`: the original text cut into plain and matched pieces, for
 *   the screen to wrap the matches in `<mark>`.
 *
 * A keystroke costs one scan of the folded texts (no folding of the items again).
 */
import { compareDates, type PlainDate } from '../calendar/dates'
import { compareByTime, type ReviewItem } from './review-item'
import { type FoldedText, type TextRange, fold, foldText, originalRange } from './text-fold'

export interface SearchDoc<I extends ReviewItem = ReviewItem> {
  readonly entry: I
  readonly line: FoldedText
  readonly appName: FoldedText
}

export interface SearchIndex<I extends ReviewItem = ReviewItem> {
  /** Newest first (by time, then id), so results come out in the order they are shown. */
  readonly docs: readonly SearchDoc<I>[]
}

export function buildSearchIndex<I extends ReviewItem>(items: readonly I[]): SearchIndex<I> {
  const docs: SearchDoc<I>[] = []
  for (const entry of items) {
    if (entry.item.case !== 'keystrokeLine') continue
    docs.push({ entry, line: foldText(entry.item.line), appName: foldText(entry.item.appName) })
  }
  docs.sort((a, b) => compareByTime(b.entry, a.entry))
  return { docs }
}

/** One item found, with the ranges to highlight in its original line and app name. */
export interface SearchHit<I extends ReviewItem = ReviewItem> {
  readonly entry: I
  readonly lineRanges: readonly TextRange[]
  readonly appNameRanges: readonly TextRange[]
}

export interface SearchDay<I extends ReviewItem = ReviewItem> {
  readonly day: PlainDate
  readonly hits: readonly SearchHit<I>[]
}

/** Every occurrence of each word in the folded text, as merged original ranges. */
function rangesOf(folded: FoldedText, words: readonly string[]): TextRange[] {
  const spans: [number, number][] = []
  for (const word of words) {
    let at = folded.text.indexOf(word)
    while (at >= 0) {
      spans.push([at, at + word.length])
      at = folded.text.indexOf(word, at + 1)
    }
  }
  spans.sort((a, b) => a[0] - b[0] || a[1] - b[1])
  const merged: [number, number][] = []
  for (const span of spans) {
    const last = merged[merged.length - 1]
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1])
    else merged.push([span[0], span[1]])
  }
  return merged.map(([from, to]) => originalRange(folded, from, to))
}

/** The query's words, folded; none when the query folds to nothing. */
export const queryWords = (query: string): string[] => {
  const folded = fold(query)
  return folded === '' ? [] : [...new Set(folded.split(' '))]
}

/** The items matching every word of the query, grouped by day, newest first (see the module's comment). */
export function searchIndex<I extends ReviewItem>(index: SearchIndex<I>, query: string): SearchDay<I>[] {
  const words = queryWords(query)
  if (words.length === 0) return []
  const days: SearchDay<I>[] = []
  const byDay = new Map<string, SearchHit<I>[]>()
  for (const doc of index.docs) {
    if (!words.every((w) => doc.line.text.includes(w) || doc.appName.text.includes(w))) continue
    const hit = { entry: doc.entry, lineRanges: rangesOf(doc.line, words), appNameRanges: rangesOf(doc.appName, words) }
    const k = `${doc.entry.day.year}-${doc.entry.day.month}-${doc.entry.day.day}`
    let hits = byDay.get(k)
    if (hits === undefined) {
      hits = []
      byDay.set(k, hits)
      days.push({ day: doc.entry.day, hits })
    }
    hits.push(hit)
  }
  // Docs are newest first, but an item's feed day need not follow its instant exactly (combined
  // children, another offset): order the days themselves too.
  return days.sort((a, b) => compareDates(b.day, a.day))
}

/** How many items the results hold. */
export const hitCount = (days: readonly SearchDay[]): number => days.reduce((n, d) => n + d.hits.length, 0)

export interface Segment {
  readonly text: string
  readonly match: boolean
}

/** The text cut at the ranges (sorted, not overlapping): matched pieces and the plain ones between. */
export function highlightSegments(text: string, ranges: readonly TextRange[]): Segment[] {
  const out: Segment[] = []
  let at = 0
  for (const range of ranges) {
    if (range.start > at) out.push({ text: text.slice(at, range.start), match: false })
    out.push({ text: text.slice(range.start, range.end), match: true })
    at = range.end
  }
  if (at < text.length) out.push({ text: text.slice(at), match: false })
  return out
}
