/**
 * The demo saves its state once for a burst of changes: at the next idle moment, no sooner than
 * the gap after the previous save; at once when the page goes (flush); not at all when another
 * tab's state replaced it (cancel). Without timers every change saves at once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { coalescedSave, type SaveTimers } from '../../../../../fake-server/core/db/coalesced-save'
import { defaultStorageKey, saveGapMs } from '../../../../../fake-server/server'
import { inMemoryStorage } from '../../../support/memory-storage'
import { startFake } from '../../harness'

/** Idle moments stood in for by timeouts, on vitest's fake timers. */
const timeouts: SaveTimers = {
  later(run, delayMs) {
    const timer = setTimeout(run, delayMs)
    return () => clearTimeout(timer)
  },
  now: () => Date.now(),
}

describe('coalescedSave', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('saves a burst of changes once, at the next idle moment', () => {
    const save = vi.fn()
    const saves = coalescedSave(save, timeouts, 2_000)
    saves.request()
    saves.request()
    saves.request()
    expect(save).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(save).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10_000)
    expect(save).toHaveBeenCalledTimes(1)
  })

  it('leaves the gap between two saves, however many changes come in it', () => {
    const save = vi.fn()
    const saves = coalescedSave(save, timeouts, 2_000)
    saves.request()
    vi.advanceTimersByTime(0)
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(400)
      saves.request()
    }
    expect(save).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(399)
    expect(save).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(save).toHaveBeenCalledTimes(2)
  })

  it('flush saves a pending change at once, and only once', () => {
    const save = vi.fn()
    const saves = coalescedSave(save, timeouts, 2_000)
    saves.flush()
    expect(save).not.toHaveBeenCalled()
    saves.request()
    saves.flush()
    expect(save).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10_000)
    expect(save).toHaveBeenCalledTimes(1)
  })

  it('cancel forgets a pending change', () => {
    const save = vi.fn()
    const saves = coalescedSave(save, timeouts, 2_000)
    saves.request()
    saves.cancel()
    vi.advanceTimersByTime(10_000)
    saves.flush()
    expect(save).not.toHaveBeenCalled()
  })

  it('saves every change at once without timers', () => {
    const save = vi.fn()
    const saves = coalescedSave(save, undefined, 2_000)
    saves.request()
    saves.request()
    expect(save).toHaveBeenCalledTimes(2)
  })
})

describe('the fake server with save timers', () => {
  /** Idle moments the test hands out by hand (the server's requests run on real timers). */
  function manualTimers() {
    let now = 0
    const due = new Set<{ at: number; run: () => void }>()
    const timers: SaveTimers = {
      later(run, delayMs) {
        const entry = { at: now + delayMs, run }
        due.add(entry)
        return () => void due.delete(entry)
      },
      now: () => now,
    }
    const advance = (ms: number) => {
      now += ms
      for (const entry of [...due].filter((e) => e.at <= now)) {
        due.delete(entry)
        entry.run()
      }
    }
    return { timers, advance }
  }

  it('saves several changes once, and a pending one when flushed, so a reload finds them all', async () => {
    const storage = inMemoryStorage()
    const idle = manualTimers()
    const h = await startFake({ storage, saveTimers: idle.timers })
    const { token } = await h.loginDemo()
    idle.advance(saveGapMs)
    const writes = storage.writes
    await h.ok('LogEvent', { eventId: 'a', detail: 'saved-first' }, { token })
    await h.ok('LogEvent', { eventId: 'b', detail: 'saved-second' }, { token })
    idle.advance(saveGapMs - 1)
    expect(storage.writes).toBe(writes)
    idle.advance(1)
    expect(storage.writes).toBe(writes + 1)
    expect(storage.getItem(defaultStorageKey)?.includes('saved-second')).toBe(true)

    await h.ok('LogEvent', { eventId: 'c', detail: 'saved-on-flush' }, { token })
    expect(storage.getItem(defaultStorageKey)?.includes('saved-on-flush')).toBe(false)
    h.fake.flush()
    expect(storage.writes).toBe(writes + 2)
    const second = await startFake({ storage })
    const details = second.fake.db.analyticsEvent.findMany({ where: { kind: { equals: 'dash' } } }).map((e) => e.detail)
    expect(details).toEqual(expect.arrayContaining(['saved-first', 'saved-second', 'saved-on-flush']))
  })
})
