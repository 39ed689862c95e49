/**
 * Search across the window: case- and accent-insensitive, every word of the query, highlights in
 * the original text, results by day newest first.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { buildSearchIndex, highlightSegments, hitCount, queryWords, searchIndex } from '@domain/activity/search'
import { fold } from '@domain/activity/text-fold'
import { day0, hour, shot, typed } from '../../support/review-items'

const d = 24 * hour
const window = [
  typed(1, day0 + 10 * hour, 'Safari', 'Café near the École'),
  typed(2, day0 + 11 * hour, 'Notes', 'cafe list for Saturday'),
  typed(3, day0 - d + 9 * hour, 'Discord', 'see you at the CAFÉ'),
  typed(4, day0 - 2 * d, 'Pages', 'The water cycle'),
  shot(5, day0 + 12 * hour),
]
/** Built within each test, as the screen builds it for each loaded window. */
const indexOf = () => buildSearchIndex(window)

describe('searching typed text', () => {
  it('indexes typed text only, newest first', () => {
    expect(indexOf().docs.map((doc) => doc.entry.item.id.slice(-1))).toEqual(['2', '1', '3', '4'])
  })

  it('finds lines in any case and accent, by day newest first, newest item first', () => {
    const days = searchIndex(indexOf(), 'cafe')
    expect(days.map((x) => x.day)).toEqual([
      { year: 2026, month: 3, day: 14 },
      { year: 2026, month: 3, day: 13 },
    ])
    expect(days[0]!.hits.map((h) => h.entry.item.id.slice(-1))).toEqual(['2', '1'])
    expect(hitCount(days)).toBe(3)
    expect(searchIndex(indexOf(), 'ÉCOLE')).toHaveLength(1)
  })

  it('highlights the matches in the original text', () => {
    const hit = searchIndex(indexOf(), 'cafe ecole')[0]!.hits[0]!
    expect(hit.lineRanges).toEqual([
      { start: 0, end: 4 },
      { start: 14, end: 19 },
    ])
    expect(highlightSegments('Café near the École', hit.lineRanges)).toEqual([
      { text: 'Café', match: true },
      { text: ' near the ', match: false },
      { text: 'École', match: true },
    ])
    expect(highlightSegments('abc', [])).toEqual([{ text: 'abc', match: false }])
    expect(highlightSegments('abc', [{ start: 0, end: 3 }])).toEqual([{ text: 'abc', match: true }])
  })

  it('searches app names too, and needs every word somewhere', () => {
    const days = searchIndex(indexOf(), 'discord cafe')
    expect(hitCount(days)).toBe(1)
    const hit = days[0]!.hits[0]!
    expect(hit.appNameRanges).toEqual([{ start: 0, end: 7 }])
    expect(hit.lineRanges).toEqual([{ start: 15, end: 19 }])
    expect(hitCount(searchIndex(indexOf(), 'discord water'))).toBe(0)
  })

  it('finds nothing for a blank or punctuation-only query', () => {
    expect(searchIndex(indexOf(), '')).toEqual([])
    expect(searchIndex(indexOf(), '  ?! ')).toEqual([])
    expect(queryWords('Café café  CAFE')).toEqual(['cafe'])
    expect(queryWords('  ?! ')).toEqual([])
  })

  it('orders the days themselves newest first, when an item’s feed day does not follow its instant', () => {
    const late = { ...typed(7, day0 + 20 * hour, 'Notes', 'owl'), day: { year: 2026, month: 3, day: 12 } }
    const days = searchIndex(buildSearchIndex([late, typed(8, day0 - d, 'Notes', 'owl')]), 'owl')
    expect(days.map((x) => x.day.day)).toEqual([13, 12])
  })

  it('highlights the same ranges whatever the order of the query’s words', () => {
    const hits = (query: string) => searchIndex(indexOf(), query)[0]!.hits[0]!.lineRanges
    expect(hits('ecole cafe')).toEqual(hits('cafe ecole'))
    const one = buildSearchIndex([typed(1, day0, 'Notes', 'abcde')])
    expect(searchIndex(one, 'c abcde')[0]!.hits[0]!.lineRanges).toEqual([{ start: 0, end: 5 }])
  })

  it('joins matches that touch into one highlight', () => {
    const one = buildSearchIndex([typed(1, day0, 'Notes', 'abcd')])
    expect(searchIndex(one, 'ab cd')[0]!.hits[0]!.lineRanges).toEqual([{ start: 0, end: 4 }])
  })

  it('keeps the plain text after the last match', () => {
    expect(highlightSegments('abc', [{ start: 0, end: 1 }])).toEqual([
      { text: 'a', match: true },
      { text: 'bc', match: false },
    ])
  })

  it('merges overlapping matches into one highlight', () => {
    const one = buildSearchIndex([typed(1, day0, 'Notes', 'aaaa')])
    expect(searchIndex(one, 'aa a')[0]!.hits[0]!.lineRanges).toEqual([{ start: 0, end: 4 }])
  })

  it('finds exactly the lines whose folded text holds the query, and highlights text that folds to it', { tags: ['property'] }, () => {
    const chars = fc.constantFrom('a', 'b', 'é', 'É', 'c', ' ', '-', 'ß', 's', 'ç', 'o')
    const text = fc.array(chars, { maxLength: 12 }).map((a) => a.join(''))
    fc.assert(
      fc.property(
        fc.array(text, { minLength: 1, maxLength: 8 }),
        fc.array(chars, { minLength: 1, maxLength: 3 }).map((a) => a.join('')),
        (lines, query) => {
          const items = lines.map((line, n) => typed(n + 1, day0 + n * hour, 'Notes', line))
          const words = queryWords(query)
          const found = new Set(
            searchIndex(buildSearchIndex(items), query)
              .flatMap((x) => x.hits.map((h) => h))
              .map((h) => h.entry.item.id),
          )
          for (const item of items) {
            const line = item.item.case === 'keystrokeLine' ? item.item.line : ''
            const expected = words.length > 0 && words.every((w) => fold(line).includes(w) || fold('Notes').includes(w))
            expect(found.has(item.item.id)).toBe(expected)
          }
          for (const day of searchIndex(buildSearchIndex(items), query))
            for (const hit of day.hits) {
              const line = hit.entry.item.case === 'keystrokeLine' ? hit.entry.item.line : ''
              for (const r of hit.lineRanges) expect(words.some((w) => fold(line.slice(r.start, r.end)).includes(w))).toBe(true)
            }
        },
      ),
    )
  })
})
