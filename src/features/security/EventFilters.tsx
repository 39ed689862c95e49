/** The security feed's filters: by child (everyone, or one child in the feed) and by kind, and the count shown. */
import { useId } from 'react'
import { type EventKind, eventKindLabel } from '@domain/security/events'

const kindOrder: readonly EventKind[] = ['all', 'attention', 'child', 'parent']

export interface EventFiltersProps {
  readonly children: readonly { readonly id: string; readonly name: string }[]
  /** The child shown ('' for everyone) and the kind. */
  readonly childId: string | undefined
  readonly kind: EventKind
  readonly shownCount: number
  readonly totalCount: number
  readonly onChild: (childId: string | undefined) => void
  readonly onKind: (kind: EventKind) => void
}

export function EventFilters({ children, childId, kind, shownCount, totalCount, onChild, onKind }: EventFiltersProps) {
  const ids = useId()
  return (
    <form className="card event-filters" aria-label="Filter events" onSubmit={(e) => e.preventDefault()}>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-child`}>
          Child
        </label>
        <select id={`${ids}-child`} className="field__input" value={childId ?? ''} onChange={(e) => onChild(e.target.value || undefined)}>
          <option value="">Everyone</option>
          {children.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-kind`}>
          Show
        </label>
        <select id={`${ids}-kind`} className="field__input" value={kind} onChange={(e) => onKind(e.target.value as EventKind)}>
          {kindOrder.map((k) => (
            <option key={k} value={k}>
              {eventKindLabel[k]}
            </option>
          ))}
        </select>
      </div>
      <p className="event-filters__count" aria-live="polite">
        {shownCount === totalCount ? `${totalCount} events` : `${shownCount} of ${totalCount} events`}
      </p>
    </form>
  )
}
