/**
 * Domain events of the keychain screens: saving or deleting a keychain, and saving or deleting
 * a key. Each changes at once every view that
 * shows it: the keychains list (GetAdminKeychains → `admin-keychains`), the keychain editor
 * (GetAdminKeychain → `admin-keychains/{id}`), the add-keychain drawer (GetSelectableKeychains)
 * and the children's keychains (GetUsers, GetUser); each is rolled back if the server refuses.
 *
 * Saving or deleting a child, and giving a keychain to a child or taking it away (the children
 * module's events), also change which children the keychains list shows under each keychain.
 *
 * Events carry target states (a key count), so applying one to a snapshot that
 * already reflects it changes nothing. Pure: projectors mutate a draft and read no clock.
 */
import * as z from 'zod/mini'
import { uuidPattern } from '../api/ids'
import type { OperationInput } from '../api/operations'
import { SharedKey } from '../api/wire/rules'
import { isoDatePattern } from '../api/wire/scalars'

const Uuid = z.string().check(z.regex(uuidPattern))
const Count = z.int().check(z.gte(0))

export const KeychainSaved = z.object({
  type: z.literal('keychainSaved'),
  isNew: z.boolean(),
  /** The owner (the parent saving it), for a new keychain's summary. */
  parentId: Uuid,
  keychain: z.object({ id: Uuid, name: z.string(), description: z.optional(z.string()) }),
})
export const KeychainDeleted = z.object({ type: z.literal('keychainDeleted'), keychainId: Uuid })
export const KeySaved = z.object({
  type: z.literal('keySaved'),
  isNew: z.boolean(),
  key: z.object({
    id: Uuid,
    keychainId: Uuid,
    key: SharedKey,
    comment: z.optional(z.string()),
    expiration: z.optional(z.string().check(z.regex(isoDatePattern))),
  }),
  /** How many keys the keychain has once saved (views without the keys show the count). */
  numKeys: Count,
})
export const KeyDeleted = z.object({ type: z.literal('keyDeleted'), keychainId: Uuid, keyId: Uuid, numKeys: Count })
export const keychainsEvents = [KeychainSaved, KeychainDeleted, KeySaved, KeyDeleted] as const

export type KeychainSaved = z.infer<typeof KeychainSaved>
export type KeychainDeleted = z.infer<typeof KeychainDeleted>
export type KeySaved = z.infer<typeof KeySaved>
export type KeyDeleted = z.infer<typeof KeyDeleted>
export type KeychainsEvent = KeychainSaved | KeychainDeleted | KeySaved | KeyDeleted

// ── building events from inputs ─────────────────────────────────────────────────────────────

/** A SaveKeychain input as an event (the description as sent: absent when blank). */
export function keychainSavedEvent(input: OperationInput<'SaveKeychain'>, parentId: string): KeychainSaved {
  const keychain: KeychainSaved['keychain'] = { id: input.id, name: input.name }
  if (input.description != null && input.description.trim() !== '') keychain.description = input.description
  return { type: 'keychainSaved', isNew: input.isNew, parentId, keychain }
}

/** A SaveKey input as an event; `numKeys` is the keychain's count with this key saved. */
export function keySavedEvent(input: OperationInput<'SaveKey'>, numKeys: number): KeySaved {
  const key: KeySaved['key'] = { id: input.id, keychainId: input.keychainId, key: input.key }
  if (input.comment != null) key.comment = input.comment
  if (input.expiration != null) key.expiration = input.expiration
  return { type: 'keySaved', isNew: input.isNew, key, numKeys }
}
