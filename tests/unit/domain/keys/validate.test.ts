/**
 * The key form's checks: registrable domains under a known public suffix, the IP hint, regular
 * expressions, bundle IDs, chosen apps and expirations.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { appProblem, checkAddress, expirationProblem } from '@domain/keys/validate'
import { registrableDomain } from '@domain/keys/suffix'

const letters = 'abcdefghijklmnopqrstuvwxyz'
const label = fc
  .tuple(
    fc.constantFrom(...letters.split('')),
    fc.array(fc.constantFrom(...`${letters}0123456789-`.split('')), { maxLength: 8 }),
    fc.constantFrom(...`${letters}0123456789`.split('')),
  )
  .map(([a, b, c]) => a + b.join('') + c)
/** Public suffixes of the ICANN list. */
const knownSuffix = fc.constantFrom('com', 'org', 'net', 'co.uk', 'org.uk', 'de', 'app', 'dev', 'com.au', 'edu')
/** Endings no public suffix list has. */
const unknownSuffix = fc.constantFrom('notatld', 'zzqxv', 'homenet', 'intranet-zone')
const types = fc.constantFrom('standard' as const, 'strict' as const)
const subdomains = fc.array(label, { maxLength: 2 })

describe('standard and strict addresses', () => {
  it('accept a registrable domain, or a host below one, under a known suffix (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(subdomains, label, knownSuffix, types, (subs, name, suffix, type) => {
        const host = [...subs, name, suffix].join('.')
        expect(checkAddress(host, type)).toEqual({ ok: true, address: host })
        expect(checkAddress(`https://${host.toUpperCase()}/page?x=1`, type)).toEqual({ ok: true, address: host })
      }),
    )
  })

  it('say "invalid address" for an unknown ending, naming it (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(subdomains, label, unknownSuffix, types, (subs, name, suffix, type) => {
        const verdict = checkAddress([...subs, name, suffix].join('.'), type)
        expect(verdict).toEqual({ ok: false, empty: false, hint: 'invalid address', detail: `".${suffix}" is not a known domain ending.` })
      }),
    )
  })

  it('say "invalid address" for a bare public suffix', () => {
    for (const suffix of ['co.uk', 'com', 'com.au']) {
      const verdict = checkAddress(suffix, 'standard')
      expect(verdict.ok).toBe(false)
      if (!verdict.ok && !verdict.empty) expect(verdict.hint).toBe('invalid address')
    }
  })

  it('give the hostname rule as the reason, and the quick test’s reason without a dot', () => {
    expect(checkAddress('my_site.com', 'strict')).toEqual({
      ok: false,
      empty: false,
      hint: 'invalid address',
      detail: 'The label "my_site" contains the invalid character "_" at column 3.',
    })
    expect(checkAddress('khanacademy', 'standard')).toEqual({
      ok: false,
      empty: false,
      hint: 'invalid address',
      detail: 'A website address has a dot, like example.com.',
    })
    expect(checkAddress('   ', 'standard')).toEqual({ ok: false, empty: true })
  })

  it('an IP address typed under another type says to turn on Advanced and choose IP address (property)', { tags: ['property'] }, () => {
    const octet = fc.integer({ min: 0, max: 255 })
    fc.assert(
      fc.property(
        fc.array(octet, { minLength: 4, maxLength: 4 }),
        fc.constantFrom('standard' as const, 'strict' as const, 'domainRegex' as const),
        (parts, type) => {
          expect(checkAddress(`http://${parts.join('.')}:8080/`, type)).toEqual({
            ok: false,
            empty: false,
            hint: 'This is an IP address: turn on Advanced and choose IP address.',
          })
          expect(checkAddress(parts.join('.'), 'ip')).toEqual({ ok: true, address: parts.join('.') })
        },
      ),
    )
  })
})

describe('IP address type', () => {
  it('needs IPv4 or IPv6', () => {
    expect(checkAddress('[2001:DB8::1]', 'ip')).toEqual({ ok: true, address: '2001:db8::1' })
    expect(checkAddress('300.1.1.1', 'ip')).toMatchObject({ ok: false, hint: 'invalid IP address' })
    expect(checkAddress('example.com', 'ip')).toEqual({
      ok: false,
      empty: false,
      hint: 'invalid IP address',
      detail: 'This is a website name: choose Standard or Strict for it.',
    })
  })
})

describe('regular expressions', () => {
  it('need a * and a valid domain once each * is a letter (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(subdomains, label, knownSuffix, fc.nat(), (subs, name, suffix, at) => {
        const labels = [...subs, name]
        const index = at % labels.length
        const withStar = labels.map((l, i) => (i === index ? `${l.slice(0, 1)}*` : l))
        const pattern = [...withStar, suffix].join('.')
        expect(checkAddress(pattern, 'domainRegex')).toEqual({ ok: true, address: pattern })
        const plain = [...labels, suffix].join('.')
        expect(checkAddress(plain, 'domainRegex')).toEqual({
          ok: false,
          empty: false,
          hint: 'A regular expression needs a * wildcard, like deploy-preview-*.netlify.app',
        })
      }),
    )
  })

  it('refuse a pattern that is no domain even with its * filled in', () => {
    expect(checkAddress('deploy-*.notatld', 'domainRegex')).toMatchObject({ ok: false, hint: 'invalid address' })
    expect(checkAddress('*', 'domainRegex')).toMatchObject({ ok: false, hint: 'invalid address' })
    expect(checkAddress('*.netlify.app', 'domainRegex')).toEqual({ ok: true, address: '*.netlify.app' })
  })
})

describe('apps', () => {
  it('a bundle ID needs at least 3 characters after trimming (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.constantFrom('', ' ', '  '), (text, pad) => {
        const problem = appProblem({ appIdentificationType: 'bundleId', appSlug: '', appBundleId: `${pad}${text}${pad}` })
        const longEnough = text.trim().length >= 3
        expect(problem).toBe(longEnough ? null : 'A bundle ID has at least 3 characters')
      }),
    )
  })

  it('choosing by name needs a chosen app', () => {
    expect(appProblem({ appIdentificationType: 'slug', appSlug: '', appBundleId: 'com.apple.Safari' })).toBe('Choose an app')
    expect(appProblem({ appIdentificationType: 'slug', appSlug: 'zoom', appBundleId: '' })).toBeNull()
  })
})

describe('expiration', () => {
  it('is optional, and otherwise after now', () => {
    const now = Date.parse('2026-03-01T12:00:00Z')
    expect(expirationProblem(null, now)).toBeNull()
    expect(expirationProblem('2026-03-01T12:00:01Z', now)).toBeNull()
    expect(expirationProblem('2026-03-01T12:00:00Z', now)).toBe('Choose a date in the future')
    expect(expirationProblem('not a date', now)).toBe('Choose a date in the future')
  })
})

describe('addresses that are neither', () => {
  it('an IP key for a text that is no website name either gets no website hint', () => {
    expect(checkAddress('300.1.1.1', 'ip')).toEqual({ ok: false, empty: false, hint: 'invalid IP address' })
    expect(checkAddress('exa_mple.com', 'ip')).toEqual({ ok: false, empty: false, hint: 'invalid IP address' })
  })

  it('a host the suffix list cannot read has no suffix', () => {
    expect(registrableDomain('a..b')).toEqual({ ok: false, reason: 'unknownSuffix', suffix: '' })
  })
})
