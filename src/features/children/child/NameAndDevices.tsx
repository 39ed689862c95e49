/**
 * The top of a child's settings: the name field, and the child's devices with 'Add a device'
 * (the connection panel, drawn where the page says) and a confirmed delete per device. A child
 * without a device sees the connection panel straight away.
 */
import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useState } from 'react'
import { type ChildDraft, childNameError } from '@domain/children/settings'
import { idKey } from '@domain/api/ids'
import { type WordingClock, deviceDisplayName, statusTone, statusWords } from '@domain/devices/status'
import type { User, UserDevice } from '@domain/api/wire'
import { Badge, protectionBadgeTone } from '../../../ui/Badge'
import { Button } from '../../../ui/Button'
import { ConfirmDialog } from '../../../ui/ConfirmDialog'
import { ModelPicture } from '../../../ui/ModelPicture'
import { TextField } from '../../../ui/TextField'
import type { Edit } from './draft-edit'

export function NameSection({ draft, edit }: { draft: ChildDraft; edit: Edit }) {
  return (
    <div className="card settings-section">
      <TextField
        label="Name"
        autoComplete="off"
        value={draft.name}
        error={childNameError(draft)}
        onChange={(e) => {
          const name = e.target.value
          edit((d) => ({ ...d, name }))
        }}
      />
    </div>
  )
}

function DeviceRow({ device, clock, onDelete }: { device: UserDevice; clock: WordingClock; onDelete: () => void }) {
  const name = deviceDisplayName(device)
  return (
    <li className="device-row">
      <ModelPicture family={device.modelFamily} decorative size={56} />
      <div className="device-row__text">
        <Link to="/devices/$deviceId" params={{ deviceId: idKey(device.deviceId) }} className="device-row__name">
          {name}
        </Link>
        {name !== device.modelTitle && <span className="muted device-row__model">{device.modelTitle}</span>}
      </div>
      <Badge tone={protectionBadgeTone[statusTone[device.status.case]]}>{statusWords(device.status, clock)}</Badge>
      <Button variant="ghost" size="sm" aria-label={`Delete device ${name}`} onClick={onDelete}>
        Delete
      </Button>
    </li>
  )
}

/** What the connection panel is told by the devices section. */
export interface ConnectionPanelProps {
  readonly childId: string
  readonly childName: string
  readonly deviceCount: number
  /** A device arrived while a code was out. */
  readonly onConnected: () => void
  /** The panel's heading (its own when the child has no device). */
  readonly title: string | undefined
}

export interface DevicesSectionProps {
  readonly user: User
  /** A connection code is out (the page then polls the child to see the device arrive). */
  readonly waiting: boolean
  /** Opened to add a device (the children list's "Add a device"): the panel is open and in view. */
  readonly openAddDevice: boolean
  /** Words each device's status (until when). */
  readonly clock: WordingClock
  /** Once confirmed. */
  readonly onDeleteDevice: (user: User, device: UserDevice) => void
  /** The connection panel. */
  readonly connectionPanel: (props: ConnectionPanelProps) => ReactNode
}

/**
 * The devices list and the connection panel, which stays mounted while a code is out to see the
 * device arrive.
 */
export function DevicesSection({ user, waiting, openAddDevice, clock, onDeleteDevice, connectionPanel }: DevicesSectionProps) {
  const [addingDevice, setAddingDevice] = useState(openAddDevice)
  const [deviceToDelete, setDeviceToDelete] = useState<UserDevice | null>(null)
  const hasDevices = user.devices.length > 0

  // Opened for adding a device: bring the panel into view (this shows once the child has loaded).
  useEffect(() => {
    if (openAddDevice) document.querySelector('.onboarding')?.scrollIntoView({ block: 'start' })
  }, [openAddDevice])

  const deleteDevice = (device: UserDevice) => {
    setDeviceToDelete(null)
    onDeleteDevice(user, device)
  }

  return (
    <>
      {hasDevices ? (
        <section className="card settings-section" aria-labelledby="devices-heading">
          <div className="section-head">
            <h2 id="devices-heading">Devices</h2>
            <Button variant="secondary" size="sm" aria-expanded={addingDevice} onClick={() => setAddingDevice(!addingDevice)}>
              Add a device
            </Button>
          </div>
          <ul className="device-list" aria-label={`${user.name}’s devices`}>
            {user.devices.map((device) => (
              <DeviceRow key={device.id} device={device} clock={clock} onDelete={() => setDeviceToDelete(device)} />
            ))}
          </ul>
        </section>
      ) : null}
      {/* Stays mounted while a code is out, so that it sees the device arrive. */}
      {(!hasDevices || addingDevice || waiting) &&
        connectionPanel({
          childId: user.id,
          childName: user.name,
          deviceCount: user.devices.length,
          onConnected: () => setAddingDevice(false),
          title: hasDevices ? 'Add a device' : undefined,
        })}

      <ConfirmDialog
        open={deviceToDelete !== null}
        title="Delete device?"
        confirmLabel="Delete device"
        onCancel={() => setDeviceToDelete(null)}
        onConfirm={() => deviceToDelete && deleteDevice(deviceToDelete)}
      >
        {deviceToDelete && (
          <p>
            Are you sure you want to remove {deviceDisplayName(deviceToDelete)} from {user.name}? Its screenshots and activity are deleted too. There
            is no undo.
          </p>
        )}
      </ConfirmDialog>
    </>
  )
}
