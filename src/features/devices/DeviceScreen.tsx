/**
 * `/devices/{deviceId}`'s container: reads the device and the app's latest versions through the
 * route's data declaration, keeps the parent's edits as a draft (kept across reloads), and
 * saves them as a command. Saving is a domain event: the page, the devices list and the
 * children's screens show the new name at once and roll back if the save fails. Everything it
 * draws is DeviceView's.
 */
import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { type DeviceDraft, draftDiffers } from '@domain/devices/settings'
import { saveDeviceInput } from '@domain/events/devices'
import { idKey } from '@domain/api/ids'
import type { Device } from '@domain/api/wire'
import { useClock, useCommand, useDraft, useQuery } from '../../data'
import { useRouteData } from '../route-data'
import { saveDevice } from './commands'
import { type DeviceEditing, DeviceView } from './DeviceView'
import { deviceData } from './queries'

export default function DeviceScreen() {
  const { params, queries } = useRouteData(deviceData)
  const { deviceId } = params
  const device = useQuery(queries.device)
  const latest = useQuery(queries.latest)
  const clock = useClock(60_000)
  const editing = useDeviceEditing(deviceId, device.data)
  return <DeviceView device={device} latest={latest.data} clock={clock} {...editing} />
}

/** What the form shows before the device is in (the form is drawn only with it). */
const blank: DeviceDraft = { name: '', releaseChannel: 'stable' }

/** The parent's edits of a device as a draft, and Save and Cancel. */
function useDeviceEditing(deviceId: string, device: Device | undefined): DeviceEditing {
  const navigate = useNavigate()
  const saving = useCommand()
  const name = device?.name ?? ''
  const channel = device?.releaseChannel
  const original = useMemo<DeviceDraft | undefined>(() => (channel === undefined ? undefined : { name, releaseChannel: channel }), [name, channel])
  const draft = useDraft<DeviceDraft>(`device/${idKey(deviceId)}`, original)
  const value = draft.value ?? original ?? blank
  const saved = draft.original ?? original
  const changed = saved !== undefined && draftDiffers(value, saved)
  return {
    value,
    changed,
    saving: saving.pending,
    onName: (next) =>
      draft.update((d) => {
        d.name = next
      }),
    onChannel: (next) =>
      draft.update((d) => {
        d.releaseChannel = next
      }),
    onSave: () => {
      if (!changed || saving.pending || !device) return
      const input = saveDeviceInput(device.id, value)
      void saving.run(saveDevice(input)).then((result) => {
        if (result.ok) draft.commit({ name: input.name ?? '', releaseChannel: input.releaseChannel })
      })
    },
    onCancel: () => {
      draft.discard()
      void navigate({ to: '/devices' })
    },
  }
}
