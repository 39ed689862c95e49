/**
 * Where accepting an unlock request leads (from its card on Home and from its review page alike):
 * the key goes into one of this parent's own keychains on the child (never a public one, never
 * another parent's). With exactly one, straight to the proposed key for it, filled in; with
 * several or none, to choosing a keychain (that page says how to add one); when the child could
 * not be read, to the request's review page.
 */
import { idKey, sameId } from '../api/ids'
import type { UserKeychainSummary } from '../api/wire'

/** The child's keychains that `parentId` made and that are not public: the only ones a request's key goes into. */
export const ownKeychains = <K extends Pick<UserKeychainSummary, 'parentId' | 'isPublic'>>(keychains: readonly K[], parentId: string): K[] =>
  keychains.filter((k) => sameId(k.parentId, parentId) && !k.isPublic)

export type AcceptDestination =
  { readonly to: 'edit-key'; readonly keychainId: string } | { readonly to: 'select-keychain' } | { readonly to: 'review' }

/** Where Accept leads, given the child's keychains (undefined: the child could not be read). The keychain's id as addresses write it. */
export function acceptDestination(keychains: readonly UserKeychainSummary[] | undefined, parentId: string): AcceptDestination {
  if (!keychains) return { to: 'review' }
  const own = ownKeychains(keychains, parentId)
  return own.length === 1 ? { to: 'edit-key', keychainId: idKey(own[0]!.id) } : { to: 'select-keychain' }
}
