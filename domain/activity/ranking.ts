/**
 * "Needs a look first": the order of review.
 *
 * `rankEntries(entries)` sorts entries made by `reviewEntries` (./item-reasons.ts): the higher
 * score first, then the earlier item, then the smaller id; so the items with a reason come first,
 * heaviest reasons on top, and the items without one follow in time order. It returns a new
 * array holding every entry once (O(n log n); the reasons are computed beforehand, once).
 *
 * `splitByReason(ranked)` cuts a ranked list into the part that may need a look (shown under
 * `needsALookHeading`, ./reasons.ts) and the rest.
 */
import type { ReviewEntry } from './item-reasons'

/** Score descending, then time, then id (the precomputed key): a total order on entries with distinct ids. */
export const compareEntries = (a: ReviewEntry, b: ReviewEntry): number =>
  b.score - a.score || a.at - b.at || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)

/** The entries in review order (a new array; the input is left as it is). */
export const rankEntries = <E extends ReviewEntry>(entries: readonly E[]): E[] => [...entries].sort(compareEntries)

/** A ranked list cut in two: the items with a reason, then the rest (both keep their order). */
export function splitByReason<E extends ReviewEntry>(ranked: readonly E[]): { readonly needsALook: E[]; readonly rest: E[] } {
  const needsALook: E[] = []
  const rest: E[] = []
  for (const entry of ranked) (entry.reasons.length > 0 ? needsALook : rest).push(entry)
  return { needsALook, rest }
}

/** Entries of one day (as the feed's day), e.g. to rank a day page. */
export const entriesOfDay = <E extends ReviewEntry>(entries: readonly E[], day: { year: number; month: number; day: number }): E[] =>
  entries.filter((e) => e.day.year === day.year && e.day.month === day.month && e.day.day === day.day)
