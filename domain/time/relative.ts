/**
 * How long ago (or how soon) an instant is, in one wording everywhere: the largest whole bucket
 * of year, month, day, hour, minute and second, in English "auto" words ('now', 'in 7 minutes',
 * '2 minutes ago', 'yesterday', 'last month'). Pure: the caller passes both instants.
 */

export type RelativeUnit = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second'

const second = 1_000
const minute = 60 * second
const hour = 60 * minute
const day = 24 * hour

/** The buckets, largest first: a year counts 365 days, a month 30. */
export const relativeBuckets: readonly { readonly unit: RelativeUnit; readonly ms: number }[] = [
  { unit: 'year', ms: 365 * day },
  { unit: 'month', ms: 30 * day },
  { unit: 'day', ms: day },
  { unit: 'hour', ms: hour },
  { unit: 'minute', ms: minute },
  { unit: 'second', ms: second },
]

export interface RelativeTime {
  /** Whole units; negative for the future. 0 with unit 'second' means now. */
  readonly value: number
  readonly unit: RelativeUnit
}

/** How long ago `thenMs` was at `nowMs`, in the largest bucket that fits at least once. */
export function relativeTime(thenMs: number, nowMs: number): RelativeTime {
  const diff = nowMs - thenMs
  const size = Math.abs(diff)
  for (const bucket of relativeBuckets) {
    if (size >= bucket.ms) return { value: Math.sign(diff) * Math.floor(size / bucket.ms), unit: bucket.unit }
  }
  return { value: 0, unit: 'second' }
}

let words: Intl.RelativeTimeFormat | undefined

/** 'now', '2 minutes ago', 'yesterday', 'in 7 minutes'. */
export function relativeWords(thenMs: number, nowMs: number): string {
  const { value, unit } = relativeTime(thenMs, nowMs)
  words ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
  // relativeTime counts the past as positive; Intl counts the future as positive (and words -0
  // as 0: 'now').
  return words.format(-value, unit)
}
