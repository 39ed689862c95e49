/**
 * Notification methods compared and recognised: when two configs deliver to the same place (the
 * dashboard refuses to add a method twice), the texts the add-method form shows, and which server
 * answers mean a wrong code or a Slack refusal. The comparison oracle checks each pair field by
 * field, written from the rule's words.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  displayPhone,
  duplicateMethodMessage,
  emptyMethodFields,
  incorrectCodeMessage,
  isIncorrectCodeError,
  isSlackChannelId,
  isSlackChannelName,
  isSlackFailure,
  methodConfig,
  methodEmailInvalidMessage,
  methodKindLabel,
  methodKinds,
  phoneInvalidMessage,
  sameMethodConfig,
  slackFailedMessage,
} from '@domain/notifications/methods'
import { normalizePhone as normalizeWithRules } from '@domain/notifications/phone'
import phoneRules from 'libphonenumber-js/min/metadata'
import type { NotificationMethodConfig } from '@domain/api/wire'

const normalizePhone = (typed: string) => normalizeWithRules(typed, phoneRules)

/** "Same kind, and: e-mail equal ignoring case and surrounding spaces; number equal; channel ID, name and token all equal." */
function sameOracle(a: NotificationMethodConfig, b: NotificationMethodConfig): boolean {
  const fold = (s: string) => s.replace(/^\s+|\s+$/g, '').toLocaleLowerCase('en')
  if (a.case === 'email') return b.case === 'email' && fold(a.email) === fold(b.email)
  if (a.case === 'text') return b.case === 'text' && a.phoneNumber === b.phoneNumber
  return b.case === 'slack' && a.channelId === b.channelId && a.channelName === b.channelName && a.token === b.token
}

/** Configs from a small pool of values, so equal and nearly equal pairs are common. */
const config: fc.Arbitrary<NotificationMethodConfig> = fc.oneof(
  fc.constantFrom('a@b.co', 'A@B.co', ' a@b.co ', 'c@b.co').map((email) => ({ case: 'email' as const, email })),
  fc.constantFrom('+15555550123', '+15555550124').map((phoneNumber) => ({ case: 'text' as const, phoneNumber })),
  fc
    .record({
      token: fc.constantFrom('xoxb-1', 'xoxb-2'),
      channelId: fc.constantFrom('C001', 'C002'),
      channelName: fc.constantFrom('family', 'kids'),
    })
    .map((slack) => ({ case: 'slack' as const, ...slack })),
)

describe('sameMethodConfig', () => {
  const slack = { case: 'slack' as const, token: 'xoxb-1', channelId: 'C001', channelName: 'family' }

  it('fixed examples: each kind, each field, both orders across kinds', () => {
    expect(sameMethodConfig({ case: 'email', email: ' Demo@Gatehouse.app' }, { case: 'email', email: 'demo@gatehouse.app ' })).toBe(true)
    expect(sameMethodConfig({ case: 'email', email: 'a@b.co' }, { case: 'email', email: 'c@b.co' })).toBe(false)
    expect(sameMethodConfig({ case: 'text', phoneNumber: '+15555550123' }, { case: 'text', phoneNumber: '+15555550123' })).toBe(true)
    expect(sameMethodConfig({ case: 'text', phoneNumber: '+15555550123' }, { case: 'email', email: 'a@b.co' })).toBe(false)
    expect(sameMethodConfig({ case: 'text', phoneNumber: '+15555550123' }, slack)).toBe(false)
    expect(sameMethodConfig(slack, { case: 'text', phoneNumber: '+15555550123' })).toBe(false)
    expect(sameMethodConfig(slack, { case: 'email', email: 'a@b.co' })).toBe(false)
    expect(sameMethodConfig(slack, { ...slack })).toBe(true)
    expect(sameMethodConfig(slack, { ...slack, token: 'xoxb-2' })).toBe(false)
    expect(sameMethodConfig(slack, { ...slack, channelId: 'C002' })).toBe(false)
    expect(sameMethodConfig(slack, { ...slack, channelName: 'kids' })).toBe(false)
  })

  it('agrees with the field-by-field oracle on any two configs', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(config, config, (a, b) => {
        expect(sameMethodConfig(a, b)).toBe(sameOracle(a, b))
      }),
      { numRuns: 500 },
    )
  })
})

describe('what the add-method form offers and says', () => {
  it('offers e-mail, text message and Slack, in that order, under their names', () => {
    expect(methodKinds).toEqual(['email', 'text', 'slack'])
    expect(methodKindLabel).toEqual({ email: 'E-mail', text: 'Text message', slack: 'Slack' })
  })

  it('starts empty, on e-mail', () => {
    expect(emptyMethodFields).toEqual({ kind: 'email', email: '', phone: '', slackToken: '', channelName: '', channelId: '' })
  })

  it('names the field that is wrong, in the product’s words', () => {
    expect(methodConfig({ ...emptyMethodFields, email: 'grandma@example' }, normalizePhone)).toEqual({
      ok: false,
      errors: { email: 'Enter an e-mail address like name@example.com' },
    })
    expect(methodEmailInvalidMessage).toBe('Enter an e-mail address like name@example.com')
    expect(phoneInvalidMessage).toBe('Enter a phone number with 7 to 15 digits, with the country code for numbers outside the US')
    expect(incorrectCodeMessage).toBe(
      'That code isn’t right, or it has expired. Each code can be tried only once: send a new code and enter that one.',
    )
    expect(slackFailedMessage).toBe(
      'Slack didn’t accept the verification message. Check the bot token and the channel ID, and make sure the Slack app was added to the channel, then send the code again.',
    )
    expect(duplicateMethodMessage).toBe('You already have this notification method.')
  })

  it('counts a Slack channel’s name and ID without the spaces around them', () => {
    expect(isSlackChannelName(' a ')).toBe(false)
    expect(isSlackChannelId(' C01 ')).toBe(false)
  })

  it('shows only a whole US number as (xxx) xxx-xxxx', () => {
    expect(displayPhone('+155555501234')).toBe('+155555501234')
    expect(displayPhone('tel:+15555550123')).toBe('tel:+15555550123')
  })
})

describe('server answers', () => {
  it('a wrong code is recognised in either message', () => {
    expect(isIncorrectCodeError({ userMessage: '[@client:incorrectConfirmationCode]' })).toBe(true)
    expect(isIncorrectCodeError({ debugMessage: 'Unauthorized', userMessage: 'incorrectConfirmationCode' })).toBe(true)
    expect(isIncorrectCodeError({ userMessage: 'Unauthorized' })).toBe(false)
  })

  it('a Slack refusal is recognised by its tag only', () => {
    expect(isSlackFailure({ tag: 'slackVerificationFailed' })).toBe(true)
    expect(isSlackFailure({ tag: 'incorrectConfirmationCode' })).toBe(false)
    expect(isSlackFailure({})).toBe(false)
  })
})
