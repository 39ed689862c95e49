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
import { AdminId, BlockedAppId, ChildId, KeychainId, UserDeviceId } from '../api/ids'
import type { OperationInput } from '../api/operations'
import { PlainTimeWindow, RuleSchedule } from '../api/wire/rules'
import { isoDatePattern } from '../api/wire/scalars'

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
  blockedApps: z.optional(z.array(z.object({ id: BlockedAppId, identifier: z.string(), schedule: z.optional(RuleSchedule) }))),
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
