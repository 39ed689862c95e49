/**
 * The keychain events projected over every view that shows keychains: after each change the
 * projected views equal what the fake server answers, and projecting an event twice changes
 * nothing more than once.
 */
import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import { DomainEvent, projectEvent, projections } from '@domain/events'
import { keySavedEvent, keychainSavedEvent } from '@domain/events/keychains'
import type { OperationName, OperationInput } from '@domain/api/operations'
import { seedIds } from '../../../../fake-server/demo/seed/seed'
import { type Harness, startFake } from '../../fake-server/harness'

const schoolId = 'A1B2C3D4-0000-4000-8000-0000000000CC'
const keyId = 'A1B2C3D4-0000-4000-8000-0000000000EE'
const immer = produce as unknown as Parameters<typeof projectEvent>[1]

type View = { op: OperationName; input: unknown }
const views: View[] = [
  { op: 'GetAdminKeychains', input: undefined },
  { op: 'GetAdminKeychain', input: schoolId },
  { op: 'GetSelectableKeychains', input: undefined },
  { op: 'GetUser', input: seedIds.ava },
  { op: 'GetUsers', input: undefined },
]

/** Every view before, the event projected on each (twice, to check idempotence), the change, every view after. */
async function expectProjected(h: Harness, token: string, event: DomainEvent, change: () => Promise<unknown>) {
  expect(DomainEvent.safeParse(event).success).toBe(true)
  const before = new Map<View, unknown>()
  for (const view of views) {
    const reply = await h.call(view.op, view.input, { token })
    if (reply.status === 200) before.set(view, reply.body)
  }
  await change()
  for (const [view, data] of before) {
    const once = projectEvent(projections, immer, view.op, view.input, data, event)
    const twice = projectEvent(projections, immer, view.op, view.input, once, event)
    // A deleted keychain's own page is gone; the app leaves it for the list.
    if (event.type === 'keychainDeleted' && view.op === 'GetAdminKeychain') continue
    const after = await h.ok(view.op, view.input, { token })
    expect(once, `${view.op} after ${event.type}`).toEqual(after)
    expect(twice).toEqual(once)
  }
}

describe('keychain events against the fake server', () => {
  it('create, rename, give to a child, add, change and delete a key, take away, delete', async () => {
    const h = await startFake()
    const { token, adminId } = await h.loginDemo()

    const create = { isNew: true, id: schoolId, name: 'School', description: 'For class' }
    await expectProjected(h, token, keychainSavedEvent(create, adminId), () => h.ok('SaveKeychain', create, { token }))

    const rename = { isNew: false, id: schoolId, name: 'School work' }
    await expectProjected(h, token, keychainSavedEvent(rename, adminId), () => h.ok('SaveKeychain', rename, { token }))

    const card = { id: schoolId, parentId: adminId, name: 'School work', isPublic: false, numKeys: 0 }
    const give: DomainEvent = { type: 'childKeychainSet', childId: seedIds.ava, keychainId: schoolId, assigned: true, keychain: card }
    await expectProjected(h, token, give, () => h.ok('ToggleChildKeychain', { childId: seedIds.ava, keychainId: schoolId }, { token }))

    const newKey = {
      isNew: true,
      id: keyId,
      keychainId: schoolId,
      key: { type: 'anySubdomain' as const, domain: 'khanacademy.org', scope: { type: 'webBrowsers' as const } },
      comment: 'math',
      expiration: '2025-06-04T15:00:00Z',
    }
    await expectProjected(h, token, keySavedEvent(newKey, 1), () => h.ok('SaveKey', newKey, { token }))

    const changed = {
      isNew: false,
      id: keyId,
      keychainId: schoolId,
      key: { type: 'domain' as const, domain: 'www.khanacademy.org', scope: { type: 'unrestricted' as const } },
    }
    await expectProjected(h, token, keySavedEvent(changed, 1), () => h.ok('SaveKey', changed, { token }))

    await expectProjected(h, token, { type: 'keyDeleted', keychainId: schoolId, keyId, numKeys: 0 }, () =>
      h.ok('DeleteEntity', { type: 'key', id: keyId }, { token }),
    )

    const takeAway: DomainEvent = { type: 'childKeychainSet', childId: seedIds.ava, keychainId: schoolId, assigned: false }
    await expectProjected(h, token, takeAway, () => h.ok('ToggleChildKeychain', { childId: seedIds.ava, keychainId: schoolId }, { token }))

    await expectProjected(h, token, { type: 'keychainDeleted', keychainId: schoolId }, () =>
      h.ok('DeleteEntity', { type: 'keychain', id: schoolId }, { token }),
    )
  })

  it('a child’s keychains saved on the child page change who has each keychain in the list', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const list = await h.ok('GetAdminKeychains', undefined, { token })
    const event = {
      type: 'childSaved',
      child: {
        id: seedIds.ava,
        isNew: false,
        name: 'Ava',
        keyloggingEnabled: true,
        screenshotsEnabled: true,
        screenshotsResolution: 1000,
        screenshotsFrequency: 120,
        showSuspensionActivity: true,
        keychains: [{ id: seedIds.musicPractice }],
      },
    } as const
    const view = projectEvent(projections, immer, 'GetAdminKeychains', undefined, list, event) as typeof list
    const childrenOf = (name: string) => view.keychains.find((k) => k.summary.name === name)?.children
    expect(childrenOf('Music Practice')).toEqual([seedIds.maya, seedIds.ava])
    expect(childrenOf('Ava’s Keychain')).toEqual([])
    const childDeleted = { type: 'childDeleted', childId: seedIds.maya }
    const deleted = projectEvent(projections, immer, 'GetAdminKeychains', undefined, view, childDeleted) as typeof list
    expect(deleted.children.map((c) => c.name)).toEqual(['Leo', 'Ava'])
    expect(deleted.keychains.find((k) => k.summary.name === 'Music Practice')?.children).toEqual([seedIds.ava])
  })
})

/**
 * Keychain events at their edges, on small fixed views (events.test.ts checks whole views
 * against the fake server): blank and absent optional fields, the first keychain deleted, a key
 * updated from another keychain's id, updates of things the view does not hold, and children
 * saved with several keychains.
 */
describe('at the edges', () => {
  const immer = produce as unknown as Parameters<typeof projectEvent>[1]
  const A = 'aa000000-0000-4000-8000-000000000001'
  const B = 'bb000000-0000-4000-8000-000000000002'
  const k1 = 'cc000000-0000-4000-8000-000000000001'
  const kid = 'dd000000-0000-4000-8000-000000000001'
  const parentId = 'ee000000-0000-4000-8000-000000000001'
  const site = { type: 'domain', domain: 'x.com', scope: { type: 'webBrowsers' } } as const

  const summary = (id: string, name: string, numKeys: number, description?: string) => ({
    id,
    parentId,
    name,
    isPublic: false,
    numKeys,
    ...(description === undefined ? {} : { description }),
  })
  const storedKey = (keychainId: string, comment?: string) => ({ id: k1, keychainId, key: site, ...(comment === undefined ? {} : { comment }) })
  /** Keychains A (holding key k1, given to the child) and B (empty). */
  const list = () => ({
    keychains: [
      { summary: summary(A, 'School', 1, 'for school'), children: [kid], keys: [storedKey(A)] },
      { summary: summary(B, 'Games', 0), children: [] as string[], keys: [] as ReturnType<typeof storedKey>[] },
    ],
    children: [{ id: kid, name: 'Maya' }],
  })
  type List = ReturnType<typeof list>
  const project = (op: OperationName, data: unknown, event: unknown) => projectEvent(projections, immer, op, undefined, data, event as never)
  const keySaved = (input: Partial<OperationInput<'SaveKey'>>, numKeys = 1) =>
    keySavedEvent({ isNew: false, id: k1, keychainId: A, key: site, ...input }, numKeys)
  const childSaved = (isNew: boolean, keychains: string[], id = kid) => ({
    type: 'childSaved',
    child: {
      id,
      isNew,
      name: ' Maya B ',
      keyloggingEnabled: false,
      screenshotsEnabled: false,
      screenshotsResolution: 1,
      screenshotsFrequency: 1,
      showSuspensionActivity: false,
      keychains: keychains.map((k) => ({ id: k })),
    },
  })

  describe('building keychain events', () => {
    it('leaves out a blank or absent description, comment and expiration', () => {
      const saved = (description: string | null | undefined) => keychainSavedEvent({ isNew: true, id: A, name: 'School', description }, parentId)
      for (const blank of ['  ', null, undefined])
        expect(saved(blank)).toStrictEqual({ type: 'keychainSaved', isNew: true, parentId, keychain: { id: A, name: 'School' } })
      expect(saved('homework').keychain).toStrictEqual({ id: A, name: 'School', description: 'homework' })
      const key = keySaved({ comment: null, expiration: null })
      expect(key).toStrictEqual({ type: 'keySaved', isNew: false, key: { id: k1, keychainId: A, key: site }, numKeys: 1 })
      expect(keySaved({ comment: 'c', expiration: '2030-01-01T00:00:00Z' }).key).toMatchObject({ comment: 'c', expiration: '2030-01-01T00:00:00Z' })
    })
  })

  describe('the keychains list', () => {
    it('a save without a description clears the old one; an update of an unknown keychain adds nothing', () => {
      const renamed = project('GetAdminKeychains', list(), keychainSavedEvent({ isNew: false, id: A, name: 'Class' }, parentId)) as List
      expect(renamed.keychains[0]!.summary).toStrictEqual(summary(A, 'Class', 1))
      const unknown = keychainSavedEvent({ isNew: false, id: k1, name: 'Ghost' }, parentId)
      expect((project('GetAdminKeychains', list(), unknown) as List).keychains).toHaveLength(2)
    })

    it('deletes the first keychain too', () => {
      const out = project('GetAdminKeychains', list(), { type: 'keychainDeleted', keychainId: A }) as List
      expect(out.keychains.map((k) => k.summary.id)).toEqual([B])
    })

    it('an update reaches the key where it is, never moving it; an update of a key it does not hold adds nothing', () => {
      const moved = project('GetAdminKeychains', list(), keySaved({ keychainId: B, comment: 'new' })) as List
      expect(moved.keychains[0]!.keys).toStrictEqual([storedKey(A, 'new')])
      expect(moved.keychains[1]!.keys).toEqual([])
      const single = project('GetAdminKeychain', list().keychains[0], keySaved({ keychainId: B, comment: 'new' })) as List['keychains'][0]
      expect(single.keys).toStrictEqual([storedKey(A, 'new')])
      const other = 'cc000000-0000-4000-8000-000000000009'
      const stray = project('GetAdminKeychains', list(), keySaved({ id: other, keychainId: B })) as List
      expect(stray.keychains[1]!.keys).toEqual([])
    })

    it('a new child joins the list without keychains; a saved child is in exactly the keychains it lists', () => {
      const other = 'dd000000-0000-4000-8000-000000000002'
      const added = project('GetAdminKeychains', list(), childSaved(true, [B], other)) as List
      expect(added.children).toEqual([
        { id: kid, name: 'Maya' },
        { id: other, name: 'Maya B' },
      ])
      expect(added.keychains.map((k) => k.children)).toEqual([[kid], []])
      const unknown = project('GetAdminKeychains', list(), childSaved(false, [], other)) as List
      expect(unknown.children).toEqual([{ id: kid, name: 'Maya' }])
      const both = project('GetAdminKeychains', list(), childSaved(false, [A, B])) as List
      expect(both.keychains.map((k) => k.children)).toEqual([[kid], [kid]])
      expect(both.children).toEqual([{ id: kid, name: 'Maya B' }])
    })
  })
})
