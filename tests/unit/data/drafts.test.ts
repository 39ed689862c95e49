/**
 * Drafts: edits live in the store, survive a reload through storage, count as changed
 * only when deeply different, and become the original after a save.
 */
import { describe, expect, it } from 'vitest'
import { memoryStorage } from '../../../src/storage/storage'
import { createDataEngine } from '../../../src/data/engine'
import { deepEqual } from '../../../src/data/equal'
import { fakeApi } from './fake-api'
import { virtualClock } from './virtual'

interface Child {
  name: string
  keychains: { id: string; schedule?: { mode: string } }[]
}
const original: Child = { name: 'Little Jimmy', keychains: [{ id: 'k1' }] }
const storageKey = 'gatehouse.drafts'

function setup(storage = memoryStorage()) {
  const clock = virtualClock()
  const engine = createDataEngine({ call: fakeApi(clock).call, scheduler: clock.scheduler, draftStorage: storage, draftStorageKey: storageKey })
  const draft = () => engine.store.getState().drafts['child/1']
  return { engine, storage, draft }
}

describe('drafts', () => {
  it('starts from the original on first edit and is changed only when deeply different', () => {
    const { engine, storage, draft } = setup()
    expect(draft()).toBeUndefined()
    engine.draftUpdate<Child>('child/1', original, (d) => {
      d.name = 'Jim'
    })
    expect(draft()).toMatchObject({ base: original, value: { name: 'Jim' }, changed: true })
    expect(original.name).toBe('Little Jimmy')
    expect(JSON.parse(storage.getItem(storageKey)!)).toEqual({ 'child/1': { base: original, value: { ...original, name: 'Jim' } } })

    // Back to an equal value (a new object, deeply equal): not changed, not persisted.
    engine.draftUpdate<Child>('child/1', original, (d) => {
      d.name = 'Little Jimmy'
      d.keychains = [{ id: 'k1' }]
    })
    expect(draft()?.changed).toBe(false)
    expect(storage.getItem(storageKey)).toBeNull()
  })

  it('an edit that changes nothing does not create a draft', () => {
    const { engine, storage, draft } = setup()
    engine.draftUpdate<Child>('child/1', original, (d) => {
      d.name = 'Little Jimmy'
    })
    expect(draft()).toBeUndefined()
    expect(storage.getItem(storageKey)).toBeNull()
  })

  it('survives a reload', () => {
    const storage = memoryStorage()
    const first = setup(storage)
    first.engine.draftUpdate<Child>('child/1', original, (d) => {
      d.keychains.push({ id: 'k2', schedule: { mode: 'active' } })
    })
    const second = setup(storage)
    expect(second.draft()).toEqual({
      base: original,
      value: { name: 'Little Jimmy', keychains: [{ id: 'k1' }, { id: 'k2', schedule: { mode: 'active' } }] },
      changed: true,
    })
  })

  it('ignores unreadable stored drafts', () => {
    const { draft } = setup(memoryStorage({ [storageKey]: '{not json' }))
    expect(draft()).toBeUndefined()
  })

  it('after a save the draft becomes the original until the screen has the saved data', () => {
    const { engine, storage, draft } = setup()
    engine.draftUpdate<Child>('child/1', original, (d) => {
      d.name = 'Jim'
    })
    engine.draftCommit<Child>('child/1', original)
    expect(draft()).toMatchObject({ base: { name: 'Jim' }, value: { name: 'Jim' }, changed: false })
    expect(storage.getItem(storageKey)).toBeNull()
    // The screen still has the old original (refetch pending): the saved value stays.
    engine.draftSettle('child/1', original)
    expect(draft()?.value).toMatchObject({ name: 'Jim' })
    // The refetch brings the saved data: the draft yields to it.
    engine.draftSettle('child/1', { ...original, name: 'Jim' })
    expect(draft()).toBeUndefined()
  })

  it('commit(saved) takes the saved value (e.g. isNew false)', () => {
    const { engine, draft } = setup()
    const fresh = { ...original, isNew: true }
    engine.draftUpdate<typeof fresh>('child/1', fresh, (d) => {
      d.name = 'Ann'
    })
    engine.draftCommit('child/1', fresh, { ...fresh, name: 'Ann', isNew: false })
    expect(draft()?.value).toMatchObject({ name: 'Ann', isNew: false })
    // A further edit counts from the saved value.
    engine.draftUpdate<typeof fresh>('child/1', fresh, (d) => {
      d.name = 'Anna'
    })
    expect(draft()).toMatchObject({ base: { name: 'Ann', isNew: false }, changed: true })
  })

  it('a changed draft is never settled away; discard drops it', () => {
    const { engine, draft } = setup()
    engine.draftUpdate<Child>('child/1', original, (d) => {
      d.name = 'Jim'
    })
    engine.draftSettle('child/1', { ...original, name: 'Other' })
    expect(draft()?.changed).toBe(true)
    engine.draftDiscard('child/1')
    expect(draft()).toBeUndefined()
  })

  it('logout (reset) forgets drafts, stored ones too', () => {
    const { engine, storage, draft } = setup()
    engine.draftUpdate<Child>('child/1', original, (d) => {
      d.name = 'Jim'
    })
    engine.reset()
    expect(draft()).toBeUndefined()
    expect(storage.getItem(storageKey)).toBeNull()
  })
})

describe('deepEqual', () => {
  it.each([
    [{ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }, true],
    [{ a: 1 }, { a: 1, b: undefined }, true],
    [{ a: 1 }, { a: 2 }, false],
    [[1, 2], [2, 1], false],
    [[1], { 0: 1 }, false],
    [null, {}, false],
    ['x', 'x', true],
    [{ a: [] }, { a: {} }, false],
  ])('%o vs %o → %s', (a, b, expected) => {
    expect(deepEqual(a, b)).toBe(expected)
    expect(deepEqual(b, a)).toBe(expected)
  })
})
