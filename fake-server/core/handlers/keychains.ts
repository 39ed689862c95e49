/**
 * Keychains and keys: GetAdminKeychains, GetAdminKeychain,
 * GetSelectableKeychains, SaveKeychain, SaveKey, ToggleChildKeychain, RequestPublicKeychain,
 * GetIdentifiedApps, and the `key` / `keychain` kinds of DeleteEntity.
 *
 * Keys are checked with the key form's own rules (domain/keys), so the demo refuses exactly the
 * keys the wizard would not make. Stricter than the real server: updating a keychain or a key,
 * and toggling a child's keychain, check ownership (404 "Keychain", "Key", "User"); deleting a
 * foreign keychain is 404 "Keychain" rather than a silent no-op. Deleting a key of another parent's keychain keeps the
 * real answer, Vapor 401 "Unauthorized".
 */
import type { WireOutput } from '@domain/api/operations'
import { describeKey } from '@domain/keys/describe'
import { normalizeStoredKey } from '@domain/keys/stored'
import type { SharedKey } from '@domain/api/wire'
import type { AdminContext, HandlerRegistry } from '../context'
import { type Db, type KeyRow, type KeychainRow, canonicalId, idEq, readJson, writeJson } from '../db/db'
import { isoSeconds } from '../encode'
import { notFound, routeNotFound, vaporError } from '../errors'
import { identifiedApps } from '../identified-apps'
import { type Draft, productName } from '../outbox'
import { childrenOf, deleteKeychainData, liveKeys, logAdminEvent, ownedChild } from '../services'
import { type LiveKeys, liveKeysByKeychain } from '../user-rows'
import { assignableKeychain } from './children'

type Summary = WireOutput<'GetAdminKeychain'>['summary']
type WireKey = WireOutput<'GetAdminKeychain'>['keys'][number]

/** Where RequestPublicKeychain "e-mails" (the outbox shows it). */
export const supportEmail = 'support@gatehouse.app'

// ── views ───────────────────────────────────────────────────────────────────────────────────

export function keychainSummary(db: Db, keychain: KeychainRow, now: Date, keysOf: LiveKeys = (id) => liveKeys(db, id, now)): Summary {
  return {
    id: keychain.id,
    parentId: keychain.adminId,
    name: keychain.name,
    description: keychain.description ?? undefined,
    warning: keychain.warning ?? undefined,
    isPublic: keychain.isPublic,
    numKeys: keysOf(keychain.id).length,
  }
}

/** Unexpired keys in wire form; `expiration` is the key's soft-delete time. */
export const keyViews = (keys: readonly KeyRow[]): WireKey[] =>
  keys.map((key) => ({
    id: key.id,
    keychainId: key.keychainId,
    comment: key.comment ?? undefined,
    expiration: key.deletedAt === null ? undefined : isoSeconds(key.deletedAt),
    key: readJson<SharedKey>(key.keyJson),
  }))

/** The caller's own keychain, or 404 "Keychain" (also for a public keychain of another parent). */
export function ownedKeychain(ctx: AdminContext, keychainId: string): KeychainRow {
  const keychain = ctx.deps.db.keychain.findFirst({ where: { id: idEq(keychainId), adminId: { equals: ctx.admin.id } } })
  if (!keychain) throw notFound('Keychain')
  return keychain
}

const publicKeychainRequest = (parentEmail: string, searchQuery: string, description: string): Draft => ({
  channel: 'email',
  to: supportEmail,
  subject: 'Public keychain request',
  body:
    `A parent asked for a public ${productName} keychain.\n\n` + `Parent: ${parentEmail}\nSearch query: ${searchQuery}\nDescription:\n${description}`,
  links: [],
})

// ── DeleteEntity kinds ──────────────────────────────────────────────────────────────────────

/** DeleteEntity `key`: a hard delete. Unknown or expired → 404 "Key"; another parent's → 401. */
export function deleteKey(ctx: AdminContext, keyId: string): void {
  const { db } = ctx.deps
  const key = db.key.findFirst({ where: { id: idEq(keyId) } })
  if (!key || (key.deletedAt !== null && key.deletedAt <= ctx.now.getTime())) throw notFound('Key')
  const keychain = db.keychain.findFirst({ where: { id: { equals: key.keychainId } } })
  if (!keychain || keychain.adminId !== ctx.admin.id) throw vaporError(401, 'Unauthorized')
  db.key.delete({ where: { id: { equals: key.id } } })
}

/** DeleteEntity `keychain`: with its keys and every child's link to it. */
export function deleteKeychain(ctx: AdminContext, keychainId: string): void {
  deleteKeychainData(ctx.deps.db, ownedKeychain(ctx, keychainId).id)
}

// ── handlers ────────────────────────────────────────────────────────────────────────────────

export const keychainsHandlers = {
  GetAdminKeychains(_input, ctx) {
    const { db } = ctx.deps
    const children = childrenOf(db, ctx.admin.id)
    const childIds = new Set(children.map((c) => c.id))
    const keysOf = liveKeysByKeychain(db, ctx.now)
    const linked = new Map<string, Set<string>>()
    for (const link of db.childKeychain.getAll()) {
      if (!childIds.has(link.childId)) continue
      const set = linked.get(link.keychainId) ?? new Set<string>()
      linked.set(link.keychainId, set.add(link.childId))
    }
    const keychains = db.keychain.findMany({ where: { adminId: { equals: ctx.admin.id } } }).map((keychain) => ({
      summary: keychainSummary(db, keychain, ctx.now, keysOf),
      children: [...(linked.get(keychain.id) ?? [])],
      keys: keyViews(keysOf(keychain.id)),
    }))
    return { keychains, children: children.map((c) => ({ id: c.id, name: c.name })) }
  },

  GetAdminKeychain(keychainId, ctx) {
    const { db } = ctx.deps
    const keychain = ownedKeychain(ctx, keychainId)
    const keys = liveKeys(db, keychain.id, ctx.now)
    return { summary: keychainSummary(db, keychain, ctx.now, () => keys), keys: keyViews(keys) }
  },

  GetSelectableKeychains(_input, ctx) {
    const { db } = ctx.deps
    const all = db.keychain.getAll()
    const keysOf = liveKeysByKeychain(db, ctx.now)
    return {
      own: all.filter((k) => k.adminId === ctx.admin.id).map((k) => keychainSummary(db, k, ctx.now, keysOf)),
      public: all.filter((k) => k.isPublic && k.adminId !== ctx.admin.id).map((k) => keychainSummary(db, k, ctx.now, keysOf)),
    }
  },

  SaveKeychain(input, ctx) {
    const { deps, now, admin } = ctx
    const description = input.description ?? null
    if (input.isNew) {
      if (deps.db.keychain.findFirst({ where: { id: idEq(input.id) } })) throw new Error('SaveKeychain: duplicate id')
      deps.db.keychain.create({
        id: canonicalId(input.id),
        adminId: admin.id,
        name: input.name,
        description,
        warning: null,
        isPublic: false,
        createdAt: now.getTime(),
      })
      logAdminEvent(deps, admin.id, 'keychainCreated', now, `name: ${input.name}`, ctx.ipAddress)
      return { success: true }
    }
    const keychain = ownedKeychain(ctx, input.id)
    deps.db.keychain.update({ where: { id: { equals: keychain.id } }, data: { name: input.name, description } })
    return { success: true }
  },

  SaveKey(input, ctx) {
    const { deps, now, admin } = ctx
    const { db } = deps
    // A key that does not validate fails like an undecodable body, before any lookup.
    const key = normalizeStoredKey(input.key)
    if (!key) throw routeNotFound()
    const keychain = ownedKeychain(ctx, input.keychainId)
    const data = {
      keyJson: writeJson(key),
      comment: input.comment ?? null,
      deletedAt: input.expiration === undefined ? null : Date.parse(input.expiration),
    }
    if (input.isNew) {
      if (db.key.findFirst({ where: { id: idEq(input.id) } })) throw new Error('SaveKey: duplicate id')
      db.key.create({ id: canonicalId(input.id), keychainId: keychain.id, createdAt: now.getTime(), ...data })
      const detail = `key opening ${describeKey(key)} added to keychain '${keychain.name}'`
      logAdminEvent(deps, admin.id, 'keyCreated', now, detail, ctx.ipAddress)
      return { success: true }
    }
    // An update never moves the key; it must be live and in one of the caller's keychains.
    const existing = db.key.findFirst({ where: { id: idEq(input.id) } })
    const live = existing && (existing.deletedAt === null || existing.deletedAt > now.getTime())
    const home = existing && db.keychain.findFirst({ where: { id: { equals: existing.keychainId } } })
    if (!existing || !live || !home || home.adminId !== admin.id) throw notFound('Key')
    db.key.update({ where: { id: { equals: existing.id } }, data })
    return { success: true }
  },

  ToggleChildKeychain(input, ctx) {
    const { db } = ctx.deps
    const child = ownedChild(ctx, input.childId)
    const keychain = assignableKeychain(ctx, input.keychainId)
    const where = { childId: { equals: child.id }, keychainId: { equals: keychain.id } }
    if (db.childKeychain.findFirst({ where })) db.childKeychain.deleteMany({ where })
    else {
      db.childKeychain.create({
        id: ctx.deps.newId(),
        childId: child.id,
        keychainId: keychain.id,
        scheduleJson: null,
        createdAt: ctx.now.getTime(),
      })
    }
    return { success: true }
  },

  RequestPublicKeychain(input, ctx) {
    ctx.deps.outbox.send(publicKeychainRequest(ctx.admin.email, input.searchQuery, input.description), ctx.now)
    return { success: true }
  },

  GetIdentifiedApps() {
    return identifiedApps.map((app) => ({ ...app, bundleIds: app.bundleIds.map((b) => ({ ...b })) }))
  },
} satisfies HandlerRegistry
