/**
 * Adding a notification method: phone normalisation and display, the Slack rules,
 * the 6-digit code, and the config a form sends. Property tests compare each rule with an
 * independent oracle written from the spec's words.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  codeInputValue,
  displayPhone,
  emptyMethodFields,
  isIncorrectCodeError,
  isSlackChannelId,
  isSlackChannelName,
  isSlackToken,
  methodAddress,
  methodConfig,
  normalizePhone,
  parseVerificationCode,
  sameMethodConfig,
  slackErrors,
} from '@domain/notifications/methods'

// ── oracles: written from the spec, sharing nothing with the code under test ──

/** "Extract digits; exactly 10 without a leading plus → +1 and the digits; < 7 or > 15 invalid; else +." */
function phoneOracle(input: string): string | null {
  let digits = ''
  for (const ch of input) if (ch >= '0' && ch <= '9') digits += ch
  let first = ''
  for (const ch of input) {
    if (ch !== ' ' && ch !== '\t' && ch !== '\n' && ch !== '\r') {
      first = ch
      break
    }
  }
  if (digits.length === 10 && first !== '+') return '+1' + digits
  if (digits.length < 7 || digits.length > 15) return null
  return '+' + digits
}

/** "+1" and ten digits → (xxx) xxx-xxxx. */
function displayOracle(stored: string): string {
  if (stored.length !== 12 || stored[0] !== '+' || stored[1] !== '1') return stored
  const d = stored.slice(2)
  for (const ch of d) if (ch < '0' || ch > '9') return stored
  return '(' + d.slice(0, 3) + ') ' + d.slice(3, 6) + '-' + d.slice(6)
}

const digit = fc.constantFrom(...'0123456789')
const separator = fc.constantFrom(' ', '-', '.', '(', ')', '/', 'x', '')
/** Phone-ish text: digits with separators, sometimes a leading plus or spaces. */
const phoneText = fc
  .tuple(
    fc.constantFrom('', '+', ' +', '  '),
    fc.array(fc.tuple(digit, separator), { minLength: 0, maxLength: 20 }),
    fc.constantFrom('', ' ', ' ext'),
  )
  .map(([lead, parts, tail]) => lead + parts.map(([d, s]) => d + s).join('') + tail)

describe('normalizePhone', () => {
  it('follows the spec’s examples', () => {
    expect(normalizePhone('(555) 867-5309')).toBe('+15558675309')
    expect(normalizePhone('555.867.5309')).toBe('+15558675309')
    expect(normalizePhone('+5558675309')).toBe('+5558675309')
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958')
    expect(normalizePhone('1 555 867 5309')).toBe('+15558675309')
    expect(normalizePhone('123456')).toBeNull()
    expect(normalizePhone('1234567')).toBe('+1234567')
    expect(normalizePhone('123456789012345')).toBe('+123456789012345')
    expect(normalizePhone('1234567890123456')).toBeNull()
    expect(normalizePhone('')).toBeNull()
  })

  it('agrees with the spec oracle on any phone-like text', () => {
    fc.assert(
      fc.property(phoneText, (s) => {
        expect(normalizePhone(s)).toBe(phoneOracle(s))
      }),
      { numRuns: 2000 },
    )
  })

  it('agrees with the spec oracle on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        expect(normalizePhone(s)).toBe(phoneOracle(s))
      }),
      { numRuns: 2000 },
    )
  })

  it('is idempotent: a normalised number normalises to itself', () => {
    fc.assert(
      fc.property(phoneText, (s) => {
        const once = normalizePhone(s)
        if (once !== null) expect(normalizePhone(once)).toBe(once)
      }),
    )
  })
})

describe('displayPhone', () => {
  it('shows US numbers as (xxx) xxx-xxxx and leaves others as stored', () => {
    expect(displayPhone('+15555550123')).toBe('(555) 555-0123')
    expect(displayPhone('+442079460958')).toBe('+442079460958')
    expect(displayPhone('+1555555012')).toBe('+1555555012')
  })

  it('agrees with the oracle for every normalised number', () => {
    fc.assert(
      fc.property(phoneText, (s) => {
        const stored = normalizePhone(s)
        if (stored !== null) expect(displayPhone(stored)).toBe(displayOracle(stored))
      }),
      { numRuns: 2000 },
    )
  })

  it('any ten digits typed without a plus are shown back as (xxx) xxx-xxxx of the same digits', () => {
    fc.assert(
      fc.property(fc.array(digit, { minLength: 10, maxLength: 10 }), (ds) => {
        const d = ds.join('')
        expect(displayPhone(normalizePhone(d) ?? '')).toBe(`(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`)
      }),
    )
  })
})

describe('Slack rules', () => {
  const tokenOracle = (t: string) => t.trim().slice(0, 5) === 'xoxb-'
  const nameOracle = (n: string) => n.trim().length > 1
  const idOracle = (n: string) => n.trim().length > 3

  it('token starts with xoxb-, channel name longer than 1 character, channel ID longer than 3', () => {
    expect(isSlackToken('xoxb-1')).toBe(true)
    expect(isSlackToken('xoxp-1')).toBe(false)
    expect(isSlackToken('XOXB-1')).toBe(false)
    expect(isSlackChannelName('#a')).toBe(true)
    expect(isSlackChannelName('a')).toBe(false)
    expect(isSlackChannelId('C012')).toBe(true)
    expect(isSlackChannelId('C01')).toBe(false)
  })

  it('agree with the oracles, and slackErrors names exactly the failing fields', () => {
    const text = fc.oneof(fc.string({ maxLength: 12 }), fc.string({ maxLength: 8 }).map((s) => `xoxb-${s}`), fc.constant(' xoxb- '))
    fc.assert(
      fc.property(text, text, text, (token, channelName, channelId) => {
        expect(isSlackToken(token)).toBe(tokenOracle(token))
        expect(isSlackChannelName(channelName)).toBe(nameOracle(channelName))
        expect(isSlackChannelId(channelId)).toBe(idOracle(channelId))
        const errors = slackErrors({ token, channelName, channelId })
        expect(Object.keys(errors).sort()).toEqual(
          [!tokenOracle(token) && 'token', !nameOracle(channelName) && 'channelName', !idOracle(channelId) && 'channelId']
            .filter((k): k is string => k !== false)
            .sort(),
        )
      }),
      { numRuns: 1000 },
    )
  })
})

describe('the verification code', () => {
  const codeOracle = (s: string): number | null => {
    const t = s.trim()
    if (t.length !== 6) return null
    let n = 0
    for (const ch of t) {
      if (ch < '0' || ch > '9') return null
      n = n * 10 + (ch.charCodeAt(0) - 48)
    }
    return n
  }

  it('is exactly 6 digits, sent as a number', () => {
    expect(parseVerificationCode('123456')).toBe(123456)
    expect(parseVerificationCode(' 012345 ')).toBe(12345)
    expect(parseVerificationCode('12345')).toBeNull()
    expect(parseVerificationCode('1234567')).toBeNull()
    expect(parseVerificationCode('12a456')).toBeNull()
    expect(parseVerificationCode('１２３４５６')).toBeNull()
  })

  it('agrees with the oracle', () => {
    const codeish = fc.oneof(fc.string({ maxLength: 9 }), fc.array(digit, { minLength: 4, maxLength: 8 }).map((d) => d.join('')))
    fc.assert(
      fc.property(codeish, (s) => {
        expect(parseVerificationCode(s)).toBe(codeOracle(s))
      }),
      { numRuns: 2000 },
    )
  })

  it('the code field keeps at most 6 digits of what is typed or pasted', () => {
    expect(codeInputValue('123 456')).toBe('123456')
    expect(codeInputValue('12-34-56-78')).toBe('123456')
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (s) => {
        const v = codeInputValue(s)
        expect(v).toMatch(/^[0-9]{0,6}$/)
        expect(s.replace(/[^0-9]/g, '').startsWith(v)).toBe(true)
      }),
    )
  })
})

describe('methodConfig', () => {
  it('trims the e-mail and refuses one without a domain', () => {
    expect(methodConfig({ ...emptyMethodFields, email: ' grandma@example.com ' })).toEqual({
      ok: true,
      config: { case: 'email', email: 'grandma@example.com' },
    })
    expect(methodConfig({ ...emptyMethodFields, email: 'grandma@example' }).ok).toBe(false)
  })

  it('sends the phone number normalised, and only a valid one', () => {
    fc.assert(
      fc.property(phoneText, (phone) => {
        const result = methodConfig({ ...emptyMethodFields, kind: 'text', phone })
        const expected = phoneOracle(phone)
        if (expected === null) expect(result).toMatchObject({ ok: false, errors: { phone: expect.any(String) } })
        else expect(result).toEqual({ ok: true, config: { case: 'text', phoneNumber: expected } })
      }),
    )
  })

  it('sends Slack fields trimmed once all three rules hold', () => {
    const fields = { ...emptyMethodFields, kind: 'slack' as const, slackToken: ' xoxb-1 ', channelName: ' #family', channelId: 'C0FAM ' }
    expect(methodConfig(fields)).toEqual({
      ok: true,
      config: { case: 'slack', token: 'xoxb-1', channelName: '#family', channelId: 'C0FAM' },
    })
    expect(methodConfig({ ...fields, channelId: 'C0F' })).toMatchObject({ ok: false, errors: { channelId: expect.any(String) } })
  })

  it('ignores the fields of the kinds not chosen', () => {
    const result = methodConfig({ ...emptyMethodFields, kind: 'text', phone: '5558675309', email: 'nope', slackToken: 'x' })
    expect(result).toEqual({ ok: true, config: { case: 'text', phoneNumber: '+15558675309' } })
  })
})

describe('method wording and comparison', () => {
  it('names where a method delivers', () => {
    expect(methodAddress({ case: 'email', email: 'a@b.co' })).toBe('a@b.co')
    expect(methodAddress({ case: 'text', phoneNumber: '+15555550123' })).toBe('(555) 555-0123')
    expect(methodAddress({ case: 'slack', token: 't', channelId: 'C1', channelName: 'family' })).toBe('#family')
    expect(methodAddress({ case: 'slack', token: 't', channelId: 'C1', channelName: '#family' })).toBe('#family')
  })

  it('compares e-mail addresses without case, and never across kinds', () => {
    expect(sameMethodConfig({ case: 'email', email: 'Demo@Gatehouse.app' }, { case: 'email', email: 'demo@gatehouse.app' })).toBe(true)
    expect(sameMethodConfig({ case: 'text', phoneNumber: '+15555550123' }, { case: 'text', phoneNumber: '+15555550124' })).toBe(false)
    expect(sameMethodConfig({ case: 'email', email: '+1' }, { case: 'text', phoneNumber: '+1' })).toBe(false)
  })

  it('recognises the server’s incorrect-code answer', () => {
    expect(isIncorrectCodeError({ debugMessage: '[@client:incorrectConfirmationCode]' })).toBe(true)
    expect(isIncorrectCodeError({ debugMessage: 'Unauthorized' })).toBe(false)
    expect(isIncorrectCodeError({})).toBe(false)
  })
})
