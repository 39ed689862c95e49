/**
 * How the children events change the views they touch: the projector, with the event types it
 * handles. Kept apart from the events' schemas, so the data engine folds views without building
 * them (the signed-in first script creates the engine before its first request).
 */
import { sameId } from '../../api/ids'
import type { OperationOutput } from '../../api/operations'
import type { ChildKeychainSet, ChildSaved, ChildrenEvent, KeychainCard } from '../children'
import type { Projector } from '../core'

/** The event types the projector handles. */
export const childrenProjectedTypes = [
  'childSaved',
  'childDeleted',
  'deviceDeleted',
  'childKeychainSet',
] as const satisfies readonly ChildrenEvent['type'][]

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
