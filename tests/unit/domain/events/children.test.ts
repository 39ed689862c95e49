/**
 * The children screens' domain events projected over GetUsers / GetUser: what the parent sees at
 * once after saving, deleting, or assigning a keychain.
 */
import fc from 'fast-check'
import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import { draftFromUser, saveUserInput, setDraftKeychainSchedule } from '@domain/children/settings'
import {
  ChildDeleted,
  ChildKeychainSet,
  ChildSaved,
  DeviceDeleted,
  type ChildrenEvent,
  type KeychainCard,
  childSavedEvent,
} from '@domain/events/children'
import { childrenProjector } from '@domain/events/projectors/children'
import type { OperationOutput } from '@domain/api/operations'
import { defaultSchedule, quietHoursWindow } from '@domain/schedule/schedule'
import { User } from '@domain/api/wire'

type Users = OperationOutput<'GetUsers'>
type OneUser = OperationOutput<'GetUser'>

const maya = '00000000-1111-4444-0000-000000000001'
const leo = '00000000-1111-4444-0000-000000000002'
const keychainA = '11111111-aaaa-4bbb-8ccc-000000000001'
const keychainB = '11111111-aaaa-4bbb-8ccc-000000000002'
const keychainC = '11111111-aaaa-4bbb-8ccc-000000000003'
const parent = '22222222-aaaa-4bbb-8ccc-000000000001'
const device1 = '33333333-aaaa-4bbb-8ccc-000000000001'
const device2 = '33333333-aaaa-4bbb-8ccc-000000000002'
const computer = '44444444-aaaa-4bbb-8ccc-000000000001'

const device = (id: string) => ({
  id: id.toUpperCase(),
  deviceId: computer,
  status: { case: 'filterOn' },
  modelFamily: 'iMac',
  modelTitle: 'iMac (24-inch, M3)',
  modelIdentifier: 'Mac15,4',
})

const makeUser = (id: string, name: string) =>
  User.parse({
    id: id.toUpperCase(),
    name,
    keyloggingEnabled: true,
    screenshotsEnabled: true,
    screenshotsResolution: 1000,
    screenshotsFrequency: 120,
    showSuspensionActivity: true,
    keychains: [
      { id: keychainA.toUpperCase(), parentId: parent, name: `${name}’s Keychain`, isPublic: false, numKeys: 2 },
      { id: keychainB, parentId: parent, name: 'Math Sites', isPublic: true, numKeys: 9, schedule: defaultSchedule() },
    ],
    devices: [device(device1), device(device2)],
    blockedApps: [],
    createdAt: '2026-01-02T10:00:00Z',
  })

const users = (): Users => [makeUser(maya, 'Maya'), makeUser(leo, 'Leo')]

const cardC: KeychainCard = { id: keychainC, parentId: parent, name: 'Coding Club', isPublic: true, numKeys: 3 }

const projectAll = (data: Users, events: readonly ChildrenEvent[]): Users =>
  events.reduce((d, e) => produce(d, (draft) => childrenProjector.GetUsers?.(draft, e, undefined)), data)
const projectOne = (data: OneUser, events: readonly ChildrenEvent[]): OneUser =>
  events.reduce((d, e) => produce(d, (draft) => childrenProjector.GetUser?.(draft, e, d.id)), data)

describe('deviceDeleted', () => {
  it('removes that device from that child only, whatever the id case', () => {
    const event: ChildrenEvent = { type: 'deviceDeleted', childId: maya.toUpperCase(), userDeviceId: device1 }
    const after = projectAll(users(), [event])
    expect(after[0]?.devices.map((d) => d.id.toLowerCase())).toEqual([device2])
    expect(after[1]?.devices).toHaveLength(2)
    expect(projectOne(makeUser(maya, 'Maya'), [event]).devices).toHaveLength(1)
    expect(projectOne(makeUser(leo, 'Leo'), [event]).devices).toHaveLength(2)
  })
})

describe('childDeleted', () => {
  it('takes the child off the list and leaves the others', () => {
    const after = projectAll(users(), [{ type: 'childDeleted', childId: maya }])
    expect(after.map((u) => u.name)).toEqual(['Leo'])
  })
})

describe('childSaved', () => {
  it('shows the saved settings at once: name trimmed, options, downtime, blocked apps, keychain order and schedules', () => {
    const original = draftFromUser(makeUser(maya, 'Maya'))
    const edited = setDraftKeychainSchedule(
      {
        ...original,
        name: '  Maya R. ',
        screenshotsEnabled: false,
        screenshotsFrequency: 300,
        downtime: quietHoursWindow(),
        keychains: [...original.keychains].reverse(),
        blockedApps: [{ id: device1, identifier: 'com.apple.FaceTime', schedule: defaultSchedule() }],
      },
      keychainB,
      undefined,
    )
    const event = childSavedEvent(saveUserInput(edited))
    const [after] = projectAll(users(), [event])
    expect(after).toMatchObject({
      name: 'Maya R.',
      screenshotsEnabled: false,
      screenshotsFrequency: 300,
      downtime: quietHoursWindow(),
      blockedApps: [{ identifier: 'com.apple.FaceTime', schedule: defaultSchedule() }],
    })
    expect(after?.keychains.map((k) => [k.name, k.schedule])).toEqual([
      ['Math Sites', undefined],
      ['Maya’s Keychain', undefined],
    ])
    // The same event seen through GetUser gives the same child.
    expect(projectOne(makeUser(maya, 'Maya'), [event])).toEqual(after)
  })

  it('an added keychain shows with its card; without one it cannot be shown and is left out', () => {
    const original = draftFromUser(makeUser(maya, 'Maya'))
    const input = saveUserInput({ ...original, keychains: [...original.keychains, { id: keychainC, schedule: defaultSchedule() }] })
    const withCard = projectOne(makeUser(maya, 'Maya'), [childSavedEvent(input, { addedKeychains: [cardC] })])
    expect(withCard.keychains.map((k) => k.name)).toEqual(['Maya’s Keychain', 'Math Sites', 'Coding Club'])
    expect(withCard.keychains[2]?.schedule).toEqual(defaultSchedule())
    const withoutCard = projectOne(makeUser(maya, 'Maya'), [childSavedEvent(input)])
    expect(withoutCard.keychains).toHaveLength(2)
  })

  it('removing the downtime removes it from the view', () => {
    const withDowntime = produce(makeUser(maya, 'Maya'), (u) => {
      u.downtime = quietHoursWindow()
    })
    const input = saveUserInput({ ...draftFromUser(withDowntime), downtime: undefined })
    expect(projectOne(withDowntime, [childSavedEvent(input)])).not.toHaveProperty('downtime')
  })

  it('a new child joins the list with the server defaults when the event says when it was made', () => {
    const fresh = '00000000-1111-4444-0000-000000000009'
    const input = {
      id: fresh,
      isNew: true,
      name: ' Wren ',
      keyloggingEnabled: false,
      screenshotsEnabled: true,
      screenshotsResolution: 1000,
      screenshotsFrequency: 120,
      showSuspensionActivity: true,
      keychains: [],
    }
    const after = projectAll(users(), [childSavedEvent(input, { createdAt: '2026-02-01T09:00:00Z' })])
    expect(after.map((u) => u.name)).toEqual(['Maya', 'Leo', 'Wren'])
    expect(after[2]?.devices).toEqual([])
    expect(projectAll(users(), [childSavedEvent(input)])).toHaveLength(2)
  })

  it('events survive a round trip through their schemas (they are stored)', () => {
    const event = childSavedEvent(saveUserInput(draftFromUser(makeUser(maya, 'Maya'))), { addedKeychains: [cardC] })
    expect(ChildSaved.parse(JSON.parse(JSON.stringify(event)))).toEqual(event)
    expect(ChildDeleted.safeParse({ type: 'childDeleted', childId: 'nope' }).success).toBe(false)
    expect(DeviceDeleted.parse({ type: 'deviceDeleted', childId: maya, userDeviceId: device1 })).toBeTruthy()
    expect(
      ChildKeychainSet.parse({ type: 'childKeychainSet', childId: maya, keychainId: keychainC, assigned: true, keychain: cardC }).keychain,
    ).toEqual(cardC)
    expect(ChildKeychainSet.safeParse({ type: 'childKeychainSet', childId: maya, keychainId: keychainC }).success).toBe(false)
  })
})

describe('childKeychainSet', () => {
  const ids = fc.constantFrom(keychainA, keychainB, keychainC)
  it('property: the child has the keychain exactly when the event says so, other keychains and children untouched', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(ids, fc.constantFrom(maya, leo), fc.boolean(), (keychainId, childId, assigned) => {
        const event: ChildrenEvent = { type: 'childKeychainSet', childId, keychainId, assigned, keychain: { ...cardC, id: keychainId } }
        const after = projectAll(users(), [event])
        const child = (list: Users) => list.find((u) => u.id.toLowerCase() === childId)!
        const before = child(users()).keychains
        const ids = child(after).keychains.map((k) => k.id.toLowerCase())
        expect(ids.includes(keychainId)).toBe(assigned)
        // The others keep their order and their schedules.
        expect(child(after).keychains.filter((k) => k.id.toLowerCase() !== keychainId)).toEqual(
          before.filter((k) => k.id.toLowerCase() !== keychainId),
        )
        // A keychain the child already had stays where it was, schedule included.
        const had = before.find((k) => k.id.toLowerCase() === keychainId)
        if (assigned && had) expect(child(after).keychains).toEqual(before)
        const other = childId === maya ? leo : maya
        expect(after.find((u) => u.id.toLowerCase() === other)).toEqual(users().find((u) => u.id.toLowerCase() === other))
      }),
    )
  })

  it('assigning without a card does nothing (the view cannot name it)', () => {
    const after = projectOne(makeUser(maya, 'Maya'), [{ type: 'childKeychainSet', childId: maya, keychainId: keychainC, assigned: true }])
    expect(after.keychains).toHaveLength(2)
  })

  it('a new assignment shows the card without a schedule', () => {
    const after = projectOne(makeUser(maya, 'Maya'), [
      { type: 'childKeychainSet', childId: maya.toUpperCase(), keychainId: keychainC, assigned: true, keychain: cardC },
    ])
    expect(after.keychains[2]).toEqual(cardC)
  })
})

/**
 * Children events at their edges: a `childSaved` event carries no empty keys (it is stored), a
 * new child starts with no keychains, an assigned keychain keeps its description exactly as the
 * card has it, and deleting a device the view does not show leaves the view as it was.
 */
describe('at the edges', () => {
  type Users = OperationOutput<'GetUsers'>
  type OneUser = OperationOutput<'GetUser'>

  const maya = '00000000-1111-4444-0000-000000000001'
  const parent = '22222222-aaaa-4bbb-8ccc-000000000001'
  const keychainC = '11111111-aaaa-4bbb-8ccc-000000000003'
  const app = 'ba000000-0000-4000-8000-00000000000a'

  const input = {
    id: maya,
    isNew: false,
    name: 'Maya',
    keyloggingEnabled: true,
    screenshotsEnabled: true,
    screenshotsResolution: 1000,
    screenshotsFrequency: 120,
    showSuspensionActivity: true,
    keychains: [],
  }

  const mayaUser = (): OneUser =>
    User.parse({
      ...input,
      id: maya.toUpperCase(),
      keychains: [],
      devices: [
        {
          id: '33333333-aaaa-4bbb-8ccc-000000000001',
          deviceId: '44444444-aaaa-4bbb-8ccc-000000000001',
          status: { case: 'filterOn' },
          modelFamily: 'iMac',
          modelTitle: 'iMac (24-inch, M3)',
          modelIdentifier: 'Mac15,4',
        },
      ],
      createdAt: '2026-01-02T10:00:00Z',
    })

  const projectOne = (data: OneUser, events: readonly ChildrenEvent[]): OneUser =>
    events.reduce((d, e) => produce(d, (draft) => childrenProjector.GetUser?.(draft, e, d.id)), data)
  const projectAll = (data: Users, events: readonly ChildrenEvent[]): Users =>
    events.reduce((d, e) => produce(d, (draft) => childrenProjector.GetUsers?.(draft, e, undefined)), data)

  describe('childSavedEvent', () => {
    it('leaves out what the save did not have: downtime, blocked apps, added keychains, a date', () => {
      const event = childSavedEvent(input, { addedKeychains: [] })
      expect(event).toStrictEqual({ type: 'childSaved', child: input })
      expect(Object.keys(event.child)).not.toContain('downtime')
    })

    it('keeps each blocked app’s id and identifier, and its schedule only when it has one, also once stored', () => {
      const apps = [
        { id: app, identifier: 'FaceTime' },
        { id: app, identifier: 'Safari', schedule: defaultSchedule() },
      ]
      const event = childSavedEvent({ ...input, blockedApps: apps })
      expect(event.child.blockedApps).toStrictEqual(apps)
      expect(ChildSaved.parse(JSON.parse(JSON.stringify(event))).child.blockedApps).toEqual(apps)
    })
  })

  describe('the view after children events', () => {
    it('a new child starts with no keychains', () => {
      const after = projectAll([], [childSavedEvent({ ...input, isNew: true }, { createdAt: '2026-02-01T09:00:00Z' })])
      expect(after[0]?.keychains).toEqual([])
    })

    it('an assigned keychain shows its card exactly: a description when it has one, no key when not', () => {
      const card: KeychainCard = { id: keychainC, parentId: parent, name: 'Coding Club', isPublic: true, numKeys: 3 }
      const assign = (keychain: KeychainCard): ChildrenEvent => ({
        type: 'childKeychainSet',
        childId: maya,
        keychainId: keychainC,
        assigned: true,
        keychain,
      })
      expect(projectOne(mayaUser(), [assign({ ...card, description: 'After school' })]).keychains).toStrictEqual([
        { ...card, description: 'After school' },
      ])
      expect(projectOne(mayaUser(), [assign({ ...card, description: undefined })]).keychains).toStrictEqual([card])
    })

    it('deleting a device the view does not show leaves the view as it was', () => {
      const before = mayaUser()
      const after = projectOne(before, [{ type: 'deviceDeleted', childId: maya, userDeviceId: '33333333-aaaa-4bbb-8ccc-000000000009' }])
      expect(after).toBe(before)
    })
  })
})
