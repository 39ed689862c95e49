/**
 * How the keychains events change the views they touch: the projector, with the event types it
 * handles. Kept apart from the events' schemas, so the data engine folds views without building
 * them (the signed-in first script creates the engine before its first request).
 */
import { sameId } from '../../api/ids'
import type { OperationOutput } from '../../api/operations'
import type { ChildrenEvent } from '../children'
import type { KeySaved, KeychainSaved, KeychainsEvent } from '../keychains'
import type { Projector } from '../core'

type Handled = KeychainsEvent | Extract<ChildrenEvent, { type: 'childSaved' | 'childDeleted' | 'childKeychainSet' }>

/** The event types the projector handles. */
export const keychainsProjectedTypes = [
  'keychainSaved',
  'keychainDeleted',
  'keySaved',
  'keyDeleted',
  'childSaved',
  'childDeleted',
  'childKeychainSet',
] as const satisfies readonly Handled['type'][]

// ── projection ──────────────────────────────────────────────────────────────────────────────

type AdminKeychains = OperationOutput<'GetAdminKeychains'>
type AdminKeychainEntry = AdminKeychains['keychains'][number]
type Summary = AdminKeychainEntry['summary']
type WireKey = AdminKeychainEntry['keys'][number]
type User = OperationOutput<'GetUser'>

function applyKeychainFields(target: { name: string; description?: string | undefined }, event: KeychainSaved): void {
  target.name = event.keychain.name
  if (event.keychain.description === undefined) delete target.description
  else target.description = event.keychain.description
}

const newSummary = (event: KeychainSaved): Summary => {
  const summary = { id: event.keychain.id, parentId: event.parentId, name: event.keychain.name, isPublic: false, numKeys: 0 }
  return (event.keychain.description === undefined ? summary : { ...summary, description: event.keychain.description }) as Summary
}

/** Replaces a saved key in a keychain's key list, or adds a new one to its keychain's list. */
function upsertKey(keys: WireKey[], summary: Summary, event: KeySaved): void {
  const index = keys.findIndex((k) => sameId(k.id, event.key.id))
  const stored = { ...event.key } as WireKey
  // An update never moves a key to another keychain.
  if (index >= 0) keys[index] = { ...stored, keychainId: keys[index]!.keychainId }
  else if (event.isNew && sameId(summary.id, event.key.keychainId)) keys.push(stored)
  summary.numKeys = keys.length
}

function removeKey(keys: WireKey[], summary: Summary, keyId: string): void {
  const index = keys.findIndex((k) => sameId(k.id, keyId))
  if (index < 0) return
  keys.splice(index, 1)
  summary.numKeys = keys.length
}

/** Keeps `id` in or out of a list of ids. */
function setMember(ids: string[], id: string, member: boolean): void {
  const index = ids.findIndex((x) => sameId(x, id))
  if (member && index < 0) ids.push(id)
  if (!member && index >= 0) ids.splice(index, 1)
}

function applyToAdminKeychains(data: AdminKeychains, event: Handled): void {
  switch (event.type) {
    case 'keychainSaved': {
      const entry = data.keychains.find((k) => sameId(k.summary.id, event.keychain.id))
      if (entry) applyKeychainFields(entry.summary, event)
      else if (event.isNew) data.keychains.push({ summary: newSummary(event), children: [], keys: [] })
      return
    }
    case 'keychainDeleted': {
      const index = data.keychains.findIndex((k) => sameId(k.summary.id, event.keychainId))
      if (index >= 0) data.keychains.splice(index, 1)
      return
    }
    case 'keySaved':
      for (const entry of data.keychains) {
        const holds = entry.keys.some((k) => sameId(k.id, event.key.id)) || sameId(entry.summary.id, event.key.keychainId)
        if (holds) upsertKey(entry.keys, entry.summary, event)
      }
      return
    case 'keyDeleted':
      for (const entry of data.keychains) removeKey(entry.keys, entry.summary, event.keyId)
      return
    case 'childKeychainSet': {
      const entry = data.keychains.find((k) => sameId(k.summary.id, event.keychainId))
      if (entry && data.children.some((c) => sameId(c.id, event.childId))) setMember(entry.children, event.childId, event.assigned)
      return
    }
    case 'childSaved': {
      const { child } = event
      const known = data.children.find((c) => sameId(c.id, child.id))
      if (known) known.name = child.name.trim()
      else if (child.isNew) data.children.push({ id: child.id, name: child.name.trim() } as AdminKeychains['children'][number])
      if (child.isNew) return
      for (const entry of data.keychains) {
        setMember(
          entry.children,
          child.id,
          child.keychains.some((k) => sameId(k.id, entry.summary.id)),
        )
      }
      return
    }
    case 'childDeleted': {
      const index = data.children.findIndex((c) => sameId(c.id, event.childId))
      if (index >= 0) data.children.splice(index, 1)
      for (const entry of data.keychains) setMember(entry.children, event.childId, false)
      return
    }
  }
}

function applyToSummaries(summaries: { id: string; name: string; description?: string | undefined; numKeys: number }[], event: Handled): void {
  switch (event.type) {
    case 'keychainSaved':
      for (const s of summaries) if (sameId(s.id, event.keychain.id)) applyKeychainFields(s, event)
      return
    case 'keychainDeleted': {
      const index = summaries.findIndex((s) => sameId(s.id, event.keychainId))
      if (index >= 0) summaries.splice(index, 1)
      return
    }
    case 'keySaved':
      for (const s of summaries) if (sameId(s.id, event.key.keychainId)) s.numKeys = event.numKeys
      return
    case 'keyDeleted':
      for (const s of summaries) if (sameId(s.id, event.keychainId)) s.numKeys = event.numKeys
      return
    default:
      return
  }
}

/** A child's keychains show saved names and key counts (giving and taking away: the children module). */
function applyToUser(user: User, event: Handled): void {
  applyToSummaries(user.keychains, event)
}

export const keychainsProjector: Projector<Handled> = {
  GetAdminKeychains(data, event) {
    applyToAdminKeychains(data, event)
  },
  GetAdminKeychain(data, event) {
    if (event.type === 'keychainSaved' && sameId(data.summary.id, event.keychain.id)) applyKeychainFields(data.summary, event)
    if (event.type === 'keySaved') {
      const holds = data.keys.some((k) => sameId(k.id, event.key.id)) || sameId(data.summary.id, event.key.keychainId)
      if (holds) upsertKey(data.keys, data.summary, event)
    }
    if (event.type === 'keyDeleted') removeKey(data.keys, data.summary, event.keyId)
  },
  GetSelectableKeychains(data, event) {
    if (event.type === 'keychainSaved' && event.isNew && !data.own.some((k) => sameId(k.id, event.keychain.id))) {
      data.own.push(newSummary(event))
      return
    }
    applyToSummaries(data.own, event)
  },
  GetUsers(users, event) {
    for (const user of users) applyToUser(user, event)
  },
  GetUser(user, event) {
    applyToUser(user, event)
  },
}
