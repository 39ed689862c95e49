/**
 * Keychains and their keys.
 */
import * as z from 'zod/mini'
import { ChildId, KeyId, KeychainId } from '../ids'
import { AdminKeychain, IdentifiedApp, IsoDate, Key, KeychainSummary, SharedKey, SuccessOutput, opt } from '../wire'
import { admin, noInput } from './define'

export const keychainOperations = {
  GetAdminKeychains: admin(noInput, () =>
    z.object({
      keychains: z.array(AdminKeychain),
      children: z.array(z.object({ id: ChildId, name: z.string() })),
    }),
  ),
  GetAdminKeychain: admin(KeychainId, () => z.object({ summary: KeychainSummary, keys: z.array(Key) })),
  GetSelectableKeychains: admin(noInput, () => z.object({ own: z.array(KeychainSummary), public: z.array(KeychainSummary) })),
  SaveKeychain: admin(() => z.object({ isNew: z.boolean(), id: KeychainId, name: z.string(), description: opt(z.string()) }), SuccessOutput),
  SaveKey: admin(
    () =>
      z.object({
        isNew: z.boolean(),
        id: KeyId,
        keychainId: KeychainId,
        key: SharedKey,
        comment: opt(z.string()),
        expiration: opt(IsoDate),
      }),
    SuccessOutput,
  ),
  ToggleChildKeychain: admin(() => z.object({ keychainId: KeychainId, childId: ChildId }), SuccessOutput),
  RequestPublicKeychain: admin(() => z.object({ searchQuery: z.string(), description: z.string() }), SuccessOutput),
  GetIdentifiedApps: admin(noInput, () => z.array(IdentifiedApp)),
} as const
