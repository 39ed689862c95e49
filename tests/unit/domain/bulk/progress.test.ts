/**
 * A bulk action's progress: items done or failed with why, '12 of 40', a screen reader told at
 * each quarter only, Cancel (asked, then stopped, what is done stays), a required item whose
 * failure leaves the rest unsent, Try again for the failed items only, and what the parent is
 * shown at each point.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type BulkState,
  bulkCounts,
  bulkView,
  failedText,
  itemDone,
  itemFailed,
  progressText,
  retried,
  retryKeys,
  settled,
  spokenProgress,
  startBulk,
  stopAsked,
  waitingFail,
  waitingKeys,
} from '@domain/bulk/progress'

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `k${i + 1}`, label: `site${i + 1}.org` }))
/** `done` items done, then `failed` failed, of `n`. */
function after(n: number, done: number, failed = 0): BulkState {
  let state = startBulk(items(n))
  for (let i = 1; i <= done; i++) state = itemDone(state, `k${i}`)
  for (let i = done + 1; i <= done + failed; i++) state = itemFailed(state, `k${i}`, 'The server had a problem (error 500)')
  return state
}

describe('starting and counting', () => {
  it('starts with every item waiting, running', () => {
    const state = startBulk(items(3))
    expect(state).toEqual({
      phase: 'running',
      items: [
        { key: 'k1', label: 'site1.org', status: 'waiting' },
        { key: 'k2', label: 'site2.org', status: 'waiting' },
        { key: 'k3', label: 'site3.org', status: 'waiting' },
      ],
    })
    expect(waitingKeys(state)).toEqual(['k1', 'k2', 'k3'])
    expect(bulkCounts(state)).toEqual({ total: 3, done: 0, failed: 0, settled: 0 })
  })

  it('counts done and failed items; the others wait', () => {
    const state = after(40, 9, 3)
    expect(bulkCounts(state)).toEqual({ total: 40, done: 9, failed: 3, settled: 12 })
    expect(progressText(state)).toBe('12 of 40')
    expect(failedText(state)).toBe('3 failed')
    expect(failedText(after(40, 12))).toBe('')
    expect(waitingKeys(state)).toHaveLength(28)
    expect(waitingKeys(state)[0]).toBe('k13')
  })

  it('a failed item keeps why; done forgets it; only the named item changes', () => {
    const failed = itemFailed(startBulk(items(2)), 'k2', 'Keychain not found.')
    expect(failed.items).toEqual([
      { key: 'k1', label: 'site1.org', status: 'waiting' },
      { key: 'k2', label: 'site2.org', status: 'failed', reason: 'Keychain not found.' },
    ])
    expect(itemDone(failed, 'k2').items[1]).toEqual({ key: 'k2', label: 'site2.org', status: 'done' })
  })
})

describe('what a screen reader hears', () => {
  it('the count at each quarter of the way and at the end, not at every item', () => {
    const spoken = Array.from({ length: 41 }, (_, n) => spokenProgress(after(40, n)))
    expect(new Set(spoken)).toEqual(new Set(['0 of 40', '10 of 40', '20 of 40', '30 of 40', '40 of 40']))
    expect(spoken[9]).toBe('0 of 40')
    expect(spoken[10]).toBe('10 of 40')
    expect(spoken[39]).toBe('30 of 40')
    expect(spoken[40]).toBe('40 of 40')
  })

  it('rounds a quarter up, and says every item of a short action', () => {
    // 10 items: a quarter is 3.
    expect([0, 2, 3, 5, 6, 8, 9, 10].map((n) => spokenProgress(after(10, n)))).toEqual([
      '0 of 10',
      '0 of 10',
      '3 of 10',
      '3 of 10',
      '6 of 10',
      '6 of 10',
      '9 of 10',
      '10 of 10',
    ])
    expect([0, 1, 2, 3].map((n) => spokenProgress(after(3, n)))).toEqual(['0 of 3', '1 of 3', '2 of 3', '3 of 3'])
  })

  it('changes at most five times, never runs back, and ends on the total', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), (total) => {
        let state = startBulk(items(total))
        const spoken = [0]
        for (let n = 1; n <= total; n++) {
          state = itemDone(state, `k${n}`)
          spoken.push(Number(spokenProgress(state).split(' ')[0]))
        }
        const changes = spoken.filter((s, i) => i > 0 && s !== spoken[i - 1]).length
        expect(changes).toBeLessThanOrEqual(Math.min(total, 5))
        for (let i = 1; i < spoken.length; i++) expect(spoken[i]).toBeGreaterThanOrEqual(spoken[i - 1]!)
        spoken.forEach((s, n) => expect(s).toBeLessThanOrEqual(n))
        expect(spoken[total]).toBe(total)
      }),
    )
  })
})

describe('Cancel and the end', () => {
  it('asked to stop, then stopped: what is done stays, the rest waits', () => {
    const asked = stopAsked(after(5, 2))
    expect(asked.phase).toBe('stopping')
    expect(bulkView(asked)).toBe('stopping')
    const stopped = settled(asked)
    expect(stopped.phase).toBe('stopped')
    expect(bulkCounts(stopped)).toEqual({ total: 5, done: 2, failed: 0, settled: 2 })
    expect(bulkView(stopped)).toBe('stopped')
  })

  it('only a running action can be asked to stop', () => {
    const finished = settled(after(2, 2))
    expect(finished.phase).toBe('finished')
    expect(stopAsked(finished)).toBe(finished)
    const stopped = settled(stopAsked(after(2, 1)))
    expect(stopAsked(stopped)).toBe(stopped)
  })

  it('shows the progress while it runs, then what failed, else stopped, else done', () => {
    expect(bulkView(after(3, 3))).toBe('running')
    expect(bulkView(settled(after(3, 3)))).toBe('done')
    expect(bulkView(settled(after(3, 2, 1)))).toBe('failed')
    // Stopped with a failure: what failed comes first.
    expect(bulkView(settled(stopAsked(after(3, 0, 1))))).toBe('failed')
    // Stopped during the last call: every item done.
    expect(bulkView(settled(stopAsked(after(3, 3))))).toBe('done')
    expect(bulkView(settled(startBulk([])))).toBe('done')
  })
})

describe('a required item and Try again', () => {
  it('a required item failed: the items still waiting fail with its reason', () => {
    const state = waitingFail(after(4, 1, 1), 'Not sent, as “Save the key” failed')
    expect(state.items.map((i) => [i.status, i.reason])).toEqual([
      ['done', undefined],
      ['failed', 'The server had a problem (error 500)'],
      ['failed', 'Not sent, as “Save the key” failed'],
      ['failed', 'Not sent, as “Save the key” failed'],
    ])
    expect(retryKeys(state)).toEqual(['k2', 'k3', 'k4'])
  })

  it('Try again: the failed items wait again and it runs; the done ones stay done', () => {
    const ended = settled(after(5, 2, 2))
    expect(retryKeys(ended)).toEqual(['k3', 'k4'])
    const again = retried(ended)
    expect(again.phase).toBe('running')
    expect(again.items.map((i) => i.status)).toEqual(['done', 'done', 'waiting', 'waiting', 'waiting'])
    expect(again.items[2]).toEqual({ key: 'k3', label: 'site3.org', status: 'waiting' })
  })

  it('nothing failed: Try again changes nothing', () => {
    const stopped = settled(stopAsked(after(3, 1)))
    expect(retryKeys(stopped)).toEqual([])
    expect(retried(stopped)).toBe(stopped)
  })
})
