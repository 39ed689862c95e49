/**
 * Protection health: what a child's devices report (ChildComputerStatus) in
 * words a parent understands, scariest first. Pure: the caller passes `now` and the time zone.
 *
 * Order, most to least worrying (decision):
 *
 *   filterOff > filterSuspended > downtimePaused > downtime > filterOn > offline
 *
 * The first four follow the order in which the server picks one status for a child whose
 * computers report different ones (docs/api.md#dashboard). Beyond it:
 * - `filterOn` outranks `offline`: a device that reports "protected" is news, an offline one is
 *   the absence of news (its filter keeps running; it simply is not connected). So a child with
 *   one protected and one offline Mac reads 'Protected' (with "1 device offline" as a detail),
 *   and 'Offline' headlines only when no device reports anything.
 * - A child with no device at all is `offline` too (as on the server), worded 'No device yet'.
 */
import { type ZoneReading, clockTime, frameOf, weekdayOf } from '../time'
import type { ChildComputerStatus, DeviceModelFamily } from '../api/wire'

export type StatusCase = ChildComputerStatus['case']

/**
 * A status as either side holds it: the validated wire type, or the wire input form (dates
 * possibly null). Dates are ISO strings.
 */
export interface StatusLike {
  readonly case: StatusCase
  readonly resuming?: string | null | undefined
  readonly ending?: string | null | undefined
}
export type ProtectionTone = 'danger' | 'warning' | 'info' | 'ok' | 'muted'

/** Scariest first. */
export const statusOrder: readonly StatusCase[] = ['filterOff', 'filterSuspended', 'downtimePaused', 'downtime', 'filterOn', 'offline']

/** Higher is scarier: filterOff 5 … offline 0. */
export const scariness = (status: StatusCase | StatusLike): number => {
  const c = typeof status === 'string' ? status : status.case
  return statusOrder.length - 1 - statusOrder.indexOf(c)
}

/** Sorts scariest first (stable for equal statuses). */
export const compareScariness = (a: StatusLike, b: StatusLike): number => scariness(b) - scariness(a)

/** The scariest of several statuses; `offline` when there are none. */
export function scariestStatus<S extends StatusLike>(statuses: readonly S[]): S | { case: 'offline' } {
  let worst: S | { case: 'offline' } = { case: 'offline' }
  for (const status of statuses) if (scariness(status) > scariness(worst)) worst = status
  return worst
}

export const statusTone: Readonly<Record<StatusCase, ProtectionTone>> = {
  filterOff: 'danger',
  filterSuspended: 'warning',
  downtimePaused: 'warning',
  downtime: 'info',
  filterOn: 'ok',
  offline: 'muted',
}

/** When and where a status is worded: the current time, and the parent's time zone. */
export interface WordingClock extends ZoneReading {
  readonly now: Date
}

/**
 * "until 3:40 PM" for an instant within the next 24 hours, "until Thu 3:40 PM" further out,
 * nothing when the date is absent (apps before 2.7.0), unreadable, or already past.
 */
export function untilText(iso: string | null | undefined, clock: WordingClock): string {
  if (iso === undefined || iso === null) return ''
  const at = Date.parse(iso)
  const nowMs = clock.now.getTime()
  if (Number.isNaN(at) || at <= nowMs) return ''
  const frame = frameOf(clock)
  const time = clockTime(at, frame)
  const withinADay = at - nowMs < 24 * 60 * 60 * 1000
  return withinADay ? ` until ${time}` : ` until ${weekdayOf(at, frame)} ${time}`
}

/** One status in words: 'Filter off', 'Filter suspended until 3:40 PM', 'Protected', … */
export function statusWords(status: StatusLike, clock: WordingClock): string {
  switch (status.case) {
    case 'filterOff':
      return 'Filter off'
    case 'filterSuspended':
      return `Filter suspended${untilText(status.resuming, clock)}`
    case 'downtimePaused':
      return `Downtime paused${untilText(status.resuming, clock)}`
    case 'downtime':
      return `Downtime${untilText(status.ending, clock)}`
    case 'filterOn':
      return 'Protected'
    case 'offline':
      return 'Offline'
  }
}

/** What a device needs for the health summary (a wire UserDevice fits). */
export interface StatusDevice {
  readonly status: StatusLike
  readonly customName?: string | undefined
  readonly modelTitle?: string | undefined
}

export interface DeviceProtection {
  readonly device: StatusDevice
  readonly state: StatusCase
  readonly words: string
  readonly tone: ProtectionTone
}

export interface ChildProtection {
  /** The headline state: the scariest of the devices' (offline when there are none). */
  readonly state: StatusCase
  readonly words: string
  readonly tone: ProtectionTone
  /** E.g. "1 of 2 devices offline", "No device connected yet". */
  readonly detail?: string
  /** Every device, scariest first. */
  readonly devices: readonly DeviceProtection[]
}

/** A child's protection health from their devices' statuses. */
export function childProtection(devices: readonly StatusDevice[], clock: WordingClock): ChildProtection {
  // Array sort is stable: equally scary devices keep their order.
  const sorted = [...devices]
    .sort((a, b) => compareScariness(a.status, b.status))
    .map((device) => ({
      device,
      state: device.status.case,
      words: statusWords(device.status, clock),
      tone: statusTone[device.status.case],
    }))
  const head = sorted[0]
  if (!head) return { state: 'offline', words: 'No device yet', tone: 'muted', detail: 'No device connected yet', devices: [] }

  const offline = sorted.filter((d) => d.state === 'offline').length
  let detail: string | undefined
  if (head.state === 'offline') detail = sorted.length > 1 ? `All ${sorted.length} devices offline` : undefined
  // Some device is not offline here, so an offline one makes at least two.
  else if (offline > 0) detail = `${offline} of ${sorted.length} devices offline`
  return detail === undefined
    ? { state: head.state, words: head.words, tone: head.tone, devices: sorted }
    : { state: head.state, words: head.words, tone: head.tone, detail, devices: sorted }
}

// ── model families ──────────────────────────────────────────────────────────────────────────

/** What a parent calls each model family. */
export const modelFamilyNames: Readonly<Record<DeviceModelFamily, string>> = {
  macBook: 'MacBook',
  macBookAir: 'MacBook Air',
  macBookPro: 'MacBook Pro',
  mini: 'Mac mini',
  iMac: 'iMac',
  studio: 'Mac Studio',
  pro: 'Mac Pro',
  unknown: 'Mac',
}

export type ModelPictureKey = 'macbook' | 'macbook-air' | 'macbook-pro' | 'mac-mini' | 'imac' | 'mac-studio' | 'mac-pro' | 'mac-unknown'

/** The locally shipped drawing for each family (the UI maps a key to its picture). */
export const modelPictureKeys: Readonly<Record<DeviceModelFamily, ModelPictureKey>> = {
  macBook: 'macbook',
  macBookAir: 'macbook-air',
  macBookPro: 'macbook-pro',
  mini: 'mac-mini',
  iMac: 'imac',
  studio: 'mac-studio',
  pro: 'mac-pro',
  unknown: 'mac-unknown',
}

export const modelFamilyName = (family: DeviceModelFamily): string => modelFamilyNames[family]
export const modelPictureKey = (family: DeviceModelFamily): ModelPictureKey => modelPictureKeys[family]

/** How a device is called in lists: its custom name (trimmed, if not blank), else its model title. */
export function deviceDisplayName(device: {
  readonly customName?: string | undefined
  readonly name?: string | undefined
  readonly modelTitle: string
}): string {
  const custom = (device.customName ?? device.name ?? '').trim()
  return custom !== '' ? custom : device.modelTitle
}
