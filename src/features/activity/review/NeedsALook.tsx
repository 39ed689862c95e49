/**
 * "May need a look" across the window: the items with a reason, heaviest first, each with its
 * reasons in words and a link to the item in its day feed. The page never claims certainty.
 */
import { memo, useId, useState } from 'react'
import type { ReviewEntry } from '@domain/activity/item-reasons'
import { needsALookHeading } from '@domain/activity/reasons'
import { clockTime, weekdayDate } from '@domain/time'
import { Button } from '../../../ui/Button'
import { ReasonList } from '../FeedItem'
import { DayLink } from './links'

/** Items listed before "Show all". */
export const firstShown = 10

export interface NeedsALookProps {
  readonly entries: readonly ReviewEntry[]
  readonly userId: string | null
  readonly offset: number
  readonly names: ReadonlyMap<string, string> | null
}

export const NeedsALook = memo(function NeedsALook({ entries, userId, offset, names }: NeedsALookProps) {
  const headingId = useId()
  const [all, setAll] = useState(false)
  const shown = all ? entries : entries.slice(0, firstShown)
  return (
    <section className="needs-a-look" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {needsALookHeading} <span className="muted">({entries.length})</span>
      </h3>
      {entries.length === 0 ? (
        <p className="muted">Nothing in the loaded days has a reason to look at it first.</p>
      ) : (
        <ol className="needs-a-look__list">
          {shown.map((entry) => {
            const { item } = entry
            const who = names?.get(entry.childId)
            const what = item.case === 'screenshot' ? 'Screenshot' : `${item.appName}: ${item.line}`
            return (
              <li key={entry.key} className="needs-a-look__item">
                <DayLink userId={userId} date={entry.day} item={item.id} className="needs-a-look__link">
                  <span className="needs-a-look__what">{what}</span>
                  <span className="needs-a-look__when">
                    {who ? `${who}, ` : ''}
                    {weekdayDate(entry.day)}, {clockTime(entry.at, { offsetMinutes: offset })}
                  </span>
                </DayLink>
                <ReasonList reasons={entry.reasons.map((r) => r.text)} />
              </li>
            )
          })}
        </ol>
      )}
      {entries.length > firstShown && (
        <Button variant="ghost" size="sm" onClick={() => setAll((a) => !a)}>
          {all ? 'Show fewer' : `Show all ${entries.length}`}
        </Button>
      )}
    </section>
  )
})
