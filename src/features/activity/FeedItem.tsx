/**
 * One activity item in the day feed: a screenshot (image, date, Flag, Delete) or a typed-text
 * item (application name, lines, date, Flag, Delete). The card itself is the keyboard stop
 * (roving focus); every action is also a button for mouse and touch.
 */
import { memo } from 'react'
import type { GroupPosition } from '@domain/activity/suspension'
import { weekdayDateTime } from '@domain/time'
import type { UserActivityItem } from '@domain/api/wire'
import { ServerImage } from '../../ui/ServerImage'
import { reasonsLabel, useReviewMarks } from './review-marks'
import { buttonClass } from '../../ui/Button'

export interface ItemActions {
  readonly focus: (id: string) => void
  /** Sets the item's flag to `wanted` (the opposite of what the parent saw). */
  readonly flag: (id: string, wanted: boolean) => void
  readonly remove: (id: string) => void
  readonly open: (id: string) => void
  readonly reveal: (id: string) => void
}

/** When an item was made, on the clock of the day's offset: 'Wed, May 21, 3:08 PM'. */
export const itemWhen = (item: UserActivityItem, offset: number): string => weekdayDateTime(Date.parse(item.createdAt), { offsetMinutes: offset })

/** The card's name for screen readers; `when` is the item's `itemWhen`. */
export const itemLabel = (item: UserActivityItem, when: string): string =>
  `${item.case === 'screenshot' ? 'Screenshot' : `Typed text in ${item.appName}`}, ${when}${
    item.flagged ? ', flagged' : ''
  }${item.duringSuspension ? ', during filter suspension' : ''}`

export interface FeedItemProps {
  item: UserActivityItem
  offset: number
  group: GroupPosition
  tabStop: boolean
  current: boolean
  safe: boolean
  revealed: boolean
  actions: ItemActions
}

export const FeedItem = memo(function FeedItem({ item, offset, group, tabStop, current, safe, revealed, actions }: FeedItemProps) {
  const when = itemWhen(item, offset)
  const marks = useReviewMarks()
  const key = item.id.toLowerCase()
  const reasons = marks.reasonsOf(key)
  const sampled = marks.inSample(key)
  const classes = [
    'feed-item',
    item.case === 'screenshot' ? 'feed-item--shot' : 'feed-item--text',
    item.flagged && 'is-flagged',
    current && 'is-current',
    group !== 'none' && `feed-item--group feed-item--group-${group}`,
    safe && item.case === 'screenshot' && !revealed && 'is-veiled',
    marks.highlighted === key && 'is-highlighted',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <article
      className={classes}
      data-item-id={item.id}
      tabIndex={tabStop ? 0 : -1}
      aria-label={`${itemLabel(item, when)}${sampled ? ', in the sample' : ''}${reasonsLabel(reasons)}`}
      onFocus={() => actions.focus(item.id)}
    >
      {item.case === 'screenshot' ? (
        <button
          type="button"
          className="feed-shot"
          tabIndex={-1}
          aria-label={`View larger: screenshot, ${when}`}
          onClick={() => actions.open(item.id)}
        >
          <ServerImage url={item.url} width={item.width} height={item.height} loading="lazy" decoding="async" alt="" draggable={false} />
        </button>
      ) : (
        <div className="feed-text">
          <p className="feed-text__app">{item.appName}</p>
          <p className="feed-text__lines">{item.line}</p>
        </div>
      )}
      {reasons && reasons.length > 0 && <ReasonList reasons={reasons} />}
      <div className="feed-item__bar">
        <time dateTime={item.createdAt} className="feed-item__time">
          {when}
        </time>
        {item.flagged && <span className="badge badge--error">Flagged</span>}
        {sampled && <span className="badge">In the sample</span>}
        <span className="feed-item__actions">
          {safe && item.case === 'screenshot' && (
            <button type="button" className={buttonClass('ghost', 'sm')} aria-pressed={revealed} onClick={() => actions.reveal(item.id)}>
              {revealed ? 'Blur' : 'Reveal'}
            </button>
          )}
          <button
            type="button"
            className={buttonClass(item.flagged ? 'flagged' : 'secondary', 'sm')}
            aria-pressed={item.flagged}
            onClick={() => actions.flag(item.id, !item.flagged)}
          >
            Flag
          </button>
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={item.flagged}
            title={item.flagged ? 'Flagged items are kept; unflag to delete' : undefined}
            onClick={() => actions.remove(item.id)}
          >
            Delete
          </button>
        </span>
      </div>
    </article>
  )
})

/** Why an item may need a look, in words (never a claim of certainty). */
export function ReasonList({ reasons }: { reasons: readonly string[] }) {
  return (
    <ul className="reasons">
      {reasons.map((text) => (
        <li key={text} className="reasons__item">
          {text}
        </li>
      ))}
    </ul>
  )
}
