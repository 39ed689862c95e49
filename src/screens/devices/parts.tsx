/** Pieces both devices screens share: status badges, release channels, version wording. */
import { customNameToSend } from '@domain/events/devices'
import { statusTone, statusWords } from '@domain/status'
import type { ChildComputerStatus, ReleaseChannel } from '@domain/wire'
import { Badge, protectionBadgeTone } from '../../ui/Badge'

/** A child's status on a device, in parent words ('Protected', 'Filter off', …). */
export function StatusBadge({ status, now }: { status: ChildComputerStatus; now: Date }) {
  const tone = statusTone[status.case]
  return (
    <Badge tone={protectionBadgeTone[tone]}>
      <span className={`device-dot device-dot--${tone}`} aria-hidden="true" />
      {statusWords(status, now)}
    </Badge>
  )
}

export const releaseChannels: readonly ReleaseChannel[] = ['stable', 'beta', 'canary']

export const channelInfo: Readonly<Record<ReleaseChannel, { readonly name: string; readonly about: string }>> = {
  stable: { name: 'Stable', about: 'Tested releases. Recommended for most families.' },
  beta: { name: 'Beta', about: 'New features a little earlier, with stable releases too.' },
  canary: { name: 'Canary', about: 'The newest builds, first and least tested.' },
}

const noVersion = '0.0.0'

/** 'Latest version 2.7.1', or 'No release yet' for a channel without one ('0.0.0'). */
export const latestVersionText = (version: string | undefined): string | null =>
  version === undefined ? null : version === noVersion ? 'No release yet' : `Latest version ${version}`

/** The app version a device reports, or 'Not reported' when none of its logins sent one. */
export const appVersionText = (version: string): string => (version === noVersion || version === '' ? 'Not reported' : version)


/** What the form edits. `name` is '' when the device has no custom name. */
export interface DeviceDraft {
  name: string
  releaseChannel: ReleaseChannel
}

/** Save is enabled only when the save would change something (a name is compared trimmed). */
export const draftDiffers = (value: DeviceDraft, original: DeviceDraft): boolean =>
  customNameToSend(value.name) !== customNameToSend(original.name) || value.releaseChannel !== original.releaseChannel
