/**
 * Where Accept → on a Home request card leads: straight to the proposed key, filled in, when the
 * child has exactly one keychain of this parent (the key goes there); to choosing a keychain
 * when there are several or none (that page says how to add one); to the request's review page
 * when the child could not be read.
 */
import { sameId } from '@domain/api/ids'
import type { UserKeychainSummary } from '@domain/api/wire'

export type AcceptStep = { readonly to: 'edit-key'; readonly keychainId: string } | { readonly to: 'select-keychain' } | { readonly to: 'review' }

export function acceptStep(keychains: readonly UserKeychainSummary[] | undefined, parentId: string): AcceptStep {
  if (!keychains) return { to: 'review' }
  const own = keychains.filter((k) => sameId(k.parentId, parentId) && !k.isPublic)
  return own.length === 1 ? { to: 'edit-key', keychainId: own[0]!.id.toLowerCase() } : { to: 'select-keychain' }
}
