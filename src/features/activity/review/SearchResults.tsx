/**
 * Search results across the window: grouped by day, newest first, each item with its matches
 * highlighted and a link to the item in its day feed (scrolled to and highlighted there).
 */
import { memo, useMemo } from 'react'
import type { ReviewEntry } from '@domain/activity/item-reasons'
import { type SearchDay, hitCount, highlightSegments } from '@domain/activity/search'
import type { TextRange } from '@domain/activity/text-fold'
import { formatIsoDate } from '@domain/calendar/dates'
import { clockTime, weekdayDate } from '@domain/time'
import { DayLink } from './links'

/** The most results drawn at once (a short query over two weeks of a large family finds thousands). */
export const shownResults = 200

function Highlighted({ text, ranges }: { text: string; ranges: readonly TextRange[] }) {
  return (
    <>
      {highlightSegments(text, ranges).map((segment, i) =>
        segment.match ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>,
      )}
    </>
  )
}

/** The days' hits, newest first, up to `cap` in all. */
export function firstHits<D extends { readonly day: unknown; readonly hits: readonly unknown[] }>(days: readonly D[], cap: number): D[] {
  const out: D[] = []
  let left = cap
  for (const day of days) {
    if (left <= 0) break
    const hits = day.hits.slice(0, left)
    left -= hits.length
    out.push({ ...day, hits })
  }
  return out
}

export interface SearchResultsProps {
  readonly query: string
  readonly days: readonly SearchDay<ReviewEntry>[]
  readonly userId: string | null
  readonly offset: number
  /** The children's names by id (the combined window names whose each result is). */
  readonly names: ReadonlyMap<string, string> | null
  /** Days still loading: the results may grow. */
  readonly partial: boolean
}

export const SearchResults = memo(function SearchResults({ query, days, userId, offset, names, partial }: SearchResultsProps) {
  const total = hitCount(days)
  const shown = useMemo(() => firstHits(days, shownResults), [days])
  return (
    <section className="search-results" aria-labelledby="search-results-title">
      <h3 id="search-results-title" className="search-results__title" aria-live="polite">
        {total === 0
          ? `No typed text or app matches “${query.trim()}”${partial ? ' in the days loaded so far' : ''}`
          : `${total} ${total === 1 ? 'result' : 'results'} for “${query.trim()}”${partial ? ' so far' : ''}`}
      </h3>
      {total > shownResults && <p className="muted">Showing the newest {shownResults}. Add a word to narrow the search.</p>}
      {shown.map(({ day: date, hits }) => {
        return (
          <div key={formatIsoDate(date)} className="search-results__day">
            <h4>{weekdayDate(date)}</h4>
            <ol className="search-results__list">
              {hits.map((hit) => {
                const { entry } = hit
                if (entry.item.case !== 'keystrokeLine') return null
                const who = names?.get(entry.childId)
                return (
                  <li key={entry.key}>
                    <DayLink userId={userId} date={entry.day} item={entry.item.id} className="search-hit">
                      <span className="search-hit__head">
                        <span className="search-hit__app">
                          <Highlighted text={entry.item.appName} ranges={hit.appNameRanges} />
                        </span>
                        <span className="search-hit__when">
                          {who ? `${who}, ` : ''}
                          {clockTime(entry.at, { offsetMinutes: offset })}
                        </span>
                      </span>
                      <span className="search-hit__line">
                        <Highlighted text={entry.item.line} ranges={hit.lineRanges} />
                      </span>
                    </DayLink>
                  </li>
                )
              })}
            </ol>
          </div>
        )
      })}
    </section>
  )
})
