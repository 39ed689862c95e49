/**
 * `/children`, drawn from plain props: a card per child with their devices and protection health,
 * Settings and Screenshots; a child without a device shows 'Setup incomplete' with 'Finish setup'.
 * Also loading, the failure with Try again, and no children yet. The protection words and the
 * order of devices come from domain/devices/status.ts.
 */
import { Link } from '@tanstack/react-router'
import type { ClientError } from '@domain/api/client-error'
import { idKey } from '@domain/api/ids'
import { type WordingClock, childProtection, deviceDisplayName } from '@domain/devices/status'
import type { User } from '@domain/api/wire'
import { childDisplayName } from '@domain/names/display-names'
import { Badge, protectionBadgeTone } from '../../ui/Badge'
import { EmptyState } from '../../ui/EmptyState'
import { ModelPicture } from '../../ui/ModelPicture'
import { FullPageError } from '../../ui/QueryState'
import { LoadingBlock } from '../../ui/Spinner'
import './children.css'
import { buttonClass } from '../../ui/Button'

export type ChildrenViewProps =
  | { readonly state: 'loading' }
  | { readonly state: 'error'; readonly error: ClientError; readonly onRetry: () => unknown }
  /**
   * The children, newest first; `clock` words each device's protection; `connectable` names the
   * devices a child without one can connect ('Mac, iPhone or iPad').
   */
  | { readonly state: 'ready'; readonly children: readonly User[]; readonly clock: WordingClock; readonly connectable: string }

function ChildCard({ child, clock, connectable }: { child: User; clock: WordingClock; connectable: string }) {
  const protection = childProtection(child.devices, clock)
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
        <p className="muted child-card__empty">
          No device connected yet. Connect {child.name}’s {connectable} to start.
        </p>
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
          <Link to="/children/$userId" params={{ userId }} className={buttonClass('primary', 'sm')}>
            Finish setup
          </Link>
        ) : (
          <>
            <Link to="/children/$userId" params={{ userId }} className={buttonClass('secondary', 'sm')} aria-label={`Settings for ${child.name}`}>
              Settings
            </Link>
            <Link
              to="/children/$userId/activity"
              params={{ userId }}
              className={buttonClass('primary', 'sm')}
              aria-label={`Screenshots of ${child.name}`}
            >
              Screenshots
            </Link>
            <Link
              to="/children/$userId"
              params={{ userId }}
              search={{ 'add-device': 1 }}
              className={buttonClass('secondary', 'sm')}
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

function Body(props: ChildrenViewProps) {
  if (props.state === 'loading') return <LoadingBlock label="Loading children…" />
  if (props.state === 'error') {
    return <FullPageError error={props.error} title="Could not load your children" headingLevel={2} onRetry={props.onRetry} />
  }
  if (props.children.length === 0) {
    return (
      <div className="card">
        <EmptyState
          title="No children"
          action={
            <Link to="/children/new" className={buttonClass()}>
              Add a child
            </Link>
          }
        >
          <p>Add a child, then connect their Mac to start seeing their activity.</p>
        </EmptyState>
      </div>
    )
  }
  return (
    <ul className="card-grid" aria-label="Children">
      {props.children.map((child) => (
        <ChildCard key={child.id} child={child} clock={props.clock} connectable={props.connectable} />
      ))}
    </ul>
  )
}

export function ChildrenView(props: ChildrenViewProps) {
  return (
    <div className="page">
      <div className="page-header">
        <h1>Children</h1>
        {props.state === 'ready' && props.children.length > 0 && (
          <Link to="/children/new" className={buttonClass()}>
            Add a child
          </Link>
        )}
      </div>
      <Body {...props} />
    </div>
  )
}
