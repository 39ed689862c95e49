/**
 * The keychain events projected over every view that shows keychains: after each change the
 * projected views equal what the fake server answers, and projecting an event twice changes
 * nothing more than once.
 */
import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import { DomainEvent, projectEvent, projections } from '@domain/events'
import { keySavedEvent, keychainSavedEvent } from '@domain/events/keychains'
import type { OperationName } from '@domain/api/operations'
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

    const changed = { isNew: false, id: keyId, keychainId: schoolId, key: { type: 'domain' as const, domain: 'www.khanacademy.org', scope: { type: 'unrestricted' as const } } }
    await expectProjected(h, token, keySavedEvent(changed, 1), () => h.ok('SaveKey', changed, { token }))

    await expectProjected(h, token, { type: 'keyDeleted', keychainId: schoolId, keyId, numKeys: 0 }, () =>
      h.ok('DeleteEntity', { type: 'key', id: keyId }, { token }),
    )

    const takeAway: DomainEvent = { type: 'childKeychainSet', childId: seedIds.ava, keychainId: schoolId, assigned: false }
    await expectProjected(h, token, takeAway, () => h.ok('ToggleChildKeychain', { childId: seedIds.ava, keychainId: schoolId }, { token }))

    await expectProjected(h, token, { type: 'keychainDeleted', keychainId: schoolId }, () =>
      h.ok('DeleteEntity', { type: 'keychain', id: schoolId }, { token }),
    )
  }, 60_000)

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
  }, 30_000)
})
