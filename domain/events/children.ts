/**
 * Domain events of the children screens: saving a child, deleting a child, deleting one of a
 * child's devices, and assigning a keychain to a child or taking it away. Each changes the view
 * of the children's cache keys at once (GetUsers → `users`, GetUser → `users/{id}`) and is rolled
 * back if the server refuses it. Each carries the state it leaves behind, so applying it to a
 * view that already shows it changes nothing.
 *
 * Pure: the projector mutates a draft (the store wraps it in immer) and never reads a clock.
 */
import * as z from 'zod/mini'
import { AdminId, BlockedAppId, ChildId, KeychainId, UserDeviceId, sameId } from '../api/ids'
import type { OperationInput, OperationOutput } from '../api/operations'
import { PlainTimeWindow, RuleSchedule } from '../api/wire/rules'
import { isoDatePattern } from '../api/wire/scalars'
import type { Projector } from './core'

/** What the view needs to show a keychain that a save or an assignment adds to a child. */
export const KeychainCard = z.object({
  id: KeychainId,
  parentId: AdminId,
  name: z.string(),
  description: z.optional(z.string()),
  isPublic: z.boolean(),
  numKeys: z.int().check(z.gte(0)),
})
export type KeychainCard = z.input<typeof KeychainCard>

/** A child's settings as SaveUser sends them. */
export const SavedChild = z.object({
  id: ChildId,
  isNew: z.boolean(),
  name: z.string(),
  keyloggingEnabled: z.boolean(),
  screenshotsEnabled: z.boolean(),
  screenshotsResolution: z.int(),
  screenshotsFrequency: z.int(),
  showSuspensionActivity: z.boolean(),
  downtime: z.optional(PlainTimeWindow),
  keychains: z.array(z.object({ id: KeychainId, schedule: z.optional(RuleSchedule) })),
  blockedApps: z.optional(
    z.array(z.object({ id: BlockedAppId, identifier: z.string(), schedule: z.optional(RuleSchedule) })),
  ),
})
export type SavedChild = z.input<typeof SavedChild>

export const ChildSaved = z.object({
  type: z.literal('childSaved'),
  child: SavedChild,
  /** Cards for keychains the save adds (the view cannot name a keychain from its id alone). */
  addedKeychains: z.optional(z.array(KeychainCard)),
  /** For a new child: when it was created (ISO), so the list can show it at once. */
  createdAt: z.optional(z.string().check(z.regex(isoDatePattern))),
})
export const ChildDeleted = z.object({ type: z.literal('childDeleted'), childId: ChildId })
export const DeviceDeleted = z.object({
  type: z.literal('deviceDeleted'),
  childId: ChildId,
  /** The UserDevice id (what DeleteEntity `userDevice` takes). */
  userDeviceId: UserDeviceId,
})
/** A keychain was assigned to a child (`assigned: true`) or taken away from it (`false`). */
export const ChildKeychainSet = z.object({
  type: z.literal('childKeychainSet'),
  childId: ChildId,
  keychainId: KeychainId,
  assigned: z.boolean(),
  /** The keychain's card (same id), needed to show it when it is assigned. */
  keychain: z.optional(KeychainCard),
})

export const childrenEvents = [ChildSaved, ChildDeleted, DeviceDeleted, ChildKeychainSet] as const

export type ChildSaved = z.input<typeof ChildSaved>
export type ChildDeleted = z.input<typeof ChildDeleted>
export type DeviceDeleted = z.input<typeof DeviceDeleted>
export type ChildKeychainSet = z.input<typeof ChildKeychainSet>
export type ChildrenEvent = ChildSaved | ChildDeleted | DeviceDeleted | ChildKeychainSet

/** A SaveUser input as a `childSaved` event (optional keys dropped, not null). */
export function childSavedEvent(
  input: OperationInput<'SaveUser'>,
  extras: { addedKeychains?: readonly KeychainCard[]; createdAt?: string } = {},
): ChildSaved {
  const child: SavedChild = {
    id: input.id,
    isNew: input.isNew,
    name: input.name,
    keyloggingEnabled: input.keyloggingEnabled,
    screenshotsEnabled: input.screenshotsEnabled,
    screenshotsResolution: input.screenshotsResolution,
    screenshotsFrequency: input.screenshotsFrequency,
    showSuspensionActivity: input.showSuspensionActivity,
    keychains: input.keychains.map((k) => (k.schedule ? { id: k.id, schedule: k.schedule } : { id: k.id })),
  }
  if (input.downtime) child.downtime = input.downtime
  if (input.blockedApps) {
    child.blockedApps = input.blockedApps.map((a) =>
      a.schedule ? { id: a.id, identifier: a.identifier, schedule: a.schedule } : { id: a.id, identifier: a.identifier },
    )
  }
  const event: ChildSaved = { type: 'childSaved', child }
  if (extras.addedKeychains && extras.addedKeychains.length > 0) event.addedKeychains = [...extras.addedKeychains]
  if (extras.createdAt) event.createdAt = extras.createdAt
  return event
}

// ── projection ──────────────────────────────────────────────────────────────────────────────

type User = OperationOutput<'GetUser'>
type UserKeychain = User['keychains'][number]

/** A newly assigned keychain's card as GetUser lists it (no schedule yet). */
const asUserKeychain = (card: KeychainCard): UserKeychain => {
  const keychain = { ...card }
  if (keychain.description === undefined) delete keychain.description
  return keychain as UserKeychain
}

/** Applies a save to one child as GetUser shows it. */
function applySave(user: User, event: ChildSaved): void {
  const { child } = event
  user.name = child.name.trim()
  // A new child gets the server's recommended monitoring values, whatever was sent
  // (docs/api.md#children).
  if (!child.isNew) {
    user.keyloggingEnabled = child.keyloggingEnabled
    user.screenshotsEnabled = child.screenshotsEnabled
    user.screenshotsResolution = child.screenshotsResolution
    user.screenshotsFrequency = Math.max(10, child.screenshotsFrequency)
    user.showSuspensionActivity = child.showSuspensionActivity
  }
  if (child.downtime) user.downtime = child.downtime
  else delete user.downtime
  if (child.isNew) return
  if (child.blockedApps) user.blockedApps = child.blockedApps.map((a) => ({ ...a })) as User['blockedApps']
  const next: UserKeychain[] = []
  for (const link of child.keychains) {
    const known = user.keychains.find((k) => sameId(k.id, link.id))
    const card = known ?? event.addedKeychains?.find((k) => sameId(k.id, link.id))
    if (!card) continue
    const { schedule: _old, ...rest } = card as UserKeychain
    next.push(link.schedule ? { ...rest, schedule: link.schedule } : (rest as UserKeychain))
  }
  user.keychains = next
}

function newUser(event: ChildSaved): User | null {
  if (!event.createdAt) return null
  const { child } = event
  const user = {
    id: child.id,
    name: child.name.trim(),
    keyloggingEnabled: child.keyloggingEnabled,
    screenshotsEnabled: child.screenshotsEnabled,
    screenshotsResolution: child.screenshotsResolution,
    screenshotsFrequency: child.screenshotsFrequency,
    showSuspensionActivity: child.showSuspensionActivity,
    keychains: [],
    devices: [],
    createdAt: event.createdAt,
    ...(child.downtime ? { downtime: child.downtime } : {}),
  }
  return user as unknown as User
}

function applyKeychainSet(user: User, event: ChildKeychainSet): void {
  const index = user.keychains.findIndex((k) => sameId(k.id, event.keychainId))
  if (!event.assigned) {
    if (index >= 0) user.keychains.splice(index, 1)
  } else if (index < 0 && event.keychain && sameId(event.keychain.id, event.keychainId)) {
    user.keychains.push(asUserKeychain(event.keychain))
  }
}

function applyToUser(user: User, event: ChildrenEvent): void {
  switch (event.type) {
    case 'childSaved':
      if (sameId(user.id, event.child.id)) applySave(user, event)
      return
    case 'deviceDeleted': {
      if (!sameId(user.id, event.childId)) return
      const index = user.devices.findIndex((d) => sameId(d.id, event.userDeviceId))
      if (index >= 0) user.devices = user.devices.filter((d) => !sameId(d.id, event.userDeviceId))
      return
    }
    case 'childKeychainSet':
      if (sameId(user.id, event.childId)) applyKeychainSet(user, event)
      return
    case 'childDeleted':
      return
  }
}

export const childrenProjector: Projector<ChildrenEvent> = {
  GetUsers(users, event) {
    if (event.type === 'childDeleted') {
      const index = users.findIndex((u) => sameId(u.id, event.childId))
      if (index >= 0) users.splice(index, 1)
      return
    }
    if (event.type === 'childSaved' && !users.some((u) => sameId(u.id, event.child.id))) {
      const user = event.child.isNew ? newUser(event) : null
      if (user) users.push(user)
      return
    }
    for (const user of users) applyToUser(user, event)
  },
  GetUser(user, event) {
    applyToUser(user, event)
  },
}
