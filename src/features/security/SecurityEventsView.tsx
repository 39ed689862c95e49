/**
 * `/security-events`, drawn from plain props: what happened in the parent's account and on the
 * children's Macs in the last 14 days, newest first, grouped by day, filtered by child and by
 * kind. Events that need a parent's attention are marked and can be shown on their own. Also
 * loading, the failure with Try again, no events, and no event matching the filters.
 */
import { useId, type ReactNode } from 'react'
import { sameId } from '@domain/api/ids'
import {
  type EventFilter,
  type EventKind,
  childrenInFeed,
  eventAttention,
  groupByDay,
  matchesFilter,
  securityEventsWindowDays,
} from '@domain/security/events'
import type { SecurityEvent } from '@domain/api/wire'
import { Button } from '../../ui/Button'
import { EmptyState } from '../../ui/EmptyState'
import { WarningIcon } from '../../ui/icons/WarningIcon'
import { type Loadable, QueryView } from '../../ui/QueryView'
import { EventCard } from './EventCard'
import { EventFilters } from './EventFilters'
import './security.css'

/** The filters as the address holds them: a child's id in any case, a kind other than all. */
export interface FeedSearch {
  readonly child?: string | undefined
  readonly kind?: EventKind | undefined
}

export interface FeedProps {
  readonly search: FeedSearch
  /** The engine's time, and the parent's IANA time zone. */
  readonly nowMs: number
  readonly timeZone: string
  /** The filters the parent chose (the child's id as the feed has it; kind 'all' for every kind). */
  readonly onFilter: (next: { readonly child: string | undefined; readonly kind: EventKind }) => void
  /** An account event's IP address, with where it is once known. */
  readonly ipAddress: (ip: string) => ReactNode
}

export interface SecurityEventsViewProps extends FeedProps {
  readonly feed: Loadable<readonly SecurityEvent[]>
}

export function SecurityEventsView({ feed, ...props }: SecurityEventsViewProps) {
  return (
    <div className="page security-page">
      <div className="page-header">
        <h1>Security events</h1>
      </div>
      <p className="muted security-page__intro">
        What happened in your account and on your children’s Macs in the last {securityEventsWindowDays} days.
      </p>
      <QueryView query={feed} loadingLabel="Loading security events…" errorHeadingLevel={2}>
        {(events) => <Feed events={events} {...props} />}
      </QueryView>
    </div>
  )
}

function Feed({ events, search, nowMs, timeZone, onFilter, ipAddress }: FeedProps & { readonly events: readonly SecurityEvent[] }) {
  const ids = useId()
  const children = childrenInFeed(events)
  const childId = children.find((c) => search.child !== undefined && sameId(c.id, search.child))?.id
  const filter: EventFilter = { kind: search.kind ?? 'all', ...(childId ? { childId } : {}) }
  const shown = events.filter((e) => matchesFilter(e, filter))
  const days = groupByDay(shown, nowMs, { timeZone })
  const needingAttention = events.filter((e) => eventAttention(e) !== null).length
  const setFilter = (next: { child?: string | undefined; kind?: EventKind }) => onFilter({ child: childId, kind: filter.kind, ...next })

  if (events.length === 0) {
    return (
      <div className="card">
        <EmptyState title="No security events">
          <p>Nothing happened in the last {securityEventsWindowDays} days that needs recording. Events show here as they happen.</p>
        </EmptyState>
      </div>
    )
  }

  return (
    <>
      {needingAttention > 0 && filter.kind !== 'attention' && (
        <div className="attention-summary" role="status">
          <WarningIcon className="attention-summary__icon" />
          <p>
            {needingAttention === 1 ? '1 event needs' : `${needingAttention} events need`} your attention. Look at what happened and make sure it was
            expected.
          </p>
          <Button size="sm" variant="secondary" onClick={() => setFilter({ kind: 'attention' })}>
            Show {needingAttention === 1 ? 'it' : 'them'}
          </Button>
        </div>
      )}
      <EventFilters
        children={children}
        childId={childId}
        kind={filter.kind}
        shownCount={shown.length}
        totalCount={events.length}
        onChild={(child) => setFilter({ child })}
        onKind={(kind) => setFilter({ kind })}
      />
      {days.length === 0 ? (
        <div className="card">
          <EmptyState
            title="No events match"
            action={
              <Button variant="secondary" onClick={() => setFilter({ child: undefined, kind: 'all' })}>
                Show all events
              </Button>
            }
          >
            <p>None of the last {securityEventsWindowDays} days’ events fit these filters.</p>
          </EmptyState>
        </div>
      ) : (
        days.map((day) => (
          <section key={day.key} className="event-day" aria-labelledby={`${ids}-${day.key}`}>
            <h2 id={`${ids}-${day.key}`} className="event-day__title">
              {day.label}
            </h2>
            <ul className="event-list">
              {day.events.map((event) => (
                <EventCard key={event.id} event={event} nowMs={nowMs} timeZone={timeZone} ipAddress={ipAddress} />
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  )
}
