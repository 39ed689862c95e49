/**
 * `/devices`, drawn from plain props: a card per computer with its picture, its name (or model),
 * the children using it and their status, and Edit. Devices are made by the app when it is
 * installed, so an empty list says so rather than offering to add one. Also loading and the
 * failure with Try again.
 */
import { Link } from '@tanstack/react-router'
import { appVersionText, channelInfo } from '@domain/devices/settings'
import { idKey } from '@domain/api/ids'
import { type WordingClock, deviceDisplayName } from '@domain/devices/status'
import type { Device } from '@domain/api/wire'
import { EmptyState } from '../../ui/EmptyState'
import { ModelPicture } from '../../ui/ModelPicture'
import { type Loadable, QueryView } from '../../ui/QueryView'
import { DeviceUsers } from './parts'
import './devices.css'
import { buttonClass } from '../../ui/Button'

function DeviceCard({ device, clock }: { device: Device; clock: WordingClock }) {
  const name = deviceDisplayName(device)
  const headingId = `device-${idKey(device.id)}`
  const custom = name !== device.modelTitle
  return (
    <li className="card device-card" aria-labelledby={headingId}>
      <div className="device-card__top">
        <ModelPicture family={device.modelFamily} decorative size={76} />
        <div className="device-card__title">
          <h2 id={headingId} className="device-card__name">
            {name}
          </h2>
          {custom && <p className="device-card__model">{device.modelTitle}</p>}
        </div>
      </div>
      <div className="device-card__users">
        <DeviceUsers
          users={device.users}
          clock={clock}
          headingClassName="device-card__label"
          noneClassName="device-card__none"
          name={(user) => <span className="device-users__name">{user.name}</span>}
        />
      </div>
      <div className="device-card__foot">
        <span className="device-card__meta">
          App {appVersionText(device.appVersion)} · {channelInfo[device.releaseChannel].name} channel
        </span>
        <Link to="/devices/$deviceId" params={{ deviceId: idKey(device.id) }} className={buttonClass('secondary', 'sm')} aria-label={`Edit ${name}`}>
          Edit
        </Link>
      </div>
    </li>
  )
}

export interface DevicesViewProps {
  readonly devices: Loadable<readonly Device[]>
  /** Words each child's status (until when). */
  readonly clock: WordingClock
}

export function DevicesView({ devices, clock }: DevicesViewProps) {
  return (
    <div className="page">
      <div className="page-header">
        <h1>Devices</h1>
      </div>
      <QueryView query={devices} loadingLabel="Loading devices…" errorHeadingLevel={2}>
        {(list) =>
          list.length === 0 ? (
            <div className="card">
              <EmptyState
                title="No devices"
                action={
                  <Link to="/children" className={buttonClass('secondary')}>
                    Go to children
                  </Link>
                }
              >
                <p>
                  Devices are created automatically when the Gatehouse app is installed on your child’s Mac and connected to one of your children. Add
                  a child to get a connection code.
                </p>
              </EmptyState>
            </div>
          ) : (
            <ul className="card-grid" aria-label="Devices">
              {list.map((device) => (
                <DeviceCard key={device.id} device={device} clock={clock} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </div>
  )
}
