/**
 * Activity on the wire: screenshots and typed-text lines, the day summaries and the day feeds.
 */
import * as z from 'zod/mini'
import { ActivityItemId } from '../ids'
import { Int, IsoDate, NonNegativeInt, opt } from './scalars'

const activityItemCommon = {
  id: ActivityItemId,
  ids: z.array(ActivityItemId),
  duringSuspension: z.boolean(),
  flagged: z.boolean(),
  createdAt: IsoDate,
  deletedAt: opt(IsoDate),
}
export const ScreenshotItem = z.lazy(() =>
  z.object({
    case: z.literal('screenshot'),
    ...activityItemCommon,
    url: z.string(),
    width: Int,
    height: Int,
  }),
)
export const KeystrokeLineItem = z.lazy(() =>
  z.object({
    case: z.literal('keystrokeLine'),
    ...activityItemCommon,
    appName: z.string(),
    line: z.string(),
  }),
)
export const UserActivityItem = z.lazy(() => z.discriminatedUnion('case', [ScreenshotItem, KeystrokeLineItem]))
export type ScreenshotItem = z.infer<typeof ScreenshotItem>
export type KeystrokeLineItem = z.infer<typeof KeystrokeLineItem>
export type UserActivityItem = z.infer<typeof UserActivityItem>

/**
 * One day of a summary: `date` is the first instant of the day as the server counts days,
 * `numApproved` the reviewed items, `numFlagged` the flagged ones, `numTotal` all of them.
 */
export const ActivityDay = z.lazy(() =>
  z.object({
    date: IsoDate,
    numApproved: NonNegativeInt,
    numFlagged: NonNegativeInt,
    numTotal: NonNegativeInt,
  }),
)
export type ActivityDay = z.infer<typeof ActivityDay>

export const ActivityFeed = z.lazy(() =>
  z.object({
    userName: z.string(),
    showSuspensionActivity: z.boolean(),
    numDeleted: NonNegativeInt,
    items: z.array(UserActivityItem),
  }),
)
export type ActivityFeed = z.infer<typeof ActivityFeed>

/** `Date.toISOString()` form, which the feed ranges require (milliseconds included). */
export const rangeInstantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

/** Activity feed range: the server lists items with `start < createdAt ≤ end`. */
export const DateRange = z.lazy(() =>
  z.object({
    start: z.string().check(z.regex(rangeInstantPattern)),
    end: z.string().check(z.regex(rangeInstantPattern)),
  }),
)
export type DateRange = z.infer<typeof DateRange>
