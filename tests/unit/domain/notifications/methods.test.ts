/**
 * Adding a notification method: phone normalisation and display, the Slack rules,
 * the 6-digit code, and the config a form sends. Property tests compare each rule with an
 * independent oracle written from the spec's words; phone numbers also lose a trunk prefix
 * written after the country code, checked against libphonenumber's example numbers.
 */
import fc from 'fast-check'
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/core'
import examples from 'libphonenumber-js/examples.mobile.json'
import phoneRules from 'libphonenumber-js/min/metadata'
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
  parseVerificationCode,
  sameMethodConfig,
  slackErrors,
} from '@domain/notifications/methods'
import { normalizePhone as normalizeWithRules } from '@domain/notifications/phone'

/** The rule with the countries' numbering rules the app loads. */
const normalizePhone = (input: string) => normalizeWithRules(input, phoneRules)

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

  it('drops the trunk prefix written after the country code (numbers no text message reaches otherwise)', () => {
    expect(normalizePhone('+44 07700 900123')).toBe('+447700900123')
    expect(normalizePhone('+44 (0) 20 7946 0958')).toBe('+442079460958')
    expect(normalizePhone('+33 01 42 86 82 00')).toBe('+33142868200')
    expect(normalizePhone('+49 (0)30 1234567')).toBe('+49301234567')
    expect(normalizePhone('+61 0412 345 678')).toBe('+61412345678')
    expect(normalizePhone('+7 8 495 123 45 67')).toBe('+74951234567')
    // Italy's leading 0 is part of the number, not a trunk prefix.
    expect(normalizePhone('+39 06 1234 5678')).toBe('+390612345678')
  })

  it('leaves every country’s example mobile number as it is, written with its country code', () => {
    for (const [country, national] of Object.entries(examples)) {
      const e164 = `+${getCountryCallingCode(country as CountryCode, phoneRules)}${national}`
      expect([country, normalizePhone(e164)]).toEqual([country, e164])
    }
  })

  /** Countries whose numbers are dialled at home with this trunk prefix before the national number. */
  const trunkPrefixes: Readonly<Record<string, string>> = {
    GB: '0',
    FR: '0',
    DE: '0',
    AU: '0',
    JP: '0',
    NL: '0',
    NZ: '0',
    ZA: '0',
    CH: '0',
    BE: '0',
    SE: '0',
    AT: '0',
    IE: '0',
    TR: '0',
    IN: '0',
    RU: '8',
    KZ: '8',
  }

  it('property: a trunk prefix after the country code goes, however the number is spaced', { tags: ['property'] }, () => {
    const example = fc.constantFrom(...Object.keys(trunkPrefixes).filter((c) => c in examples))
    const spacing = fc.constantFrom(' ', ' (', '-', '')
    fc.assert(
      fc.property(example, spacing, (country, space) => {
        const code = getCountryCallingCode(country as CountryCode, phoneRules)
        const national = examples[country as CountryCode]
        const prefix = trunkPrefixes[country]!
        const typed = `+${code}${space}${prefix}${space === ' (' ? ') ' : space}${national}`
        expect(normalizePhone(typed)).toBe(`+${code}${national}`)
      }),
    )
  })

  it('never adds digits where a country’s parsing rule would (a Madagascar number stays as typed)', () => {
    expect(normalizePhone('+2 6 1 7 0 0 0 0 0 0 ')).toBe('+2617000000')
  })

  it('is the spec’s number, or that number without a trunk prefix: invalid exactly when the spec says so', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.oneof(phoneText, fc.string({ maxLength: 40 })), (s) => {
        const spec = phoneOracle(s)
        const normalised = normalizePhone(s)
        if (spec === null) {
          expect(normalised).toBeNull()
          return
        }
        expect(normalised).toMatch(/^\+[0-9]{7,15}$/)
        expect(normalised!.length).toBeLessThanOrEqual(spec.length)
      }),
      { numRuns: 2000 },
    )
  })

  it('is idempotent: a normalised number normalises to itself', { tags: ['property'] }, () => {
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

  it('agrees with the oracle for every normalised number', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(phoneText, (s) => {
        const stored = normalizePhone(s)
        if (stored !== null) expect(displayPhone(stored)).toBe(displayOracle(stored))
      }),
      { numRuns: 2000 },
    )
  })

  it('any ten digits typed without a plus are shown back as (xxx) xxx-xxxx of the same digits', { tags: ['property'] }, () => {
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

  it('agree with the oracles, and slackErrors names exactly the failing fields', { tags: ['property'] }, () => {
    const text = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.string({ maxLength: 8 }).map((s) => `xoxb-${s}`),
      fc.constant(' xoxb- '),
    )
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

  it('agrees with the oracle', { tags: ['property'] }, () => {
    const codeish = fc.oneof(
      fc.string({ maxLength: 9 }),
      fc.array(digit, { minLength: 4, maxLength: 8 }).map((d) => d.join('')),
    )
    fc.assert(
      fc.property(codeish, (s) => {
        expect(parseVerificationCode(s)).toBe(codeOracle(s))
      }),
      { numRuns: 2000 },
    )
  })

  it('the code field keeps at most 6 digits of what is typed or pasted', { tags: ['property'] }, () => {
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
    expect(methodConfig({ ...emptyMethodFields, email: ' grandma@example.com ' }, normalizePhone)).toEqual({
      ok: true,
      config: { case: 'email', email: 'grandma@example.com' },
    })
    expect(methodConfig({ ...emptyMethodFields, email: 'grandma@example' }, normalizePhone).ok).toBe(false)
  })

  it('sends the phone number normalised, and only a valid one', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(phoneText, (phone) => {
        const result = methodConfig({ ...emptyMethodFields, kind: 'text', phone }, normalizePhone)
        if (phoneOracle(phone) === null) expect(result).toMatchObject({ ok: false, errors: { phone: expect.any(String) } })
        else expect(result).toEqual({ ok: true, config: { case: 'text', phoneNumber: normalizePhone(phone) } })
      }),
    )
  })

  it('sends Slack fields trimmed once all three rules hold', () => {
    const fields = { ...emptyMethodFields, kind: 'slack' as const, slackToken: ' xoxb-1 ', channelName: ' #family', channelId: 'C0FAM ' }
    expect(methodConfig(fields, normalizePhone)).toEqual({
      ok: true,
      config: { case: 'slack', token: 'xoxb-1', channelName: '#family', channelId: 'C0FAM' },
    })
    expect(methodConfig({ ...fields, channelId: 'C0F' }, normalizePhone)).toMatchObject({ ok: false, errors: { channelId: expect.any(String) } })
  })

  it('ignores the fields of the kinds not chosen', () => {
    const result = methodConfig({ ...emptyMethodFields, kind: 'text', phone: '5558675309', email: 'nope', slackToken: 'x' }, normalizePhone)
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
