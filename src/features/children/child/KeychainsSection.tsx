/**
 * A child's keychains, each always active or on a schedule, with 'Add a keychain' (the drawer)
 * and Remove, then "Test an address" over them (drawn where the page says).
 */
import type { ReactNode } from 'react'
import { type ChildDraft, removeDraftKeychain, setDraftKeychainSchedule } from '@domain/children/settings'
import { Badge } from '../../../ui/Badge'
import { Button } from '../../../ui/Button'
import { ScheduleField } from '../../../ui/ScheduleEditor'
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
  addressTest,
}: {
  draft: ChildDraft
  edit: Edit
  childName: string
  keychainInfo: (id: string) => KeychainInfo | undefined
  onAddClick: () => void
  /** "Test an address" over the child's keychains. */
  addressTest: ReactNode
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
      {addressTest}
    </section>
  )
}
