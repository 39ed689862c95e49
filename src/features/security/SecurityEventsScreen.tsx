/**
 * `/security-events`: what happened in the parent's account and on the children's Macs in the
 * last 14 days, newest first, grouped by day, filterable by child and by kind. Events that need
 * a parent's attention are marked and can be shown on their own.
 */
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useId } from 'react'
import { sameId } from '@domain/api/ids'
import { queries } from '../../data/queries'
import {
  type EventFilter,
  type EventKind,
  childrenInFeed,
  eventAttention,
  eventKindLabel,
  groupByDay,
  matchesFilter,
  securityEventsWindowDays,
} from '@domain/security/events'
import type { SecurityEvent } from '@domain/api/wire'
import { useNow, useQuery } from '../../data'
import { Button } from '../../ui/Button'
import { EmptyState } from '../../ui/EmptyState'
import { WarningIcon } from '../../ui/icons/WarningIcon'
import { QueryView } from '../../ui/QueryState'
import { EventCard } from './EventCard'
import './security.css'

export default function SecurityEventsScreen() {
  const feed = useQuery(queries.securityEvents())
  return (
    <div className="page security-page">
      <div className="page-header">
        <h1>Security events</h1>
      </div>
      <p className="muted security-page__intro">
        What happened in your account and on your children’s Macs in the last {securityEventsWindowDays} days.
      </p>
      <QueryView query={feed} loadingLabel="Loading security events…" errorHeadingLevel={2}>
        {(events) => <Feed events={events} />}
      </QueryView>
    </div>
  )
}

const kindOrder: readonly EventKind[] = ['all', 'attention', 'child', 'parent']

function Feed({ events }: { events: readonly SecurityEvent[] }) {
  const search = useSearch({ strict: false })
  const navigate = useNavigate()
  // Moves on every minute so relative times stay right.
  const nowMs = useNow(60_000)
  const offset = new Date(nowMs).getTimezoneOffset()
  const ids = useId()
  const children = childrenInFeed(events)
  const childId = children.find((c) => search.child !== undefined && sameId(c.id, search.child))?.id
  const filter: EventFilter = { kind: search.kind ?? 'all', ...(childId ? { childId } : {}) }
  const shown = events.filter((e) => matchesFilter(e, filter))
  const days = groupByDay(shown, nowMs, offset)
  const needingAttention = events.filter((e) => eventAttention(e) !== null).length
  const setFilter = (next: { child?: string | undefined; kind?: EventKind }) => {
    const merged = { child: childId, kind: filter.kind, ...next }
    void navigate({
      to: '/security-events',
      search: {
        ...(merged.child ? { child: merged.child.toLowerCase() } : {}),
        ...(merged.kind && merged.kind !== 'all' ? { kind: merged.kind } : {}),
      },
      replace: true,
    })
  }

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
            {needingAttention === 1 ? '1 event needs' : `${needingAttention} events need`} your attention. Look at what
            happened and make sure it was expected.
          </p>
          <Button size="sm" variant="secondary" onClick={() => setFilter({ kind: 'attention' })}>
            Show {needingAttention === 1 ? 'it' : 'them'}
          </Button>
        </div>
      )}
      <form className="card event-filters" aria-label="Filter events" onSubmit={(e) => e.preventDefault()}>
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-child`}>
            Child
          </label>
          <select
            id={`${ids}-child`}
            className="field__input"
            value={childId ?? ''}
            onChange={(e) => setFilter({ child: e.target.value || undefined })}
          >
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
          <select
            id={`${ids}-kind`}
            className="field__input"
            value={filter.kind}
            onChange={(e) => setFilter({ kind: e.target.value as EventKind })}
          >
            {kindOrder.map((k) => (
              <option key={k} value={k}>
                {eventKindLabel[k]}
              </option>
            ))}
          </select>
        </div>
        <p className="event-filters__count" aria-live="polite">
          {shown.length === events.length ? `${events.length} events` : `${shown.length} of ${events.length} events`}
        </p>
      </form>
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
                <EventCard key={event.id} event={event} nowMs={nowMs} offset={offset} />
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  )
}
