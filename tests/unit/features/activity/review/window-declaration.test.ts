/**
 * The two weeks' data declaration (`queries.activityWindow`) asks for each day exactly what that
 * day's page declares (src/features/activity/queries.ts): the same key, operation and input, so
 * a day the window loaded is the day page's answer and the other way round. Its days go out
 * three at a time, and another child or other days make another window.
 */
import { describe, expect, it } from 'vitest'
import { windowDays } from '@domain/activity/review-window'
import { formatUrlDate, parseUrlDate } from '@domain/calendar/dates'
import { activityWindowLane, queries } from '../../../../../src/data/queries'
import type { QuerySettings } from '../../../../../src/data/route-data'
import { childActivityDayData, combinedActivityDayData } from '../../../../../src/features/activity/queries'

const leo = 'C0000000-0000-4000-8000-000000000002'
const today = parseUrlDate('03-11-2026')!
const days = windowDays(today)
const settings = (offset: number): QuerySettings => ({ apiProfile: 'current', activityDayOffset: offset, isNewDraft: () => false })
const declared = ({ key, op, input }: { key: string; op: string; input: unknown }) => ({ key, op, input })

describe('the two weeks’ declaration', () => {
  it.each([0, 300, -330])('reads each of a child’s 14 days as its day page declares it (offset %i)', (offset) => {
    const window = queries.activityWindow(leo, days, offset)
    expect(window.reads.map((r) => r.key)).toHaveLength(14)
    window.reads.forEach((read, i) => {
      const urlDate = formatUrlDate(days[i]!)
      const page = childActivityDayData.queries({ userId: leo, urlDate }, queries, settings(offset)).feed
      expect(declared(read)).toEqual(declared(page!))
      expect(read.lane).toBe(activityWindowLane)
    })
  })

  it('reads every child’s days as the combined day pages declare them', () => {
    const window = queries.activityWindow(null, days, 300)
    window.reads.forEach((read, i) => {
      const page = combinedActivityDayData.queries({ urlDate: formatUrlDate(days[i]!) }, queries, settings(300)).feeds
      expect(declared(read)).toEqual(declared(page!))
    })
  })

  it('is named by its child and its days; three days go out at a time', () => {
    const key = queries.activityWindow(leo, days, 0).key
    expect(queries.activityWindow(leo, days, 0).key).toBe(key)
    expect(queries.activityWindow(null, days, 0).key).not.toBe(key)
    expect(queries.activityWindow(leo, windowDays(parseUrlDate('03-12-2026')!), 0).key).not.toBe(key)
    expect(activityWindowLane.max).toBe(3)
  })
})
