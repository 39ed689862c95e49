/**
 * `/children`: a card per child with their devices and protection health, Settings and
 * Screenshots; a child without a device shows 'Setup incomplete' with 'Finish setup'. The
 * protection words and the order of devices come from domain/status.ts.
 */
import { Link } from '@tanstack/react-router'
import { useDeferredValue, useMemo } from 'react'
import { idKey } from '@domain/api/ids'
import { queries } from '../../data/queries'
import { childProtection, deviceDisplayName } from '@domain/devices/status'
import type { User } from '@domain/api/wire'
import { childDisplayName } from '@domain/names/display-names'
import { useNow, useQuery } from '../../data'
import { Badge, protectionBadgeTone } from '../../ui/Badge'
import { EmptyState } from '../../ui/EmptyState'
import { ModelPicture } from '../../ui/ModelPicture'
import { FullPageError } from '../../ui/QueryState'
import { LoadingBlock } from '../../ui/Spinner'
import './children.css'

// By instant, not by collation: a locale's collator costs more to set up than the whole list to sort.
const newestFirst = (a: User, b: User) => Date.parse(b.createdAt) - Date.parse(a.createdAt)

function ChildCard({ child, now }: { child: User; now: Date }) {
  const protection = childProtection(child.devices, now)
  const userId = idKey(child.id)
  const headingId = `child-${userId}`
  const count = child.devices.length
  return (
    <li className="card child-card" aria-labelledby={headingId}>
      <div className="child-card__head">
        <h2 id={headingId} className="child-card__name">
          {childDisplayName(child.name)}
        </h2>
        {count === 0 ? (
          <Badge tone="warning">Setup incomplete</Badge>
        ) : (
          <Badge tone={protectionBadgeTone[protection.tone]}>
            <span className={`health-dot health-dot--${protection.tone}`} aria-hidden="true" />
            {protection.words}
          </Badge>
        )}
      </div>
      {count === 0 ? (
        <p className="muted child-card__empty">No device connected yet. Connect {child.name}’s Mac to start.</p>
      ) : (
        <>
          <p className="child-card__count">
            {count} {count === 1 ? 'device' : 'devices'}
            {protection.detail && <span className="muted"> · {protection.detail}</span>}
          </p>
          <ul className="child-card__devices" aria-label={`${child.name}’s devices`}>
            {protection.devices.map(({ device, words, tone }, i) => {
              const d = child.devices.find((x) => x === device) ?? child.devices[i]
              if (!d) return null
              return (
                <li key={d.id} className="child-card__device">
                  <ModelPicture family={d.modelFamily} decorative size={44} />
                  <span className="child-card__device-name">{deviceDisplayName(d)}</span>
                  <span className={`device-state device-state--${tone}`}>{words}</span>
                </li>
              )
            })}
          </ul>
        </>
      )}
      <div className="child-card__actions">
        {count === 0 ? (
          <Link to="/children/$userId" params={{ userId }} className="btn btn--sm">
            Finish setup
          </Link>
        ) : (
          <>
            <Link
              to="/children/$userId"
              params={{ userId }}
              className="btn btn--secondary btn--sm"
              aria-label={`Settings for ${child.name}`}
            >
              Settings
            </Link>
            <Link
              to="/children/$userId/activity"
              params={{ userId }}
              className="btn btn--sm"
              aria-label={`Screenshots of ${child.name}`}
            >
              Screenshots
            </Link>
            <Link
              to="/children/$userId"
              params={{ userId }}
              search={{ 'add-device': 1 }}
              className="btn btn--secondary btn--sm"
              aria-label={`Add a device for ${child.name}`}
            >
              Add a device
            </Link>
          </>
        )}
      </div>
    </li>
  )
}

export default function ChildrenScreen() {
  const users = useQuery(queries.users())
  // The cards render in a render React may interrupt: the list arrives as one store update, which
  // would otherwise render every card and device in one long task before the page can answer input.
  const data = useDeferredValue(users.data)
  const children = useMemo(() => [...(data ?? [])].sort(newestFirst), [data])
  const now = new Date(useNow(60_000))
  return (
    <div className="page">
      <div className="page-header">
        <h1>Children</h1>
        {children.length > 0 && (
          <Link to="/children/new" className="btn">
            Add a child
          </Link>
        )}
      </div>
      {(users.status === 'loading' || (users.data && !data)) && <LoadingBlock label="Loading children…" />}
      {users.status === 'error' && !users.data && users.error && (
        <FullPageError error={users.error} title="Could not load your children" headingLevel={2} onRetry={users.refetch} />
      )}
      {data && children.length === 0 && (
        <div className="card">
          <EmptyState
            title="No children"
            action={
              <Link to="/children/new" className="btn">
                Add a child
              </Link>
            }
          >
            <p>Add a child, then connect their Mac to start seeing their activity.</p>
          </EmptyState>
        </div>
      )}
      {children.length > 0 && (
        <ul className="card-grid" aria-label="Children">
          {children.map((child) => (
            <ChildCard key={child.id} child={child} now={now} />
          ))}
        </ul>
      )}
    </div>
  )
}
