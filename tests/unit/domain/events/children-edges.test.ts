/**
 * Children events at their edges: a `childSaved` event carries no empty keys (it is stored), a
 * new child starts with no keychains, an assigned keychain keeps its description exactly as the
 * card has it, and deleting a device the view does not show leaves the view as it was.
 */
import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import { ChildSaved, type ChildrenEvent, type KeychainCard, childSavedEvent, childrenProjector } from '@domain/events/children'
import type { OperationOutput } from '@domain/api/operations'
import { defaultSchedule } from '@domain/schedule/schedule'
import { User } from '@domain/api/wire'

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
    const apps = [{ id: app, identifier: 'FaceTime' }, { id: app, identifier: 'Safari', schedule: defaultSchedule() }]
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
    const assign = (keychain: KeychainCard): ChildrenEvent => ({ type: 'childKeychainSet', childId: maya, keychainId: keychainC, assigned: true, keychain })
    expect(projectOne(mayaUser(), [assign({ ...card, description: 'After school' })]).keychains).toStrictEqual([{ ...card, description: 'After school' }])
    expect(projectOne(mayaUser(), [assign({ ...card, description: undefined })]).keychains).toStrictEqual([card])
  })

  it('deleting a device the view does not show leaves the view as it was', () => {
    const before = mayaUser()
    const after = projectOne(before, [{ type: 'deviceDeleted', childId: maya, userDeviceId: '33333333-aaaa-4bbb-8ccc-000000000009' }])
    expect(after).toBe(before)
  })
})
