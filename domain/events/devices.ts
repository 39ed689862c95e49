/**
 * Domain events of the devices screens: saving a computer's name and release channel. The devices list (GetDevices → `computers`) and the device page (GetDevice →
 * `computers/{id}`) change at once, and so do the children's views that name the computer
 * (GetUsers / GetUser list each child's logins with the computer's custom name). Rolled back
 * if the server refuses the save.
 *
 * Pure: the projector mutates a draft (the store wraps it in immer) and never reads a clock.
 */
import * as z from 'zod/mini'
import { DeviceId } from '../api/ids'
import type { OperationInput } from '../api/operations'
import { ReleaseChannel } from '../api/wire/scalars'
import { customNameToSend } from './device-name'

export { customNameToSend }

export const DeviceSaved = z.object({
  type: z.literal('deviceSaved'),
  /** The computer id (what GetDevice takes). */
  deviceId: DeviceId,
  /** The custom name, trimmed; absent when the save clears it. */
  name: z.optional(z.string()),
  releaseChannel: ReleaseChannel,
})
export type DeviceSaved = z.input<typeof DeviceSaved>

export const devicesEvents = [DeviceSaved] as const
export type DevicesEvent = DeviceSaved

/** The SaveDevice input for an edit (blank name omitted, which clears the custom name). */
export function saveDeviceInput(
  id: OperationInput<'SaveDevice'>['id'],
  edit: { readonly name?: string | undefined | null; readonly releaseChannel: ReleaseChannel },
): OperationInput<'SaveDevice'> {
  const name = customNameToSend(edit.name)
  return name === undefined ? { id, releaseChannel: edit.releaseChannel } : { id, name, releaseChannel: edit.releaseChannel }
}

/** A SaveDevice input as a `deviceSaved` event. */
export function deviceSavedEvent(input: OperationInput<'SaveDevice'>): DeviceSaved {
  const name = customNameToSend(input.name)
  const event: DeviceSaved = { type: 'deviceSaved', deviceId: input.id, releaseChannel: input.releaseChannel }
  if (name !== undefined) event.name = name
  return event
}
