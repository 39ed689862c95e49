/**
 * The top of a child's settings: the name field, and the child's devices with 'Add a device'
 * (the connection panel) and a confirmed delete per device. A child without a device sees the
 * connection panel straight away.
 */
import { Link, useSearch } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { ChildDraft } from '@domain/children/settings'
import { idKey } from '@domain/api/ids'
import { deviceDisplayName, statusTone, statusWords } from '@domain/devices/status'
import type { User, UserDevice } from '@domain/api/wire'
import { runCommand, useNow } from '../../../data'
import { Badge, protectionBadgeTone } from '../../../ui/Badge'
import { Button } from '../../../ui/Button'
import { ConfirmDialog } from '../../../ui/ConfirmDialog'
import { ModelPicture } from '../../../ui/ModelPicture'
import { TextField } from '../../../ui/TextField'
import type { Edit } from './draft-edit'
import { Onboarding } from './Onboarding'
import { deleteDevice as deleteDeviceCommand } from './commands'

export function NameSection({ draft, edit }: { draft: ChildDraft; edit: Edit }) {
  return (
    <div className="card settings-section">
      <TextField
        label="Name"
        autoComplete="off"
        value={draft.name}
        error={draft.name.trim() === '' ? 'Enter a name' : undefined}
        onChange={(e) => {
          const name = e.target.value
          edit((d) => ({ ...d, name }))
        }}
      />
    </div>
  )
}

function DeviceRow({ device, onDelete }: { device: UserDevice; onDelete: () => void }) {
  const name = deviceDisplayName(device)
  const now = new Date(useNow(60_000))
  return (
    <li className="device-row">
      <ModelPicture family={device.modelFamily} decorative size={56} />
      <div className="device-row__text">
        <Link to="/devices/$deviceId" params={{ deviceId: idKey(device.deviceId) }} className="device-row__name">
          {name}
        </Link>
        {name !== device.modelTitle && <span className="muted device-row__model">{device.modelTitle}</span>}
      </div>
      <Badge tone={protectionBadgeTone[statusTone[device.status.case]]}>{statusWords(device.status, now)}</Badge>
      <Button variant="ghost" size="sm" aria-label={`Delete device ${name}`} onClick={onDelete}>
        Delete
      </Button>
    </li>
  )
}

/**
 * The devices list and the connection panel. `waiting` is true while a connection code is out
 * (the page then polls the child, and the panel stays mounted to see the device arrive).
 */
export function DevicesSection({
  user,
  waiting,
  onWaitingChange,
}: {
  user: User
  waiting: boolean
  onWaitingChange: (waiting: boolean) => void
}) {
  // The children list's "Add a device" links here with `?add-device=1`.
  const openAddDevice = useSearch({ strict: false })['add-device'] === 1
  const [addingDevice, setAddingDevice] = useState(openAddDevice)
  const [deviceToDelete, setDeviceToDelete] = useState<UserDevice | null>(null)
  const hasDevices = user.devices.length > 0

  // Opened for adding a device: bring the panel into view (this shows once the child has loaded).
  useEffect(() => {
    if (openAddDevice) document.querySelector('.onboarding')?.scrollIntoView({ block: 'start' })
  }, [openAddDevice])

  const deleteDevice = (device: UserDevice) => {
    setDeviceToDelete(null)
    void runCommand(deleteDeviceCommand(user.id, device.id))
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
              <DeviceRow key={device.id} device={device} onDelete={() => setDeviceToDelete(device)} />
            ))}
          </ul>
        </section>
      ) : null}
      {/* Stays mounted while a code is out, so that it sees the device arrive. */}
      {(!hasDevices || addingDevice || waiting) && (
        <Onboarding
          childId={user.id}
          childName={user.name}
          deviceCount={user.devices.length}
          onWaitingChange={onWaitingChange}
          onConnected={() => setAddingDevice(false)}
          title={hasDevices ? 'Add a device' : undefined}
        />
      )}

      <ConfirmDialog
        open={deviceToDelete !== null}
        title="Delete device?"
        confirmLabel="Delete device"
        onCancel={() => setDeviceToDelete(null)}
        onConfirm={() => deviceToDelete && deleteDevice(deviceToDelete)}
      >
        {deviceToDelete && (
          <p>
            Are you sure you want to remove {deviceDisplayName(deviceToDelete)} from {user.name}? Its screenshots and
            activity are deleted too. There is no undo.
          </p>
        )}
      </ConfirmDialog>
    </>
  )
}
