/**
 * What a parent can change on a computer (its name and release channel), how the channels and
 * app versions are worded, and when Save is enabled. Pure.
 */
import { customNameToSend } from '../events/devices'
import { ReleaseChannel } from '../api/wire'

/** Every release channel, in the order a parent chooses from. */
export const releaseChannels: readonly ReleaseChannel[] = ReleaseChannel.options

export const channelInfo: Readonly<Record<ReleaseChannel, { readonly name: string; readonly about: string }>> = {
  stable: { name: 'Stable', about: 'Tested releases. Recommended for most families.' },
  beta: { name: 'Beta', about: 'New features a little earlier, with stable releases too.' },
  canary: { name: 'Canary', about: 'The newest builds, first and least tested.' },
}

/** What a channel without a release, or a device that never sent its version, reports. */
const noVersion = '0.0.0'

/** 'Latest version 2.7.1', or 'No release yet' for a channel without one ('0.0.0'). */
export const latestVersionText = (version: string | undefined): string | null =>
  version === undefined ? null : version === noVersion ? 'No release yet' : `Latest version ${version}`

/** The app version a device reports, or 'Not reported' when none of its logins sent one. */
export const appVersionText = (version: string): string => (version === noVersion || version === '' ? 'Not reported' : version)

/** What the device form edits. `name` is '' when the device has no custom name. */
export interface DeviceDraft {
  name: string
  releaseChannel: ReleaseChannel
}

/** Save is enabled only when the save would change something (a name is compared trimmed). */
export const draftDiffers = (value: DeviceDraft, original: DeviceDraft): boolean =>
  customNameToSend(value.name) !== customNameToSend(original.name) || value.releaseChannel !== original.releaseChannel
