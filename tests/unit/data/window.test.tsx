// @vitest-environment happy-dom
/**
 * The activity window: two weeks of day feeds read under the day pages' own keys, three at a
 * time (the lane), each day settling on its own; a failed day is reported with its own Try again
 * while the others load; the hook mounts the days while shown and reports them in order.
 */
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ok } from '@domain/api/errors'
import { addDays, localDayRange, parseUrlDate, type PlainDate } from '@domain/calendar/dates'
import { activityWindowLane, cacheKeys, queries } from '../../../src/data/queries'
import { createDataEngine } from '../../../src/data/engine'
import { setDataEngine } from '../../../src/data/runtime'
import { type WindowResult, useWindowQuery, windowResult } from '../../../src/data/window'
import type { QueryResult } from '../../../src/data/engine'
import { fakeApi, serverError } from './fake-api'
import { virtualClock } from './virtual'

const childId = 'C0000000-0000-4000-8000-00000000000A'
const today = parseUrlDate('03-18-2026')!
const days: PlainDate[] = Array.from({ length: 14 }, (_, i) => addDays(today, -i))
const feed = { userName: 'Leo', showSuspensionActivity: true, numDeleted: 0, items: [] }
const rangeStart = (input: unknown) => (input as { range: { start: string } }).range.start

function setup(failing: (input: unknown) => boolean = () => false) {
  const clock = virtualClock()
  const api = fakeApi(clock, (_op, input) => (failing(input) ? { ok: false, error: serverError } : ok(feed)))
  api.latencyMs = 100
  // How many feeds are out at once, and the most there ever were.
  let out = 0
  let most = 0
  const counted = ((op: never, input: never) => {
    out++
    most = Math.max(most, out)
    return api.call(op, input).finally(() => out--)
  }) as typeof api.call
  const engine = createDataEngine({ call: counted, scheduler: clock.scheduler, drafts: null })
  return { clock, api, engine, most: () => most }
}

let restore: ReturnType<typeof setDataEngine> = null
afterEach(() => {
  if (restore) setDataEngine(restore)
  restore = null
})

describe('the activity window', () => {
  it('reads each day under the key of its day page, with the page’s range', () => {
    const child = queries.activityWindow(childId, days, 300)
    expect(child.reads).toHaveLength(14)
    expect(child.reads[0]!.key).toBe(cacheKeys.userActivityDay(childId, '03-18-2026'))
    expect(child.reads[13]!.key).toBe(cacheKeys.userActivityDay(childId, '03-05-2026'))
    expect(child.reads[0]!.input).toEqual({ userId: childId, range: localDayRange(today, 300) })
    expect(child.reads.every((r) => r.lane === activityWindowLane)).toBe(true)
    const all = queries.activityWindow(null, days, 0)
    expect(all.reads[1]!.key).toBe(cacheKeys.combinedActivityDay('03-17-2026'))
    expect(all.reads[1]!.op).toBe('CombinedUsersActivityFeed')
    // Another child, or other days, is another window.
    expect(all.key).not.toBe(child.key)
    expect(queries.activityWindow(childId, days.slice(1), 300).key).not.toBe(child.key)
    expect(activityWindowLane.max).toBe(3)
  })

  it('asks three days at a time, and every day gets its answer', async () => {
    const { clock, engine, most } = setup()
    const window = queries.activityWindow(childId, days, 0)
    for (const read of window.reads) engine.mount(read)
    await clock.settle()
    expect(most()).toBe(3)
    await clock.advance(1_000)
    expect(most()).toBe(3)
    const results = window.reads.map((r) => engine.queryResult(r.key))
    expect(results.every((r) => r.status === 'success')).toBe(true)
  })

  it('a failing day settles as failed and holds back none of the others; Try again asks again', async () => {
    const failDay = localDayRange(days[4]!, 0).start
    let failing = true
    const { clock, engine, most } = setup((input) => failing && rangeStart(input) === failDay)
    const window = queries.activityWindow(childId, days, 0)
    for (const read of window.reads) engine.mount(read)
    await clock.advance(20_000)
    const results = () => window.reads.map((r) => engine.queryResult(r.key))
    const summary = windowResult(
      window.reads.map((r) => r.key),
      results(),
      null,
    )
    expect(summary).toMatchObject({ total: 14, settled: 14, failed: 1 })
    expect(summary.reads[4]!.status).toBe('error')
    expect(most()).toBeLessThanOrEqual(3)
    failing = false
    void summary.reads[4]!.refetch()
    await clock.advance(1_000)
    expect(
      windowResult(
        window.reads.map((r) => r.key),
        results(),
        summary,
      ),
    ).toMatchObject({ settled: 14, failed: 0 })
  })
})

describe('windowResult', () => {
  const result = (status: QueryResult<number>['status']): QueryResult<number> => ({
    status,
    data: status === 'success' ? 1 : undefined,
    error: status === 'error' ? serverError : undefined,
    isFetching: false,
    updatedAt: undefined,
    fromDevice: false,
    refetch: () => Promise.resolve(),
  })

  it('counts what settled and what failed, in order, and stays the same object while nothing changed', () => {
    const results = [result('success'), result('loading'), result('error')]
    const first = windowResult(['a', 'b', 'c'], results, null)
    expect(first).toMatchObject({ total: 3, settled: 2, failed: 1 })
    expect(first.reads.map((r) => [r.key, r.status])).toEqual([
      ['a', 'success'],
      ['b', 'loading'],
      ['c', 'error'],
    ])
    expect(windowResult(['a', 'b', 'c'], [...results], first)).toBe(first)
    const next = windowResult(['a', 'b', 'c'], [results[0]!, result('success'), results[2]!], first)
    expect(next).not.toBe(first)
    expect(next).toMatchObject({ settled: 3, failed: 1 })
    expect(windowResult(['a', 'b', 'x'], [results[0]!, results[1]!, results[2]!], first)).not.toBe(first)
  })

  it('an empty window has settled nothing', () => {
    expect(windowResult([], [], null)).toMatchObject({ total: 0, settled: 0, failed: 0 })
  })
})

describe('useWindowQuery', () => {
  it('mounts the days while shown, reports them as they arrive, and lets them go when gone', async () => {
    const { clock, engine } = setup()
    restore = setDataEngine(engine)
    const window = queries.activityWindow(childId, days.slice(0, 4), 0)
    const seen: WindowResult<unknown>[] = []
    function Probe() {
      const result = useWindowQuery(window)
      seen.push(result)
      return <p>{`${result.settled} of ${result.total}`}</p>
    }
    const { unmount } = render(<Probe />)
    expect(screen.getByText('0 of 4')).toBeTruthy()
    expect(engine.mountedKeys().sort()).toEqual(window.reads.map((r) => r.key).sort())
    await act(() => clock.advance(500))
    expect(screen.getByText('4 of 4')).toBeTruthy()
    expect(seen.at(-1)!.reads.map((r) => r.key)).toEqual(window.reads.map((r) => r.key))
    unmount()
    expect(engine.mountedKeys()).toEqual([])
  })

  it('null reads nothing', () => {
    const { engine } = setup()
    restore = setDataEngine(engine)
    function Probe() {
      const result = useWindowQuery(null)
      return <p>{`${result.total}`}</p>
    }
    const { unmount } = render(<Probe />)
    expect(screen.getByText('0')).toBeTruthy()
    expect(engine.mountedKeys()).toEqual([])
    unmount()
  })
})
