/**
 * The day timeline: items per local hour as bars, flagged items and filter-suspension periods
 * marked; choosing an hour scrolls the feed to its first item.
 */
import { memo } from 'react'
import type { HourBucket } from '@domain/activity/timeline'
import { hourLabel } from '@domain/time'
import './timeline.css'

export const Timeline = memo(function Timeline({ buckets, onHour }: { buckets: readonly HourBucket[]; onHour: (firstIndex: number) => void }) {
  const max = Math.max(1, ...buckets.map((b) => b.total))
  return (
    <nav className="timeline" aria-label="Day timeline">
      <ol className="timeline__hours">
        {buckets.map((b) => {
          const parts = [`${hourLabel(b.hour)}: ${b.total} ${b.total === 1 ? 'item' : 'items'}`]
          if (b.flagged > 0) parts.push(`${b.flagged} flagged`)
          if (b.suspended > 0) parts.push('during filter suspension')
          return (
            <li key={b.hour} className="timeline__hour">
              <button
                type="button"
                className={['timeline__button', b.flagged > 0 && 'has-flagged', b.suspended > 0 && 'has-suspension'].filter(Boolean).join(' ')}
                disabled={b.firstIndex === null}
                aria-label={parts.join(', ')}
                title={parts.join(', ')}
                onClick={() => b.firstIndex !== null && onHour(b.firstIndex)}
              >
                <span className="timeline__track" aria-hidden="true">
                  <span className="timeline__bar" style={{ height: `${b.total === 0 ? 0 : Math.max(8, (b.total / max) * 100)}%` }} />
                </span>
                <span className="timeline__marks" aria-hidden="true">
                  {b.suspended > 0 && <span className="timeline__mark timeline__mark--suspension" />}
                  {b.flagged > 0 && <span className="timeline__mark timeline__mark--flagged" />}
                </span>
                <span className="timeline__label" aria-hidden="true">
                  {b.hour % 6 === 0 ? hourLabel(b.hour) : ''}
                </span>
              </button>
            </li>
          )
        })}
      </ol>
      <p className="timeline__legend" aria-hidden="true">
        <span>
          <span className="timeline__mark timeline__mark--flagged" /> flagged
        </span>
        <span>
          <span className="timeline__mark timeline__mark--suspension" /> filter suspension
        </span>
      </p>
    </nav>
  )
})
