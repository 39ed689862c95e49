/**
 * One security event: what happened and, for a child's Mac, whose and which Mac (linked); for
 * the parent's account, the IP address and where it is. Events that need attention say why in
 * plain words.
 */
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { idKey } from '@domain/api/ids'
import { eventAttention } from '@domain/security/events'
import { clockTime, relativeWords } from '@domain/time'
import type { SecurityEvent } from '@domain/api/wire'
import { DeviceIcon } from '../../ui/icons/DeviceIcon'
import { ShieldIcon } from '../../ui/icons/ShieldIcon'
import { WarningIcon } from '../../ui/icons/WarningIcon'

export interface EventCardProps {
  readonly event: SecurityEvent
  readonly nowMs: number
  /** The parent's IANA time zone. */
  readonly timeZone: string
  /** The account event's IP address, with where it is once known. */
  readonly ipAddress: (ip: string) => ReactNode
}

export function EventCard({ event, nowMs, timeZone, ipAddress }: EventCardProps) {
  const attention = eventAttention(event)
  const at = Date.parse(event.createdAt)
  const titleId = `event-${idKey(event.id)}`
  return (
    <li className={['card', 'event-card', attention && 'event-card--attention'].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className="event-card__top">
        <h3 id={titleId} className="event-card__title">
          {event.case === 'child' ? <DeviceIcon className="event-card__icon" /> : <ShieldIcon className="event-card__icon" />}
          {event.event}
        </h3>
        <time className="event-card__time" dateTime={event.createdAt}>
          {relativeWords(at, nowMs)}
          <span className="event-card__clock"> · {clockTime(at, { timeZone })}</span>
        </time>
      </div>
      {attention && (
        <p className="event-card__attention">
          <WarningIcon className="event-card__attention-icon" />
          <span>
            <strong>Needs attention:</strong> {attention.headline}
          </span>
        </p>
      )}
      <p className="event-card__where">
        {event.case === 'child' ? (
          <>
            <Link to="/children/$userId" params={{ userId: idKey(event.childId) }}>
              {event.childName}
            </Link>
            <span aria-hidden="true"> · </span>
            <span className="visually-hidden"> on </span>
            <Link to="/devices/$deviceId" params={{ deviceId: idKey(event.deviceId) }}>
              {event.deviceName}
            </Link>
          </>
        ) : (
          <>
            <span>Your account</span>
            {event.ipAddress && (
              <>
                <span aria-hidden="true"> · </span>
                {ipAddress(event.ipAddress)}
              </>
            )}
          </>
        )}
      </p>
      {event.detail && <p className="event-card__detail">{event.detail}</p>}
      <p className="event-card__explanation">{event.explanation}</p>
    </li>
  )
}
