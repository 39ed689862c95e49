/**
 * `/devices/{deviceId}`: a computer's model, serial number and model identifier, the children
 * using it, and the two things a parent can change: what they call it and its release channel
 * (Cancel and Save). Edits are a draft (kept across reloads); Save is enabled only when
 * the draft differs from what is saved, and saving is a domain event: the page, the devices
 * list and the children's screens show the new name at once and roll back if the save fails.
 */
import { Link, useNavigate, useParams } from '@tanstack/react-router'
import { useId, useMemo } from 'react'
import {
  type DeviceDraft,
  appVersionText,
  channelInfo,
  draftDiffers,
  latestVersionText,
  releaseChannels,
} from '@domain/devices/settings'
import { saveDeviceInput } from '@domain/events/devices'
import { idKey } from '@domain/api/ids'
import { compareVersions } from '@domain/api/versions'
import type { OperationOutput } from '@domain/api/operations'
import { queries } from '../../data/queries'
import { deviceDisplayName, modelFamilyName } from '@domain/devices/status'
import type { Device } from '@domain/api/wire'
import { useCommand, useDraft, useNow, useQuery } from '../../data'
import { Button } from '../../ui/Button'
import { ChevronLeftIcon } from '../../ui/icons/ChevronLeftIcon'
import { ModelPicture } from '../../ui/ModelPicture'
import { QueryView } from '../../ui/QueryState'
import { TextField } from '../../ui/TextField'
import { StatusBadge } from './parts'
import { saveDevice } from './commands'
import './devices.css'

type LatestVersions = OperationOutput<'LatestAppVersions'>

export default function DeviceScreen() {
  const { deviceId = '' } = useParams({ strict: false })
  const device = useQuery(queries.device(deviceId))
  const latest = useQuery(queries.latestAppVersions())
  return (
    <div className="page device-page">
      <p className="breadcrumb">
        <Link to="/devices" className="back-link">
          <ChevronLeftIcon />
          Devices
        </Link>
      </p>
      <QueryView
        query={device}
        loadingLabel="Loading device…"
        errorActions={
          <Link to="/devices" className="btn btn--secondary">
            All devices
          </Link>
        }
      >
        {(d) => <DeviceEditor key={idKey(d.id)} device={d} latest={latest.data} />}
      </QueryView>
    </div>
  )
}

function DeviceEditor({ device, latest }: { device: Device; latest: LatestVersions | undefined }) {
  const navigate = useNavigate()
  const saving = useCommand()
  const now = new Date(useNow(60_000))
  const name = device.name ?? ''
  const original = useMemo<DeviceDraft>(
    () => ({ name, releaseChannel: device.releaseChannel }),
    [name, device.releaseChannel],
  )
  const draft = useDraft<DeviceDraft>(`device/${idKey(device.id)}`, original)
  const value = draft.value ?? original
  const busy = saving.pending
  const changed = draftDiffers(value, draft.original ?? original)
  const displayName = deviceDisplayName(device)
  const channelGroupId = useId()

  const save = async () => {
    if (!changed || busy) return
    const input = saveDeviceInput(device.id, value)
    const saved: DeviceDraft = { name: input.name ?? '', releaseChannel: input.releaseChannel }
    const result = await saving.run(saveDevice(input))
    if (result.ok) draft.commit(saved)
  }

  const cancel = () => {
    draft.discard()
    void navigate({ to: '/devices' })
  }

  const latestOnChannel = latest?.[device.releaseChannel]
  const updateWaiting =
    latestOnChannel !== undefined &&
    latestOnChannel !== '0.0.0' &&
    device.appVersion !== '0.0.0' &&
    compareVersions(device.appVersion, latestOnChannel) < 0

  return (
    <>
      <div className="page-header device-page__header">
        <div>
          <p className="device-page__eyebrow">Edit device</p>
          <h1>{displayName}</h1>
        </div>
      </div>
      <div className="device-layout">
        <section className="card device-about" aria-labelledby="device-about-title">
          <h2 id="device-about-title" className="visually-hidden">
            About this device
          </h2>
          <div className="device-about__picture">
            <ModelPicture family={device.modelFamily} decorative size={168} />
          </div>
          <dl className="device-facts">
            <div>
              <dt>Model</dt>
              <dd>{device.modelTitle || modelFamilyName(device.modelFamily)}</dd>
            </div>
            <div>
              <dt>Serial number</dt>
              <dd className="device-facts__code">{device.serialNumber}</dd>
            </div>
            <div>
              <dt>Model identifier</dt>
              <dd className="device-facts__code">{device.modelIdentifier}</dd>
            </div>
            <div>
              <dt>App version</dt>
              <dd>
                {appVersionText(device.appVersion)}
                {updateWaiting && (
                  <span className="device-facts__note">
                    {latestOnChannel} is available on its channel; the Mac updates when it next checks in.
                  </span>
                )}
              </dd>
            </div>
          </dl>
          <h3 className="device-about__subhead">{device.users.length === 1 ? 'Child using it' : 'Children using it'}</h3>
          {device.users.length === 0 ? (
            <p className="muted device-about__none">No child uses this device yet.</p>
          ) : (
            <ul className="device-users">
              {device.users.map((user) => (
                <li key={user.id} className="device-users__item">
                  <Link to="/children/$userId" params={{ userId: idKey(user.id) }} className="device-users__name">
                    {user.name}
                  </Link>
                  <StatusBadge status={user.status} now={now} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <form
          className="device-form"
          aria-label="Device settings"
          onSubmit={(e) => {
            e.preventDefault()
            void save()
          }}
        >
          <div className="card stack">
            <TextField
              label="Name"
              hint="How you refer to this device"
              autoComplete="off"
              spellCheck={false}
              maxLength={100}
              placeholder={device.modelTitle}
              value={value.name}
              onChange={(e) => {
                const next = e.target.value
                draft.update((d) => {
                  d.name = next
                })
              }}
            />
            <fieldset className="channel-group" aria-describedby={`${channelGroupId}-about`}>
              <legend className="field__label">Release channel</legend>
              <p id={`${channelGroupId}-about`} className="field__hint channel-group__about">
                Which app releases this Mac installs. A change takes effect when the Mac next checks in.
              </p>
              <div className="channel-options">
                {releaseChannels.map((channel) => {
                  const info = channelInfo[channel]
                  const version = latestVersionText(latest?.[channel])
                  const id = `${channelGroupId}-${channel}`
                  return (
                    <label key={channel} className="channel-option" htmlFor={id}>
                      <input
                        id={id}
                        type="radio"
                        name={`${channelGroupId}-channel`}
                        value={channel}
                        checked={value.releaseChannel === channel}
                        aria-describedby={`${id}-about`}
                        onChange={() =>
                          draft.update((d) => {
                            d.releaseChannel = channel
                          })
                        }
                      />
                      <span className="channel-option__text">
                        <span className="channel-option__name">{info.name}</span>
                        <span id={`${id}-about`} className="channel-option__about">
                          {info.about}
                          {version && <span className="channel-option__version">{version}</span>}
                        </span>
                      </span>
                    </label>
                  )
                })}
              </div>
            </fieldset>
          </div>
          <div className="device-form__actions">
            <span className="device-form__state" aria-live="polite">
              {changed ? 'Unsaved changes' : ''}
            </span>
            <Button variant="secondary" onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={!changed} loading={busy}>
              Save
            </Button>
          </div>
        </form>
      </div>
    </>
  )
}
