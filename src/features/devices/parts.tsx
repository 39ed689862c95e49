/** Pieces both devices screens share: the status badge, the children using a device. */
import type { ReactNode } from 'react'
import { type WordingClock, statusTone, statusWords } from '@domain/devices/status'
import type { ChildComputerStatus, Device } from '@domain/api/wire'
import { Badge, protectionBadgeTone } from '../../ui/Badge'

/** A child's status on a device, in parent words ('Protected', 'Filter off', …). */
export function StatusBadge({ status, clock }: { status: ChildComputerStatus; clock: WordingClock }) {
  const tone = statusTone[status.case]
  return (
    <Badge tone={protectionBadgeTone[tone]}>
      <span className={`device-dot device-dot--${tone}`} aria-hidden="true" />
      {statusWords(status, clock)}
    </Badge>
  )
}

export interface DeviceUsersProps {
  readonly users: Device['users']
  readonly clock: WordingClock
  /** Classes of the heading and of the line saying no child uses it, as the screen lays them out. */
  readonly headingClassName: string
  readonly noneClassName: string
  /** Draws a child's name (a link on the device's own page). */
  readonly name: (user: Device['users'][number]) => ReactNode
}

/** The children using a device, each with their status, or that none does yet. */
export function DeviceUsers({ users, clock, headingClassName, noneClassName, name }: DeviceUsersProps) {
  return (
    <>
      <h3 className={headingClassName}>{users.length === 1 ? 'Child using it' : 'Children using it'}</h3>
      {users.length === 0 ? (
        <p className={`muted ${noneClassName}`}>No child uses this device yet.</p>
      ) : (
        <ul className="device-users">
          {users.map((user) => (
            <li key={user.id} className="device-users__item">
              {name(user)}
              <StatusBadge status={user.status} clock={clock} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
