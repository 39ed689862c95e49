/**
 * Rules for adding a notification method: how a
 * phone number is shown, what a Slack method needs, the verification code, and
 * the config a filled-in form sends to CreatePendingNotificationMethod.
 *
 * Pure: no clock, no locale. How a phone number is normalised is phone.ts, passed in: it needs
 * the countries' numbering rules, which the app loads only with the panel that needs them.
 */
import { isAcceptedEmail } from '../auth/validation'
import type { NotificationMethodConfig } from '../api/wire'

export type MethodKind = NotificationMethodConfig['case']

/** The kinds a parent can choose, in the order offered; e-mail is the default. */
export const methodKinds: readonly MethodKind[] = ['email', 'text', 'slack']
export const defaultMethodKind: MethodKind = 'email'

/** What each kind is called in the dashboard. */
export const methodKindLabel: Record<MethodKind, string> = {
  email: 'E-mail',
  text: 'Text message',
  slack: 'Slack',
}

// ── phone numbers ───────────────────────────────────────────────────────────────────────────

/** A phone number has 7 to 15 digits (E.164 allows at most 15). */
export const phoneMinDigits = 7
export const phoneMaxDigits = 15

/** The phone rule the form uses: the number to send, or null (see phone.ts, loaded lazily). */
export type NormalizePhone = (typed: string) => string | null

/** A stored number as a parent reads it: US numbers as (xxx) xxx-xxxx, others as stored. */
export function displayPhone(stored: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(stored)
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : stored
}

export const phoneInvalidMessage = `Enter a phone number with ${phoneMinDigits} to ${phoneMaxDigits} digits, with the country code for numbers outside the US`

// ── Slack ───────────────────────────────────────────────────────────────────────────────────

export const slackTokenPrefix = 'xoxb-'
/** A channel name has at least 2 characters, a channel ID at least 4. */
export const slackChannelNameMin = 2
export const slackChannelIdMin = 4

export interface SlackFields {
  readonly token: string
  readonly channelName: string
  readonly channelId: string
}

export interface SlackErrors {
  readonly token?: string
  readonly channelName?: string
  readonly channelId?: string
}

export const slackMessages = {
  token: `A bot token starts with ${slackTokenPrefix}`,
  channelName: `A channel name has at least ${slackChannelNameMin} characters`,
  channelId: `A channel ID has at least ${slackChannelIdMin} characters`,
} as const

export const isSlackToken = (token: string): boolean => token.trim().startsWith(slackTokenPrefix)
export const isSlackChannelName = (name: string): boolean => name.trim().length >= slackChannelNameMin
export const isSlackChannelId = (id: string): boolean => id.trim().length >= slackChannelIdMin

/** What is wrong with a Slack method's fields (nothing: an empty object). */
export function slackErrors(fields: SlackFields): SlackErrors {
  const errors: { token?: string; channelName?: string; channelId?: string } = {}
  if (!isSlackToken(fields.token)) errors.token = slackMessages.token
  if (!isSlackChannelName(fields.channelName)) errors.channelName = slackMessages.channelName
  if (!isSlackChannelId(fields.channelId)) errors.channelId = slackMessages.channelId
  return errors
}

// ── verification code ───────────────────────────────────────────────────────────────────────

export const codeLength = 6

/** The code as the API takes it (a number), or null unless exactly 6 digits were typed. */
export function parseVerificationCode(input: string): number | null {
  const trimmed = input.trim()
  return /^[0-9]{6}$/.test(trimmed) ? Number(trimmed) : null
}

/** Keeps only digits, at most 6, as the code field is typed into (spaces and dashes dropped). */
export const codeInputValue = (typed: string): string => typed.replace(/[^0-9]/g, '').slice(0, codeLength)

// ── the add-method form ─────────────────────────────────────────────────────────────────────

/** Everything the add-method form holds; only the fields of the chosen kind count. */
export interface MethodFields {
  readonly kind: MethodKind
  readonly email: string
  readonly phone: string
  readonly slackToken: string
  readonly channelName: string
  readonly channelId: string
}

export const emptyMethodFields: MethodFields = {
  kind: defaultMethodKind,
  email: '',
  phone: '',
  slackToken: '',
  channelName: '',
  channelId: '',
}

export const methodEmailInvalidMessage = 'Enter an e-mail address like name@example.com'

export interface MethodFieldErrors extends SlackErrors {
  readonly email?: string
  readonly phone?: string
}

export type MethodConfigResult =
  { readonly ok: true; readonly config: NotificationMethodConfig } | { readonly ok: false; readonly errors: MethodFieldErrors }

/**
 * The config to send for a filled-in form: trimmed, the phone number normalised, or the field
 * errors that keep the code from being sent.
 */
export function methodConfig(fields: MethodFields, normalizePhone: NormalizePhone): MethodConfigResult {
  switch (fields.kind) {
    case 'email': {
      const email = fields.email.trim()
      return isAcceptedEmail(email) ? { ok: true, config: { case: 'email', email } } : { ok: false, errors: { email: methodEmailInvalidMessage } }
    }
    case 'text': {
      const phoneNumber = normalizePhone(fields.phone)
      return phoneNumber === null ? { ok: false, errors: { phone: phoneInvalidMessage } } : { ok: true, config: { case: 'text', phoneNumber } }
    }
    case 'slack': {
      const slack = { token: fields.slackToken, channelName: fields.channelName, channelId: fields.channelId }
      const errors = slackErrors(slack)
      if (Object.keys(errors).length > 0) return { ok: false, errors }
      return {
        ok: true,
        config: {
          case: 'slack',
          token: slack.token.trim(),
          channelName: slack.channelName.trim(),
          channelId: slack.channelId.trim(),
        },
      }
    }
  }
}

/** Where a method delivers, as a parent reads it: the address, the number, or the channel. */
export function methodAddress(config: NotificationMethodConfig): string {
  switch (config.case) {
    case 'email':
      return config.email
    case 'text':
      return displayPhone(config.phoneNumber)
    case 'slack':
      return config.channelName.startsWith('#') ? config.channelName : `#${config.channelName}`
  }
}

/** Two configs deliver to the same place (e-mail addresses compared without case). */
export function sameMethodConfig(a: NotificationMethodConfig, b: NotificationMethodConfig): boolean {
  if (a.case === 'email' && b.case === 'email') return a.email.trim().toLowerCase() === b.email.trim().toLowerCase()
  if (a.case === 'text' && b.case === 'text') return a.phoneNumber === b.phoneNumber
  if (a.case === 'slack' && b.case === 'slack') return a.channelId === b.channelId && a.channelName === b.channelName && a.token === b.token
  return false
}

// ── server answers ──────────────────────────────────────────────────────────────────────────

/** A wrong, expired or already-tried code (the server answers with this reason). */
export const isIncorrectCodeError = (error: { readonly debugMessage?: string; readonly userMessage?: string }): boolean =>
  /incorrectConfirmationCode/.test(`${error.debugMessage ?? ''} ${error.userMessage ?? ''}`)

/** Slack refused to post the code (`slackVerificationFailed`). */
export const isSlackFailure = (error: { readonly tag?: string }): boolean => error.tag === 'slackVerificationFailed'

export const incorrectCodeMessage = 'That code isn’t right, or it has expired. Each code can be tried only once: send a new code and enter that one.'
export const slackFailedMessage =
  'Slack didn’t accept the verification message. Check the bot token and the channel ID, and make sure the Slack app was added to the channel, then send the code again.'
export const duplicateMethodMessage = 'You already have this notification method.'
