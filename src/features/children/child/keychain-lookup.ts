/**
 * What a child's page shows for a keychain id, and which keychain cards a save adds to the child
 * (so the child's list names them before the server answers).
 */
import { useCallback, useState } from 'react'
import type { KeychainCard } from '@domain/events/children'
import { sameId } from '@domain/api/ids'
import type { KeychainSummary, User } from '@domain/api/wire'
import { type QueryDef, useQuery } from '../../../data'
import type { KeychainInfo } from './KeychainsSection'

/**
 * What to show for a keychain id: the child's own list names its keychains; keychains added in
 * this visit come from the cards picked in the drawer, or the selectable lists (read once the
 * child is in).
 */
export function useKeychainLookup(user: User | undefined, selectableKeychains: QueryDef<'GetSelectableKeychains'>) {
  const selectable = useQuery(user ? selectableKeychains : null)
  // Cards of keychains added in this visit (the child's own list does not name them yet).
  const [addedCards, setAddedCards] = useState<KeychainSummary[]>([])
  const keychainInfo = useCallback(
    (id: string): KeychainInfo | undefined =>
      user?.keychains.find((k) => sameId(k.id, id)) ??
      addedCards.find((k) => sameId(k.id, id)) ??
      selectable.data?.own.find((k) => sameId(k.id, id)) ??
      selectable.data?.public.find((k) => sameId(k.id, id)),
    [user, addedCards, selectable.data],
  )
  const rememberAdded = useCallback((keychain: KeychainSummary) => {
    setAddedCards((cards) => [...cards.filter((c) => !sameId(c.id, keychain.id)), keychain])
  }, [])
  return { keychainInfo, rememberAdded }
}

/**
 * The cards of the keychains a save adds to the child (those not on the child yet), so that the
 * child's list can name them before the server answers.
 */
export function addedKeychainCards(
  keychains: readonly { readonly id: string }[],
  user: User,
  keychainInfo: (id: string) => KeychainInfo | undefined,
): KeychainCard[] {
  return keychains.flatMap((k) => {
    if (user.keychains.some((uk) => sameId(uk.id, k.id))) return []
    const info = keychainInfo(k.id)
    if (!info || !('parentId' in info)) return []
    const s = info as KeychainSummary
    return [
      {
        id: s.id,
        parentId: s.parentId,
        name: s.name,
        isPublic: s.isPublic,
        numKeys: s.numKeys,
        ...(s.description ? { description: s.description } : {}),
      },
    ]
  })
}
