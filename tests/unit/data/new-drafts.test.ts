/**
 * New entities (a child or keychain with an id, not saved yet) are drafts marked new: unchanged
 * at first, yet kept across a reload and never settled away, until saved or discarded.
 */
import { describe, expect, it } from 'vitest'
import { createDataEngine } from '../../../src/data/engine'
import { memoryStorage } from '../../../src/storage/storage'
import { fakeApi } from './fake-api'
import { virtualClock } from './virtual'

const blank = { name: '', description: '' }
const key = 'keychain/k1'

function setup(storage = memoryStorage()) {
  const clock = virtualClock()
  const engine = createDataEngine({ call: fakeApi(clock).call, scheduler: clock.scheduler, draftStorage: storage, draftStorageKey: 'drafts' })
  return { engine, storage, entry: () => engine.store.getState().drafts[key] }
}

describe('new-entity drafts', () => {
  it('start unchanged from the blank form, survive a reload and the screen settling, and edits keep them new', () => {
    const storage = memoryStorage()
    const first = setup(storage)
    first.engine.draftCreate(key, blank)
    expect(first.entry()).toEqual({ base: blank, value: blank, changed: false, isNew: true })

    const reloaded = setup(storage)
    expect(reloaded.entry()).toEqual({ base: blank, value: blank, changed: false, isNew: true })
    reloaded.engine.draftSettle(key, blank)
    expect(reloaded.entry()?.isNew).toBe(true)

    reloaded.engine.draftUpdate<typeof blank>(key, blank, (d) => {
      d.name = 'Homework'
    })
    expect(reloaded.entry()).toMatchObject({ value: { name: 'Homework' }, changed: true, isNew: true })
    expect(setup(storage).entry()).toMatchObject({ value: { name: 'Homework' }, isNew: true })
  })

  it('stop being new once saved, and are forgotten once discarded', () => {
    const { engine, storage, entry } = setup()
    engine.draftCreate(key, blank)
    engine.draftCommit(key, blank, { name: 'Homework', description: '' })
    expect(entry()?.isNew).toBeUndefined()
    expect(storage.getItem('drafts')).toBeNull()

    engine.draftCreate(key, blank)
    engine.draftDiscard(key)
    expect(entry()).toBeUndefined()
    expect(storage.getItem('drafts')).toBeNull()
  })
})
