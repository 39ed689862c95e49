/**
 * How the devices events change the views they touch: the projector, with the event types it
 * handles. Kept apart from the events' schemas, so the data engine folds views without building
 * them (the signed-in first script creates the engine before its first request).
 */
import { sameId } from '../../api/ids'
import type { OperationOutput } from '../../api/operations'
import { customNameToSend } from '../device-name'
import type { DeviceSaved, DevicesEvent } from '../devices'
import type { Projector } from '../core'

/** The event types the projector handles. */
export const devicesProjectedTypes = ['deviceSaved'] as const satisfies readonly DevicesEvent['type'][]

// ── projection ──────────────────────────────────────────────────────────────────────────────

type Device = OperationOutput<'GetDevice'>
type User = OperationOutput<'GetUser'>

function applyToDevice(device: Device, event: DeviceSaved): void {
  if (!sameId(device.id, event.deviceId)) return
  const name = customNameToSend(event.name)
  if (name === undefined) delete device.name
  else device.name = name
  device.releaseChannel = event.releaseChannel
}

/** A child's logins on the saved computer show its new custom name. */
function applyToUser(user: User, event: DeviceSaved): void {
  const name = customNameToSend(event.name)
  for (const login of user.devices) {
    if (!sameId(login.deviceId, event.deviceId)) continue
    if (name === undefined) delete login.customName
    else login.customName = name
  }
}

export const devicesProjector: Projector<DevicesEvent> = {
  GetDevices(devices, event) {
    for (const device of devices) applyToDevice(device, event)
  },
  GetDevice(device, event) {
    applyToDevice(device, event)
  },
  GetUsers(users, event) {
    for (const user of users) applyToUser(user, event)
  },
  GetUser(user, event) {
    applyToUser(user, event)
  },
}
