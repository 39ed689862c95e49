/**
 * Relative times as Home writes them: the largest whole bucket (year, month, day, hour, minute,
 * second), in English "auto" wording: 'now', 'in 7 minutes', '2 minutes ago', 'yesterday'.
 * Pure: the caller passes both instants.
 */
import { relativeTime } from '../security/events'

const words = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })

export function relativeWords(thenMs: number, nowMs: number): string {
  const { value, unit } = relativeTime(thenMs, nowMs)
  // relativeTime counts the past as positive; Intl counts the future as positive (and words -0
  // as 0: 'now').
  return words.format(-value, unit)
}
