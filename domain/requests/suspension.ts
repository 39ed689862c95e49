/**
 * Answering a filter-suspension request: how long to grant, and what the decision sends.
 *
 * - Durations: presets of 3, 5, 10, 20 and 30 minutes, 1, 1.5 and 2 hours (default 5 minutes),
 *   or custom minutes. Custom minutes are a whole number written in digits only (no sign, no
 *   decimal point, no exponent); anything else, or 1 or less, disables Grant. The granted time
 *   is the custom minutes × 60 when given, else the preset; anything under 60 seconds becomes
 *   60 seconds.
 * - Extra monitoring: 'off' or one of the request's options (sent as its magic string).
 * - The response comment is trimmed and left out when empty.
 */
import type { OperationInput } from '../api/operations'

export interface DurationPreset {
  readonly seconds: number
  readonly label: string
}

export const durationPresets: readonly DurationPreset[] = [
  { seconds: 180, label: '3 min' },
  { seconds: 300, label: '5 min' },
  { seconds: 600, label: '10 min' },
  { seconds: 1200, label: '20 min' },
  { seconds: 1800, label: '30 min' },
  { seconds: 3600, label: '1 h' },
  { seconds: 5400, label: '1.5 h' },
  { seconds: 7200, label: '2 h' },
]

export const defaultDurationSeconds = 300
export const minimumGrantSeconds = 60
/** The extra-monitoring choice that adds nothing. */
export const noExtraMonitoring = 'off'

/** A positive whole number: digits only ("2.25", "+5" and "1e3" are not minutes). */
const digitsOnly = /^[0-9]+$/

/**
 * The seconds a grant gives: `custom` (minutes as typed; blank = use the preset) or the preset.
 * Null when Grant is disabled (custom minutes not digits only, or 1 or less).
 */
export function grantSeconds(presetSeconds: number, custom: string): number | null {
  const typed = custom.trim()
  if (typed === '') return Math.max(minimumGrantSeconds, presetSeconds)
  if (!digitsOnly.test(typed)) return null
  const minutes = Number(typed)
  if (!Number.isFinite(minutes) || minutes <= 1) return null
  return minutes * 60
}

/** The comment as sent: trimmed, none when blank. */
export function responseCommentToSend(comment: string): string | undefined {
  const trimmed = comment.trim()
  return trimmed === '' ? undefined : trimmed
}

/** The extra monitoring to send: one of the offered options, else none. */
export function extraMonitoringToSend(choice: string, offered: Readonly<Record<string, string>>): string | undefined {
  return choice !== noExtraMonitoring && Object.hasOwn(offered, choice) ? choice : undefined
}

type Decide = OperationInput<'DecideFilterSuspensionRequest'>

/** The DecideFilterSuspensionRequest input granting a request. */
export function grantInput(id: string, seconds: number, extraMonitoring: string | undefined, comment: string): Decide {
  const decision: Decide['decision'] =
    extraMonitoring === undefined
      ? { case: 'accepted', durationInSeconds: seconds }
      : { case: 'accepted', durationInSeconds: seconds, extraMonitoring }
  return withComment({ id, decision }, comment)
}

/** The DecideFilterSuspensionRequest input denying a request. */
export const denyInput = (id: string, comment: string): Decide => withComment({ id, decision: { case: 'rejected' } }, comment)

function withComment(input: Decide, comment: string): Decide {
  const responseComment = responseCommentToSend(comment)
  return responseComment === undefined ? input : { ...input, responseComment }
}

/** How a duration reads: '90 seconds' is '1.5 minutes'; whole minutes without decimals. */
export function minutesText(seconds: number): string {
  const minutes = Math.round((seconds / 60) * 10) / 10
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
}
