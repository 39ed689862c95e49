// @vitest-environment happy-dom
/**
 * The two weeks across midnight, on the engine's clock: when today changes while the window is
 * open, the window moves on by one day. The new day is asked for, the day that left is let go,
 * and the twelve others keep what they have: no day is asked for again, and a day that failed
 * stays failed with its Try again free to use (not busy) until the parent asks.
 */
import { act, render } from '@testing-library/react'
import { useMemo } from 'react'
import { afterEach, expect, it } from 'vitest'
import { windowDays } from '@domain/activity/review-window'
import { ok } from '@domain/api/errors'
import { addDays, formatUrlDate, localDayRange, parseUrlDate } from '@domain/calendar/dates'
import { createDataEngine } from '../../../../../src/data/engine'
import { cacheKeys, queries } from '../../../../../src/data/queries'
import { setDataEngine } from '../../../../../src/data/runtime'
import { type WindowResult, useWindowQuery } from '../../../../../src/data/window'
import { useToday } from '../../../../../src/features/activity/review/TwoWeeks'
import { fakeApi, serverError } from '../../../data/fake-api'
import { virtualClock } from '../../../data/virtual'

const childId = 'C0000000-0000-4000-8000-00000000000A'
const feed = { userName: 'Leo', showSuspensionActivity: true, numDeleted: 0, items: [] }
const rangeStart = (input: unknown) => (input as { range: { start: string } }).range.start
const today = parseUrlDate('03-11-2026')!
const failingDay = addDays(today, -5)

let restore: ReturnType<typeof setDataEngine> = null
afterEach(() => {
  if (restore) setDataEngine(restore)
  restore = null
})

it('when today changes, only the new day is asked for, and a failed day still offers its Try again', async () => {
  const clock = virtualClock()
  // 23:59:30 on the 11th, in UTC (the window counts days at offset 0 here).
  clock.scheduler.frame = Date.UTC(2026, 2, 11, 23, 59, 30)
  let failing = true
  const failStart = localDayRange(failingDay, 0).start
  const api = fakeApi(clock, (_op, input) => (failing && rangeStart(input) === failStart ? { ok: false, error: serverError } : ok(feed)))
  api.latencyMs = 100
  const engine = createDataEngine({ call: api.call, scheduler: clock.scheduler, drafts: null })
  restore = setDataEngine(engine)
  let shown: WindowResult<unknown> = { reads: [], total: 0, settled: 0, failed: 0 }
  function Window() {
    const day = useToday(0)
    const days = useMemo(() => windowDays(day), [day])
    shown = useWindowQuery(useMemo(() => queries.activityWindow(childId, days, 0), [days]))
    return null
  }
  render(<Window />)
  // Every day answered but the failing one, which failed after its retries.
  await act(() => clock.advance(20_000))
  const failedKey = cacheKeys.userActivityDay(childId, formatUrlDate(failingDay))
  expect(shown).toMatchObject({ total: 14, settled: 14, failed: 1 })
  expect(shown.reads.find((r) => r.key === failedKey)).toMatchObject({ status: 'error', isFetching: false })

  // Midnight passes, and the page's minute tick sees the 12th.
  const before = api.count()
  await act(() => clock.advance(60_000))
  // The new window's reads mount once it has rendered; give the new day time to answer.
  await act(() => clock.advance(1_000))
  const asked = api.calls.slice(before).map((c) => rangeStart(c.input))
  expect(asked).toEqual([localDayRange(addDays(today, 1), 0).start])
  expect(shown.reads.map((r) => r.key)).toEqual(windowDays(addDays(today, 1)).map((d) => cacheKeys.userActivityDay(childId, formatUrlDate(d))))
  expect(shown).toMatchObject({ total: 14, settled: 14, failed: 1 })
  const failed = shown.reads.find((r) => r.key === failedKey)!
  expect(failed).toMatchObject({ status: 'error', isFetching: false })
  expect(engine.mountedKeys()).not.toContain(cacheKeys.userActivityDay(childId, formatUrlDate(addDays(today, -13))))

  // The parent tries the failed day again, and it loads.
  failing = false
  await act(async () => {
    void failed.refetch()
    await clock.advance(1_000)
  })
  expect(shown).toMatchObject({ total: 14, settled: 14, failed: 0 })
})
