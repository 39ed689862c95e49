/**
 * Links into a day page of the window: one child's, or every child's, at an item or an hour. The
 * day page scrolls to that item or hour itself (the window has its feed already, so at once): the
 * router must not scroll back to the top after it has.
 */
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { formatUrlDate, type PlainDate } from '@domain/calendar/dates'

export interface DayLinkProps {
  /** The window's child; null: every child's day. */
  readonly userId: string | null
  readonly date: PlainDate
  readonly item?: string
  readonly hour?: number
  readonly className?: string
  readonly label?: string
  readonly children: ReactNode
}

export function DayLink({ userId, date, item, hour, className, label, children }: DayLinkProps) {
  const urlDate = formatUrlDate(date)
  const search = { ...(item === undefined ? {} : { item: item.toLowerCase() }), ...(hour === undefined ? {} : { hour }) }
  return userId === null ? (
    <Link to="/children/activity/$urlDate" params={{ urlDate }} search={search} resetScroll={false} className={className} aria-label={label}>
      {children}
    </Link>
  ) : (
    <Link
      to="/children/$userId/activity/$urlDate"
      params={{ userId, urlDate }}
      search={search}
      resetScroll={false}
      className={className}
      aria-label={label}
    >
      {children}
    </Link>
  )
}
