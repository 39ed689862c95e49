/**
 * What smarter review keeps in this browser, for each parent (the screens say so):
 * - the review preferences (concern lists, own words, late-night hours, the sample's share);
 * - each reviewed day's sample (its seed and share, so a reload shows the same sample) and the
 *   items the parent has looked at, kept three weeks (screenshots are kept two);
 * - how a day is shown (list or grid, time order or "may need a look" first), for every parent;
 * - whether the two weeks are open on the activity pages, for this tab.
 */
import '../../../zod-setup'
import * as z from 'zod/mini'
import { idKey } from '@domain/api/ids'
import { DaySample } from '@domain/activity/sample'
import { ReviewPreferences, defaultReviewPreferences } from '@domain/activity/review-item'
import { type StoredValue, adminId, flagCodec, storedValue, textCodec, useStoredValue } from '../../../data'

const perParent = new Map<string, StoredValue<unknown>>()

/** One declaration per parent and name, shared by every reader. */
function parentValue<T>(name: string, make: (key: string) => StoredValue<T>): StoredValue<T> {
  const owner = adminId()
  const key = `gatehouse.review.${owner ? idKey(owner) : 'nobody'}.${name}`
  let value = perParent.get(key) as StoredValue<T> | undefined
  if (!value) {
    value = make(key)
    perParent.set(key, value as StoredValue<unknown>)
  }
  return value
}

/** The signed-in parent's review preferences (invalid or absent: the defaults). */
export const reviewPreferences = (): StoredValue<ReviewPreferences> =>
  parentValue('preferences', (key) => storedValue({ key, schema: ReviewPreferences, default: defaultReviewPreferences }))

/**
 * A reviewed day, as kept: its sample, the keys of the items looked at, the sample's keys when
 * "Delete the rest" removed the others (they stay in the sample whatever the draw says once
 * fewer items are left), and when it was last kept (ms).
 */
export const KeptDay = z.object({
  sample: z.optional(DaySample),
  seen: z.array(z.string()),
  kept: z.optional(z.array(z.string())),
  keptAt: z.number(),
})
export type KeptDay = z.infer<typeof KeptDay>

const KeptDays = z.record(z.string(), KeptDay)
export type KeptDays = z.infer<typeof KeptDays>

/** How long a reviewed day is kept after its last change: three weeks (items are kept two). */
export const keptDayMs = 21 * 86_400_000

/** The signed-in parent's reviewed days, by `dayKey`. */
export const keptDays = (): StoredValue<KeptDays> => parentValue('days', (key) => storedValue<KeptDays>({ key, schema: KeptDays, default: {} }))

/** A day page's key: the child's (or "all" on the combined page) and the day. */
export const dayKey = (childId: string | null, urlDate: string): string => `${childId === null ? 'all' : idKey(childId)}/${urlDate}`

/** The days with `day` changed (null: forgotten), without those older than three weeks at `now`. */
export function withDay(days: KeptDays, key: string, day: KeptDay | null, now: number): KeptDays {
  const next: KeptDays = {}
  for (const [k, v] of Object.entries(days)) if (k !== key && now - v.keptAt < keptDayMs) next[k] = v
  if (day) next[key] = day
  return next
}

export type DayView = 'list' | 'grid'
export type DayOrder = 'time' | 'rank'

/** List or grid on the day pages. */
export const dayView = storedValue<DayView>({
  key: 'gatehouse.activity.day-view',
  schema: z.enum(['list', 'grid']),
  default: 'list',
  codec: textCodec,
})

/** Time order, or "may need a look" first, on the day pages. */
export const dayOrder = storedValue<DayOrder>({
  key: 'gatehouse.activity.day-order',
  schema: z.enum(['time', 'rank']),
  default: 'time',
  codec: textCodec,
})

/** The parent opened the two weeks on an activity page (this tab: the next one opens them too). */
export const windowOpen = storedValue({
  key: 'gatehouse.activity.two-weeks-open',
  schema: z.boolean(),
  default: false,
  codec: flagCodec('1'),
  areas: ['session'],
})

export const useDayView = () => useStoredValue(dayView)
export const useDayOrder = () => useStoredValue(dayOrder)
export const useWindowOpen = () => useStoredValue(windowOpen)
export const useReviewPreferences = () => useStoredValue(reviewPreferences())
export const useKeptDays = () => useStoredValue(keptDays())
