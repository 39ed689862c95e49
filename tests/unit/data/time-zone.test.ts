/**
 * The parent's time zone: the engine learns it when something first reads it (learning the
 * browser's costs a slow phone a long moment), once; a zone given as a name is that name; the
 * machine's offsets travel with it for the words in the machine's own zone.
 */
import { describe, expect, it } from 'vitest'
import { ok } from '@domain/api/errors'
import { createDataEngine } from '../../../src/data/engine'
import { fakeApi } from './fake-api'
import { virtualClock } from './virtual'

const engineWith = (timeZone?: string | (() => string), localOffsetAt?: (ms: number) => number) => {
  const clock = virtualClock()
  const api = fakeApi(clock, () => ok([]))
  return createDataEngine({
    call: api.call,
    scheduler: clock.scheduler,
    drafts: null,
    ...(timeZone === undefined ? {} : { timeZone }),
    ...(localOffsetAt ? { localOffsetAt } : {}),
  })
}

describe('the engine’s time zone', () => {
  it('is learnt at the first read, not at start, and only once', () => {
    let asked = 0
    const engine = engineWith(() => (asked++, 'Asia/Kolkata'))
    expect(asked).toBe(0)
    expect(engine.timeZone).toBe('Asia/Kolkata')
    expect(engine.timeZone).toBe('Asia/Kolkata')
    expect(asked).toBe(1)
  })

  it('is the name given, UTC without one, and carries the machine’s offsets when given', () => {
    expect(engineWith('America/Denver').timeZone).toBe('America/Denver')
    expect(engineWith().timeZone).toBe('UTC')
    expect(engineWith().localOffsetAt).toBeUndefined()
    expect(
      engineWith(
        () => 'Europe/Paris',
        () => -60,
      ).localOffsetAt?.(0),
    ).toBe(-60)
  })
})
