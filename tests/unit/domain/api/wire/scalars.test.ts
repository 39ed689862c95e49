/**
 * The wire's scalars: which instants the API's dates may be (whole text only; Z or an offset of
 * two-digit hours and minutes, with or without a colon), and the kinds DeleteEntity and the
 * conference sign-up accept.
 */
import { describe, expect, it } from 'vitest'
import { ConferenceSource, DeleteEntityType, IsoDate, isoDatePattern } from '@domain/api/wire'

describe('isoDatePattern', () => {
  it.each([
    '2025-05-28T14:03:00Z',
    '2025-05-28T14:03:00.5Z',
    '2025-05-28T14:03:00.123456789Z',
    '2025-05-28T14:03:00+02:00',
    '2025-05-28T14:03:00-0430',
    '2025-05-28T14:03:00.120+0000',
  ])('accepts %s', (text) => {
    expect(isoDatePattern.test(text)).toBe(true)
    expect(IsoDate.safeParse(text).success).toBe(true)
  })

  it.each([
    ['text before it', 'x2025-05-28T14:03:00Z'],
    ['text after it', '2025-05-28T14:03:00Zx'],
    ['a second instant after it', '2025-05-28T14:03:00Z 2025-05-28T14:03:00Z'],
    ['a one-digit offset hour', '2025-05-28T14:03:00+2:00'],
    ['a one-digit offset minute', '2025-05-28T14:03:00+02:0'],
    ['a three-digit offset', '2025-05-28T14:03:00+020'],
    ['letters in the offset', '2025-05-28T14:03:00+ab:cd'],
    ['an offset without a sign', '2025-05-28T14:03:00 02:00'],
    ['no zone at all', '2025-05-28T14:03:00'],
    ['ten fraction digits', '2025-05-28T14:03:00.1234567890Z'],
  ])('refuses %s', (_, text) => {
    expect(isoDatePattern.test(text)).toBe(false)
    expect(IsoDate.safeParse(text).success).toBe(false)
  })
})

describe('string enums', () => {
  it('DeleteEntity takes the seven kinds of the API, announcements and iOS block rules, nothing else', () => {
    expect(DeleteEntityType.options).toEqual([
      'admin',
      'adminNotification',
      'adminVerifiedNotificationMethod',
      'userDevice',
      'key',
      'keychain',
      'user',
      'announcement',
      'blockRule',
    ])
    expect(DeleteEntityType.safeParse('').success).toBe(false)
    expect(DeleteEntityType.safeParse('child').success).toBe(false)
  })

  it('a conference e-mail comes from the workshop or the booth', () => {
    expect(ConferenceSource.options).toEqual(['workshop', 'booth'])
    expect(ConferenceSource.safeParse('').success).toBe(false)
  })
})
