/**
 * Keychain events and key counts: a keychain's count is its unexpired keys, so it may differ from
 * the keys listed, and an event about another keychain must leave it alone; an update reaches a
 * key held among several; the events' schemas keep the keychain's and the key's fields (they are
 * stored).
 */
import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import { projectEvent, projections } from '@domain/events'
import { KeySaved, KeychainSaved, keySavedEvent } from '@domain/events/keychains'
import type { OperationName } from '@domain/api/operations'

const immer = produce as unknown as Parameters<typeof projectEvent>[1]
const A = 'aa000000-0000-4000-8000-000000000001'
const B = 'bb000000-0000-4000-8000-000000000002'
const k1 = 'cc000000-0000-4000-8000-000000000001'
const k2 = 'cc000000-0000-4000-8000-000000000002'
const kNew = 'cc000000-0000-4000-8000-000000000003'
const parentId = 'ee000000-0000-4000-8000-000000000001'
const site = { type: 'domain', domain: 'x.com', scope: { type: 'webBrowsers' } } as const

const key = (id: string, keychainId: string, extra: object = {}) => ({ id, keychainId, key: site, ...extra })
/** A holds two keys, one expired, so it counts 1; B is empty. */
const entryA = () => ({
  summary: { id: A, parentId, name: 'School', isPublic: false, numKeys: 1 },
  children: [] as string[],
  keys: [key(k1, A), key(k2, A, { expiration: '2020-01-01T00:00:00Z' })],
})
const list = () => ({
  keychains: [
    entryA(),
    { summary: { id: B, parentId, name: 'Games', isPublic: false, numKeys: 0 }, children: [] as string[], keys: [] as ReturnType<typeof key>[] },
  ],
  children: [],
})
type List = ReturnType<typeof list>
const project = (op: OperationName, data: unknown, event: unknown) => projectEvent(projections, immer, op, undefined, data, event as never)

describe('counts of keychains an event is not about', () => {
  it('a key added to B leaves A’s count of unexpired keys as it was', () => {
    const event = keySavedEvent({ isNew: true, id: kNew, keychainId: B, key: site }, 1)
    const out = project('GetAdminKeychains', list(), event) as List
    expect(out.keychains.map((k) => k.summary.numKeys)).toEqual([1, 1])
    const single = project('GetAdminKeychain', entryA(), event) as ReturnType<typeof entryA>
    expect(single.summary.numKeys).toBe(1)
    expect(single.keys).toHaveLength(2)
  })

  it('deleting a key elsewhere leaves a single keychain’s view as it was', () => {
    const before = entryA()
    expect(project('GetAdminKeychain', before, { type: 'keyDeleted', keychainId: B, keyId: kNew, numKeys: 0 })).toBe(before)
    expect(project('GetAdminKeychain', before, { type: 'keychainDeleted', keychainId: B })).toBe(before)
  })
})

describe('an update of a key held among several', () => {
  it('reaches it, even when the event names another keychain', () => {
    const event = keySavedEvent({ isNew: false, id: k2, keychainId: B, key: site, comment: 'renewed' }, 1)
    const out = project('GetAdminKeychains', list(), event) as List
    expect(out.keychains[0]!.keys[1]).toStrictEqual(key(k2, A, { comment: 'renewed' }))
    const single = project('GetAdminKeychain', entryA(), event) as ReturnType<typeof entryA>
    expect(single.keys[1]).toStrictEqual(key(k2, A, { comment: 'renewed' }))
  })
})

describe('the stored events', () => {
  it('keep the keychain’s and the key’s fields', () => {
    const saved = { type: 'keychainSaved', isNew: true, parentId, keychain: { id: A, name: 'School', description: 'for school' } }
    expect(KeychainSaved.parse(saved)).toEqual(saved)
    expect(KeychainSaved.safeParse({ ...saved, keychain: { id: 'nope', name: 'School' } }).success).toBe(false)
    const keySaved = { type: 'keySaved', isNew: false, key: key(k1, A, { comment: 'c', expiration: '2030-01-01T00:00:00Z' }), numKeys: 2 }
    expect(KeySaved.parse(keySaved)).toEqual(keySaved)
    expect(KeySaved.safeParse({ ...keySaved, key: { ...keySaved.key, expiration: 'soon' } }).success).toBe(false)
  })
})

describe('a deleted keychain in the lists of summaries', () => {
  it('goes, even when it is the first', () => {
    const own = [
      { id: A, parentId, name: 'School', isPublic: false, numKeys: 1 },
      { id: B, parentId, name: 'Games', isPublic: false, numKeys: 0 },
    ]
    const out = project('GetSelectableKeychains', { own, public: [] }, { type: 'keychainDeleted', keychainId: A.toUpperCase() }) as {
      own: typeof own
    }
    expect(out.own.map((k) => k.id)).toEqual([B])
  })
})
