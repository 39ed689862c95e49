/**
 * `/devices/{deviceId}`, drawn from plain props: a computer's model, serial number, model
 * identifier and app version (with the update its channel has waiting), the children using it,
 * and the form for what a parent can change: its name and release channel (Cancel, and Save
 * only with unsaved changes). Also loading, and the failure with Try again, All devices and
 * Contact support.
 */
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { type DeviceDraft, appVersionText, channelInfo, latestVersionText, releaseChannels } from '@domain/devices/settings'
import { idKey } from '@domain/api/ids'
import { compareVersions } from '@domain/api/versions'
import type { OperationOutput } from '@domain/api/operations'
import { type WordingClock, deviceDisplayName, modelFamilyName } from '@domain/devices/status'
import type { Device, ReleaseChannel } from '@domain/api/wire'
import { Button, buttonClass } from '../../ui/Button'
import { BackLink } from '../../ui/BackLink'
import { ModelPicture } from '../../ui/ModelPicture'
import { type Loadable, QueryView } from '../../ui/QueryView'
import { TextField } from '../../ui/TextField'
import type { DraftEditing } from '../../ui/draft-editing'
import { DeviceUsers } from './parts'
import './devices.css'

export type LatestVersions = OperationOutput<'LatestAppVersions'>

export interface DeviceEditing extends DraftEditing<DeviceDraft> {
  readonly onName: (name: string) => void
  readonly onChannel: (channel: ReleaseChannel) => void
  readonly onCancel: () => void
}

export interface DeviceViewProps extends DeviceEditing {
  readonly device: Loadable<Device>
  /** The latest app version on each channel, once known. */
  readonly latest: LatestVersions | undefined
  /** Words each child's status (until when). */
  readonly clock: WordingClock
}

export function DeviceView({ device, ...rest }: DeviceViewProps) {
  return (
    <div className="page device-page">
      <BackLink to="/devices">Devices</BackLink>
      <QueryView
        query={device}
        loadingLabel="Loading device…"
        errorActions={
          <Link to="/devices" className={buttonClass('secondary')}>
            All devices
          </Link>
        }
      >
        {(d) => <DeviceDetails device={d} {...rest} />}
      </QueryView>
    </div>
  )
}

/** A newer version on the device's channel than the one it runs (none known: no). */
function waitingUpdate(device: Device, latest: LatestVersions | undefined): string | null {
  const onChannel = latest?.[device.releaseChannel]
  if (onChannel === undefined || onChannel === '0.0.0' || device.appVersion === '0.0.0') return null
  return compareVersions(device.appVersion, onChannel) < 0 ? onChannel : null
}

type DetailsProps = Omit<DeviceViewProps, 'device'> & { readonly device: Device }

function DeviceDetails({ device, latest, clock, ...editing }: DetailsProps) {
  const update = waitingUpdate(device, latest)
  return (
    <>
      <div className="page-header device-page__header">
        <div>
          <p className="device-page__eyebrow">Edit device</p>
          <h1>{deviceDisplayName(device)}</h1>
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
                {update && <span className="device-facts__note">{update} is available on its channel; the Mac updates when it next checks in.</span>}
              </dd>
            </div>
          </dl>
          <DeviceUsers
            users={device.users}
            clock={clock}
            headingClassName="device-about__subhead"
            noneClassName="device-about__none"
            name={(user) => (
              <Link to="/children/$userId" params={{ userId: idKey(user.id) }} className="device-users__name">
                {user.name}
              </Link>
            )}
          />
        </section>
        <DeviceForm device={device} latest={latest} {...editing} />
      </div>
    </>
  )
}

function DeviceForm({ device, latest, value, changed, saving, onName, onChannel, onSave, onCancel }: Omit<DetailsProps, 'clock'>) {
  const channelGroupId = useId()
  return (
    <form
      className="device-form"
      aria-label="Device settings"
      onSubmit={(e) => {
        e.preventDefault()
        if (changed && !saving) onSave()
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
          onChange={(e) => onName(e.target.value)}
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
                    onChange={() => onChannel(channel)}
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
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!changed} loading={saving}>
          Save
        </Button>
      </div>
    </form>
  )
}
