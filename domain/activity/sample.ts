/**
 * "Reviewed enough": a day's sample, its coverage, and "Delete the rest".
 *
 * The sample of a day is every item with a reason, plus a share of the others (the items with no
 * reason that the parent has not flagged), chosen by a seed. The screen makes the seed once per
 * child and day (any 32-bit integer, e.g. from `crypto.getRandomValues`) and keeps it with the
 * day (`DaySample`), so a reload shows the same sample. Each item's place in the draw is a hash of
 * the seed and its id, so items that arrive later (today's feed grows) leave the earlier choices
 * where they were.
 *
 * - `sampleDay(entries, seed, share)`: the sample (keys of every item to look at).
 * - `coverage(entries, sample, seenKeys, share)`: the meter ("You looked at 52 of 340; every item
 *   with a reason, and 1 in 10 of the rest") and whether every sampled item has been seen.
 * - `deleteTheRest(entries, sample, seenKeys)`: what "Delete the rest" removes: the items with no
 *   reason, not flagged, not in the sample. Offered only once every sampled item has been seen
 *   (the screen tracks the keys the parent has seen, e.g. shown in the grid or the lightbox);
 *   until then it says how many sampled items are still unseen. Never a flagged item, never an
 *   item with a reason, never a sampled item.
 */
import * as z from 'zod/mini'
import { deleteSelection, type DeleteSelection } from './delete'
import type { ReviewEntry } from './item-reasons'
import { SampleShare } from './review-item'

/** What the browser keeps with a day: its seed and the share chosen. */
export const DaySample = z.object({ seed: z.int(), share: SampleShare })
export type DaySample = z.infer<typeof DaySample>

/** How many of `n` items a share takes: rounded up, so any share above 0 of any item takes one. */
export function sampleCount(n: number, share: number): number {
  if (n <= 0 || share <= 0) return 0
  if (share >= 1) return n
  // 0.1 × 30 is 3.0000000000000004 in floating point: a millionth of slack keeps it 3.
  return Math.min(n, Math.ceil(n * share - 1e-6))
}

/** FNV-1a hash of a string (32 bits). */
function hashString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** An item's place in the draw for a seed: a 32-bit mix (the mulberry32 step) of the seed and its key. */
export function drawOrder(seed: number, key: string): number {
  let t = (seed ^ hashString(key)) + 0x6d2b79f5
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return (t ^ (t >>> 14)) >>> 0
}

/** Items that may be sampled at random: no reason and not flagged by the parent. */
export const isOrdinary = (entry: ReviewEntry): boolean => entry.reasons.length === 0 && !entry.item.flagged

/** The sample: every item with a reason and `sampleCount` of the ordinary ones, by draw order. */
export function sampleDay(entries: readonly ReviewEntry[], seed: number, share: number): ReadonlySet<string> {
  const sample = new Set<string>()
  const ordinary: { key: string; order: number }[] = []
  for (const entry of entries) {
    if (entry.reasons.length > 0) sample.add(entry.key)
    else if (isOrdinary(entry)) ordinary.push({ key: entry.key, order: drawOrder(seed, entry.key) })
  }
  ordinary.sort((a, b) => a.order - b.order || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  for (const { key } of ordinary.slice(0, sampleCount(ordinary.length, share))) sample.add(key)
  return sample
}

/** A share in words: "1 in 10", "3 in 10" style for tenths, else a percentage ("15 %"). */
export function shareWords(share: number): string {
  if (share <= 0) return 'none'
  if (share >= 1) return 'all'
  const oneIn = 1 / share
  if (Math.abs(oneIn - Math.round(oneIn)) < 1e-9) return `1 in ${Math.round(oneIn)}`
  const tenths = share * 10
  if (Math.abs(tenths - Math.round(tenths)) < 1e-9) return `${Math.round(tenths)} in 10`
  return `${Math.round(share * 1000) / 10} %`
}

export interface Coverage {
  /** Items of the day the parent has seen, and all of them. */
  readonly seen: number
  readonly total: number
  /** Items with a reason, and those seen. */
  readonly withReason: number
  readonly withReasonSeen: number
  /** Sampled items (reasons included), and those seen. */
  readonly sampled: number
  readonly sampledSeen: number
  /** Every sampled item seen: the day is reviewed enough. */
  readonly enough: boolean
  /** The meter's words, e.g. "You looked at 52 of 340; every item with a reason, and 1 in 10 of the rest". */
  readonly text: string
}

/** What the sample covers, in words: "every item with a reason, and 1 in 10 of the rest". */
export function sampleWords(withReason: number, share: number): string {
  const rest = shareWords(share)
  const ofRest = `${rest} of the rest`
  return withReason === 0 ? `no item has a reason; ${ofRest.replace(' of the rest', ' of the items')}` : `every item with a reason, and ${ofRest}`
}

export function coverage(entries: readonly ReviewEntry[], sample: ReadonlySet<string>, seenKeys: ReadonlySet<string>, share: number): Coverage {
  let seen = 0
  let withReason = 0
  let withReasonSeen = 0
  let sampled = 0
  let sampledSeen = 0
  for (const entry of entries) {
    const isSeen = seenKeys.has(entry.key)
    if (isSeen) seen++
    if (entry.reasons.length > 0) {
      withReason++
      if (isSeen) withReasonSeen++
    }
    if (sample.has(entry.key)) {
      sampled++
      if (isSeen) sampledSeen++
    }
  }
  const text = `You looked at ${seen} of ${entries.length}; ${sampleWords(withReason, share)}`
  return { seen, total: entries.length, withReason, withReasonSeen, sampled, sampledSeen, enough: sampledSeen === sampled, text }
}

export type DeleteTheRest =
  /** Offered: these entries go (through the chunked delete), `selection` is their delete input. */
  | { readonly offered: true; readonly entries: readonly ReviewEntry[]; readonly selection: DeleteSelection; readonly label: string }
  /** Not offered: sampled items are still unseen (`unseen` of them), or nothing is left to delete. */
  | { readonly offered: false; readonly why: 'unseen'; readonly unseen: number }
  | { readonly offered: false; readonly why: 'nothing' }

/** The button's words: "Delete the rest (288 items)". */
export const deleteTheRestLabel = (n: number): string => `Delete the rest (${n} ${n === 1 ? 'item' : 'items'})`

export function deleteTheRest(entries: readonly ReviewEntry[], sample: ReadonlySet<string>, seenKeys: ReadonlySet<string>): DeleteTheRest {
  let unseen = 0
  for (const entry of entries) if (sample.has(entry.key) && !seenKeys.has(entry.key)) unseen++
  if (unseen > 0) return { offered: false, why: 'unseen', unseen }
  const rest = entries.filter((entry) => isOrdinary(entry) && !sample.has(entry.key))
  if (rest.length === 0) return { offered: false, why: 'nothing' }
  return { offered: true, entries: rest, selection: deleteSelection(rest.map((e) => e.item)), label: deleteTheRestLabel(rest.length) }
}
