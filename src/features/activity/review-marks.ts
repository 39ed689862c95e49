/**
 * What smarter review adds to the items of a day, for the feed and the grid to show: the reasons
 * an item may need a look (in words), whether it is in the day's sample, and the item the page
 * was opened at (a search result, an item of the "May need a look" list).
 */
import { createContext, useContext } from 'react'

export interface ReviewMarks {
  /** The reasons' words for an item (by lower-case id); none when it has none or ranking is off. */
  readonly reasonsOf: (key: string) => readonly string[] | undefined
  /** Whether the item is in the day's sample. */
  readonly inSample: (key: string) => boolean
  /** The item the page was opened at (lower-case id), shown highlighted. */
  readonly highlighted: string | null
}

const none: ReviewMarks = { reasonsOf: () => undefined, inSample: () => false, highlighted: null }

export const ReviewMarksContext = createContext<ReviewMarks>(none)

export const useReviewMarks = (): ReviewMarks => useContext(ReviewMarksContext)

/** The reasons' words as a screen reader hears them after the item's name. */
export const reasonsLabel = (reasons: readonly string[] | undefined): string =>
  reasons && reasons.length > 0 ? `, may need a look: ${reasons.join('; ')}` : ''
