/**
 * Two weeks at a glance: a table of days × hours, each cell coloured by the unreviewed items of
 * that hour, with marks for a filter suspension, a flagged item, security events and requests. A
 * real table with row and column headers; each cell with something in it opens its day at that
 * hour. Days not loaded yet (or that failed) say so across their row.
 */
import { memo } from 'react'
import type { HeatRow } from '@domain/activity/heatmap'
import type { PlainDate } from '@domain/calendar/dates'
import { hourLabel, weekdayDate } from '@domain/time'
import { DayLink } from './links'

export type DayState = 'loaded' | 'loading' | 'failed'

export interface HeatmapProps {
  readonly rows: readonly { readonly date: PlainDate; readonly state: DayState; readonly row: HeatRow | null }[]
  readonly userId: string | null
}

const hours = Array.from({ length: 24 }, (_, h) => h)
/** Column headings shown every six hours; every hour is named for screen readers. */
const shownHour = (h: number) => (h % 6 === 0 ? hourLabel(h) : '')

export const Heatmap = memo(function Heatmap({ rows, userId }: HeatmapProps) {
  return (
    <div className="heatmap-wrap" role="region" aria-label="Two weeks at a glance" tabIndex={0}>
      <table className="heatmap">
        <caption className="heatmap__caption">Unreviewed items per hour, newest day first</caption>
        <thead>
          <tr>
            <th scope="col" className="heatmap__corner">
              Day
            </th>
            {hours.map((h) => (
              <th key={h} scope="col" className="heatmap__hour">
                <span aria-hidden="true" className="heatmap__hour-shown">
                  {shownHour(h)}
                </span>
                <span className="visually-hidden">{hourLabel(h)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ date, state, row }) => (
            <tr key={weekdayDate(date)}>
              <th scope="row" className="heatmap__day">
                {weekdayDate(date)}
              </th>
              {state !== 'loaded' || !row ? (
                <td colSpan={24} className="heatmap__pending">
                  {state === 'failed' ? 'Couldn’t load this day' : 'Loading…'}
                </td>
              ) : (
                row.cells.map((cell) => {
                  const marks = (
                    <span className="heatmap__marks" aria-hidden="true">
                      {cell.suspension && <span className="heatmap__mark heatmap__mark--suspension" />}
                      {cell.flagged && <span className="heatmap__mark heatmap__mark--flagged" />}
                      {cell.securityEvents > 0 && <span className="heatmap__mark heatmap__mark--event" />}
                      {cell.requests > 0 && <span className="heatmap__mark heatmap__mark--request" />}
                    </span>
                  )
                  const busy = cell.unreviewed > 0 || cell.flagged || cell.securityEvents > 0 || cell.requests > 0
                  return (
                    <td key={cell.hour} className={`heatmap__cell heat-${cell.level}${cell.withReason > 0 ? ' has-reason' : ''}`}>
                      {busy ? (
                        <DayLink userId={userId} date={date} hour={cell.hour} className="heatmap__link" label={cell.label}>
                          {marks}
                        </DayLink>
                      ) : (
                        <span className="visually-hidden">{cell.label}</span>
                      )}
                    </td>
                  )
                })
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="heatmap__legend" aria-hidden="true">
        <span>
          <span className="heatmap__swatch heat-1" /> fewer
        </span>
        <span>
          <span className="heatmap__swatch heat-4" /> more unreviewed
        </span>
        <span>
          <span className="heatmap__mark heatmap__mark--suspension" /> filter suspension
        </span>
        <span>
          <span className="heatmap__mark heatmap__mark--flagged" /> flagged
        </span>
        <span>
          <span className="heatmap__mark heatmap__mark--event" /> security event
        </span>
        <span>
          <span className="heatmap__mark heatmap__mark--request" /> request
        </span>
      </p>
    </div>
  )
})
