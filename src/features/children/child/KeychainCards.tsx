/**
 * The add-keychain drawer's cards: one page of keychains to pick from (name, key count, Public
 * badge, description, and a warning badge when the keychain has a warning), with pager dots and
 * arrows when there is more than one page.
 */
import { sameId } from '@domain/api/ids'
import type { KeychainSummary } from '@domain/api/wire'
import { Badge } from '../../../ui/Badge'
import { ChevronLeftIcon } from '../../../ui/icons/ChevronLeftIcon'
import { ChevronRightIcon } from '../../../ui/icons/ChevronRightIcon'
import { WarningIcon } from '../../../ui/icons/WarningIcon'

function KeychainCardView({
  keychain,
  selected,
  onSelect,
  onWarning,
}: {
  keychain: KeychainSummary
  selected: boolean
  onSelect: () => void
  onWarning: () => void
}) {
  return (
    <li className={selected ? 'pick-card pick-card--selected' : 'pick-card'}>
      <button type="button" className="pick-card__main" aria-pressed={selected} onClick={onSelect}>
        <span className="pick-card__name">{keychain.name}</span>
        <span className="pick-card__meta">
          {keychain.numKeys} {keychain.numKeys === 1 ? 'key' : 'keys'}
          {keychain.isPublic && <Badge>Public</Badge>}
        </span>
        <span className="pick-card__description">{keychain.description?.trim() || 'No description'}</span>
      </button>
      {keychain.warning && (
        <button type="button" className="warning-badge" onClick={onWarning} aria-label={`Warning about ${keychain.name}`}>
          <WarningIcon />
          Warning
        </button>
      )}
    </li>
  )
}

export interface KeychainCardsProps {
  /** The keychains on the page shown. */
  shown: readonly KeychainSummary[]
  /** Names the list ('My keychains', 'Public keychains'). */
  label: string
  selectedId: string | undefined
  onSelect: (keychain: KeychainSummary) => void
  onWarning: (keychain: KeychainSummary) => void
  /** The page shown, from 0, of `pages`. */
  page: number
  pages: number
  onPage: (page: number) => void
}

export function KeychainCards({ shown, label, selectedId, onSelect, onWarning, page, pages, onPage }: KeychainCardsProps) {
  return (
    <>
      <ul className="pick-grid" aria-label={label}>
        {shown.map((keychain) => (
          <KeychainCardView
            key={keychain.id}
            keychain={keychain}
            selected={selectedId !== undefined && sameId(selectedId, keychain.id)}
            onSelect={() => onSelect(keychain)}
            onWarning={() => onWarning(keychain)}
          />
        ))}
      </ul>
      {pages > 1 && (
        <nav className="pager" aria-label="Keychain pages">
          <button type="button" className="pager__arrow" aria-label="Previous page" disabled={page === 0} onClick={() => onPage(page - 1)}>
            <ChevronLeftIcon />
          </button>
          {Array.from({ length: pages }, (_, i) => (
            <button
              key={i}
              type="button"
              className="pager__dot"
              aria-label={`Page ${i + 1} of ${pages}`}
              aria-current={i === page ? 'page' : undefined}
              onClick={() => onPage(i)}
            />
          ))}
          <button type="button" className="pager__arrow" aria-label="Next page" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
            <ChevronRightIcon />
          </button>
        </nav>
      )}
    </>
  )
}
