/**
 * The typed storage module: defaults, schema and decoding failures, area order, flags, storage
 * that throws, and changes made by other tabs delivered to subscribers.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { type StorageChange, flagCodec, memoryStorage, setStorages, storedValue, textCodec, textMatching } from '../../../src/storage/storage'

/** The storage events another tab's writes would fire in this one. */
function changeBus() {
  const listeners = new Set<(change: StorageChange) => void>()
  return {
    source: (fn: (change: StorageChange) => void) => {
      listeners.add(fn)
      return () => void listeners.delete(fn)
    },
    emit: (change: StorageChange) => {
      for (const fn of [...listeners]) fn(change)
    },
    size: () => listeners.size,
  }
}

let local = memoryStorage()
let session = memoryStorage()
let bus = changeBus()
let restore: () => void = () => undefined

beforeEach(() => {
  local = memoryStorage()
  session = memoryStorage()
  bus = changeBus()
  restore = setStorages({ local, session, changes: bus.source })
})
afterEach(() => restore())

const settings = () =>
  storedValue({
    key: 'test.settings',
    schema: z.object({ size: z.number(), names: z.array(z.string()) }),
    default: { size: 1, names: [] as string[] },
  })

describe('storedValue', () => {
  it('reads the default when nothing is stored', () => {
    expect(settings().read()).toEqual({ size: 1, names: [] })
    expect(local.dump()).toEqual({})
  })

  it('writes JSON and reads it back; remove brings the default back', () => {
    const value = settings()
    value.write({ size: 3, names: ['a'] })
    expect(JSON.parse(local.getItem('test.settings')!)).toEqual({ size: 3, names: ['a'] })
    expect(value.read()).toEqual({ size: 3, names: ['a'] })
    value.remove()
    expect(local.getItem('test.settings')).toBeNull()
    expect(value.read()).toEqual({ size: 1, names: [] })
  })

  it.each([
    ['not JSON', '{size: 3'],
    ['the wrong shape', JSON.stringify({ size: 'big', names: [] })],
    ['a missing field', JSON.stringify({ size: 3 })],
    ['another type', JSON.stringify([1, 2])],
    ['null', 'null'],
  ])('falls back to the default for %s, without throwing', (_, raw) => {
    local.setItem('test.settings', raw)
    const value = settings()
    expect(() => value.read()).not.toThrow()
    expect(value.read()).toEqual({ size: 1, names: [] })
    // A valid write replaces what was there.
    value.write({ size: 2, names: [] })
    expect(value.read()).toEqual({ size: 2, names: [] })
  })

  it('returns the same object while the stored text is unchanged', () => {
    const value = settings()
    value.write({ size: 5, names: ['x'] })
    const first = value.read()
    expect(value.read()).toBe(first)
    local.setItem('test.settings', JSON.stringify({ size: 6, names: [] }))
    expect(value.read()).not.toBe(first)
    expect(value.read()).toEqual({ size: 6, names: [] })
  })

  it('reads areas in order, skipping invalid values, and writes to the first', () => {
    const token = storedValue<string | null>({
      key: 'token',
      schema: textMatching(/^[0-9a-f]+$/),
      default: null,
      areas: ['local', 'session'],
      codec: textCodec,
    })
    session.setItem('token', 'abc')
    expect(token.read()).toBe('abc')
    local.setItem('token', 'not hex!')
    expect(token.read()).toBe('abc')
    local.setItem('token', 'def')
    expect(token.read()).toBe('def')
    token.write('0123')
    expect(local.getItem('token')).toBe('0123')
    expect(session.getItem('token')).toBe('abc')
    token.remove()
    expect([local.getItem('token'), session.getItem('token')]).toEqual([null, null])
    expect(token.read()).toBeNull()
  })

  it("stores a flag as its 'on' text and removes it when false", () => {
    const flag = storedValue({ key: 'flag', schema: z.boolean(), default: false, codec: flagCodec('1') })
    expect(flag.read()).toBe(false)
    flag.write(true)
    expect(local.dump()).toEqual({ flag: '1' })
    expect(flag.read()).toBe(true)
    flag.write(false)
    expect(local.dump()).toEqual({})
    local.setItem('flag', 'yes')
    expect(flag.read()).toBe(false)
  })

  it('never throws when the browser refuses storage', () => {
    const refusing = {
      getItem: (): string | null => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    restore()
    restore = setStorages({ local: refusing, session: refusing })
    const value = settings()
    expect(value.read()).toEqual({ size: 1, names: [] })
    expect(() => value.write({ size: 9, names: [] })).not.toThrow()
    // Kept in memory for this page.
    expect(value.read()).toEqual({ size: 9, names: [] })
    expect(() => value.remove()).not.toThrow()
  })
})

describe('subscribe', () => {
  it("delivers another tab's change of this key with the new value", () => {
    const value = settings()
    const seen: unknown[] = []
    const stop = value.subscribe((v, origin) => seen.push([v, origin]))
    // The other tab writes to the shared storage; the browser fires 'storage' here.
    local.setItem('test.settings', JSON.stringify({ size: 7, names: ['b'] }))
    bus.emit({ area: 'local', key: 'test.settings' })
    expect(seen).toEqual([[{ size: 7, names: ['b'] }, 'other-tab']])

    // Other keys and other areas are not this value's business.
    bus.emit({ area: 'local', key: 'something.else' })
    bus.emit({ area: 'session', key: 'test.settings' })
    expect(seen).toHaveLength(1)

    // The other tab cleared the whole area.
    local.removeItem('test.settings')
    bus.emit({ area: 'local', key: null })
    expect(seen).toEqual([
      [{ size: 7, names: ['b'] }, 'other-tab'],
      [{ size: 1, names: [] }, 'other-tab'],
    ])

    stop()
    expect(bus.size()).toBe(0)
    bus.emit({ area: 'local', key: 'test.settings' })
    expect(seen).toHaveLength(2)
  })

  it('delivers an invalid value from another tab as the default', () => {
    const value = settings()
    value.write({ size: 4, names: [] })
    const seen: unknown[] = []
    value.subscribe((v) => seen.push(v))
    local.setItem('test.settings', '{broken')
    bus.emit({ area: 'local', key: 'test.settings' })
    expect(seen).toEqual([{ size: 1, names: [] }])
  })

  it('reports writes and removals made in this tab', () => {
    const value = settings()
    const seen: unknown[] = []
    value.subscribe((v, origin) => seen.push([v, origin]))
    value.write({ size: 2, names: [] })
    value.remove()
    expect(seen).toEqual([
      [{ size: 2, names: [] }, 'this-tab'],
      [{ size: 1, names: [] }, 'this-tab'],
    ])
  })
})
