/**
 * A child's keychains, each always active or on a schedule, with 'Add a keychain' (the drawer)
 * and Remove. Also where the page looks up what to show for a keychain id, and which keychain
 * cards a save adds to the child.
 */
import { useCallback, useState } from 'react'
import { type ChildDraft, removeDraftKeychain, setDraftKeychainSchedule } from '@domain/children/settings'
import type { KeychainCard } from '@domain/events/children'
import { sameId } from '@domain/api/ids'
import { queries } from '../../../data/queries'
import type { KeychainSummary, User } from '@domain/api/wire'
import { useQuery } from '../../../data'
import { Badge } from '../../../ui/Badge'
import { Button } from '../../../ui/Button'
import { ScheduleField } from '../../../ui/ScheduleEditor'
import { ChildAddressTest } from '../../keychains'
import type { Edit } from './draft-edit'

/** What the keychains section shows for a keychain (from the child, or the selectable list). */
export interface KeychainInfo {
  readonly id: string
  readonly name: string
  readonly numKeys: number
  readonly isPublic: boolean
  readonly description?: string | undefined
}

export function KeychainsSection({
  draft,
  edit,
  childName,
  keychainInfo,
  onAddClick,
}: {
  draft: ChildDraft
  edit: Edit
  childName: string
  keychainInfo: (id: string) => KeychainInfo | undefined
  onAddClick: () => void
}) {
  return (
    <section className="card settings-section" aria-labelledby="keychains-heading">
      <div className="section-head">
        <h2 id="keychains-heading">Keychains</h2>
        <Button variant="secondary" size="sm" onClick={onAddClick}>
          Add a keychain
        </Button>
      </div>
      <p className="muted">Keychains hold the keys that unlock sites and apps for {childName}.</p>
      {draft.keychains.length === 0 ? (
        <p className="muted">{childName} has no keychains yet.</p>
      ) : (
        <ul className="rule-list" aria-label={`${childName}’s keychains`}>
          {draft.keychains.map((link) => {
            const info = keychainInfo(link.id)
            const name = info?.name ?? 'Keychain'
            return (
              <li key={link.id} className="rule-list__item">
                <div className="rule-list__head">
                  <span className="rule-list__name">
                    {name}
                    {info && (
                      <span className="muted rule-list__meta">
                        {info.numKeys} {info.numKeys === 1 ? 'key' : 'keys'}
                      </span>
                    )}
                    {info?.isPublic && <Badge>Public</Badge>}
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove keychain ${name}`}
                    onClick={() => edit((d) => removeDraftKeychain(d, link.id))}
                  >
                    Remove
                  </Button>
                </div>
                <ScheduleField
                  name={name}
                  schedule={link.schedule ?? undefined}
                  onChange={(schedule) => edit((d) => setDraftKeychainSchedule(d, link.id, schedule))}
                />
              </li>
            )
          })}
        </ul>
      )}
      <ChildAddressTest childId={draft.id} childName={childName} />
    </section>
  )
}

/**
 * What to show for a keychain id: the child's own list names its keychains; keychains added in
 * this visit come from the cards picked in the drawer, or the selectable lists.
 */
export function useKeychainLookup(user: User | undefined) {
  const selectable = useQuery(user ? queries.selectableKeychains() : null)
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
