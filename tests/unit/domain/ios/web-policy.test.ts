/**
 * The web policy's domain list: what may join it (checked against domains built to be valid or
 * invalid by construction, not by the rules under test), and when settings count as changed.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkDomain, domainHint, domainListHeading, isGroupEnabled, settingsDiffer, toggleGroup } from '@domain/ios/web-policy'

const letters = 'abcdefghijklmnopqrstuvwxyz'
const arbLabel = fc
  .tuple(fc.constantFrom(...letters), fc.stringMatching(/^[a-z0-9-]{0,10}$/), fc.constantFrom(...letters, ...'0123456789'))
  .map(([first, middle, last]) => first + middle + last)
const arbTld = fc.constantFrom('com', 'org', 'net', 'io', 'co', 'app')
/** A hostname valid by construction: labels of letters, digits and inner hyphens, a real TLD. */
const arbHost = fc.tuple(fc.array(arbLabel, { minLength: 1, maxLength: 3 }), arbTld).map(([labels, tld]) => [...labels, tld].join('.'))

/** How a parent may type a valid host: any case, with a scheme, port and path around it. */
const arbTyped = fc
  .record({
    host: arbHost,
    upper: fc.boolean(),
    scheme: fc.constantFrom('', 'https://', 'http://'),
    port: fc.constantFrom('', ':8080'),
    path: fc.constantFrom('', '/', '/a/b?c=d#e'),
    pad: fc.constantFrom('', ' ', '\t'),
  })
  .map(({ host, upper, scheme, port, path, pad }) => ({
    host,
    typed: `${pad}${scheme}${upper ? host.toUpperCase() : host}${port}${path}${pad}`,
  }))

/** Hosts that break one rule by construction. */
const arbBadHost = fc.oneof(
  fc.tuple(arbLabel, arbTld, fc.constantFrom('_', '!', '*', '~', ',')).map(([l, t, c]) => `${l}${c}x.${t}`),
  fc.tuple(arbLabel, arbTld).map(([l, t]) => `-${l}.${t}`),
  fc.tuple(arbLabel, arbTld).map(([l, t]) => `${l}-.${t}`),
  fc.tuple(arbLabel, arbTld).map(([l, t]) => `${l}..${t}`),
  fc.tuple(arbLabel, fc.integer({ min: 0, max: 999 })).map(([l, n]) => `${l}.${n}`),
  fc.tuple(arbLabel, fc.constantFrom('localhost', 'test', 'invalid', 'example', 'local')).map(([l, t]) => `${l}.${t}`),
  fc.tuple(fc.stringMatching(/^[a-z]{64,70}$/), arbTld).map(([l, t]) => `${l}.${t}`),
)

describe('adding a domain to the list', () => {
  it('accepts any valid hostname however typed, as the bare lower-case host', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbTyped, ({ host, typed }) => {
        expect(checkDomain(typed, [])).toEqual({ ok: true, domain: host })
      }),
    )
  })

  it('refuses hosts that break a hostname rule, with the hint “invalid address”', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbBadHost, (host) => {
        const check = checkDomain(host, [])
        expect(check).toEqual({ ok: false, reason: 'invalid' })
        expect(domainHint(check)).toBe('invalid address')
      }),
    )
  })

  it('refuses a domain already listed, in any case', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(arbTyped, fc.array(arbHost, { maxLength: 3 }), ({ host, typed }, others) => {
        expect(checkDomain(typed, [...others, host.toUpperCase()])).toEqual({ ok: false, reason: 'listed' })
      }),
    )
  })

  it('accepts a new domain beside the ones already listed', () => {
    expect(checkDomain('Roblox.com', ['khanacademy.org', 'wikipedia.org'])).toEqual({ ok: true, domain: 'roblox.com' })
  })

  it('refuses an address that cleans to nothing, and names the hint of each refusal', () => {
    expect(checkDomain('https://', [])).toEqual({ ok: false, reason: 'invalid' })
    expect(domainHint(checkDomain('roblox.com', ['roblox.com']))).toBe('already listed')
    expect(domainHint(checkDomain('roblox.com', []))).toBeNull()
  })

  it('says nothing about an empty field, and the button stays off', () => {
    expect(checkDomain('   ', [])).toEqual({ ok: false, reason: 'empty' })
    expect(domainHint(checkDomain('', []))).toBeNull()
  })
})

describe('the policy’s list and changes', () => {
  it('names the list for the two policies that use one', () => {
    expect(domainListHeading('blockAllExcept')).toBe('Approved websites:')
    expect(domainListHeading('blockAdultAnd')).toBe('Blocked websites:')
    for (const p of ['allowAll', 'blockAdult', 'blockAll'] as const) expect(domainListHeading(p)).toBeNull()
  })

  it('compares groups as sets (any case) and domains in order', () => {
    const saved = {
      enabledBlockGroups: ['A0000000-0000-4000-8000-000000000001', 'B0000000-0000-4000-8000-000000000002'],
      webPolicy: 'blockAll' as const,
      webPolicyDomains: ['a.com', 'b.com'],
    }
    const offAndOn = toggleGroup(
      toggleGroup(saved.enabledBlockGroups, 'a0000000-0000-4000-8000-000000000001'),
      'A0000000-0000-4000-8000-000000000001',
    )
    expect(offAndOn).toEqual(['B0000000-0000-4000-8000-000000000002', 'A0000000-0000-4000-8000-000000000001'])
    expect(settingsDiffer(saved, { ...saved, enabledBlockGroups: offAndOn })).toBe(false)
    expect(settingsDiffer(saved, { ...saved, enabledBlockGroups: offAndOn.slice(1) })).toBe(true)
    expect(settingsDiffer(saved, { ...saved, webPolicyDomains: ['b.com', 'a.com'] })).toBe(true)
    expect(settingsDiffer(saved, { ...saved, webPolicy: 'allowAll' })).toBe(true)
    expect(settingsDiffer(saved, { ...saved })).toBe(false)
  })

  it('a domain added at the end, or one of several changed, is a change', () => {
    const saved = { enabledBlockGroups: [], webPolicy: 'blockAllExcept' as const, webPolicyDomains: ['a.com', 'b.com'] }
    expect(settingsDiffer(saved, { ...saved, webPolicyDomains: ['a.com', 'b.com', 'c.com'] })).toBe(true)
    expect(settingsDiffer(saved, { ...saved, webPolicyDomains: ['a.com', 'c.com'] })).toBe(true)
  })

  it('one more group, or the same number of other groups, is a change', () => {
    const [a, b, c] = ['a0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000003']
    const saved = { enabledBlockGroups: [a], webPolicy: 'blockAll' as const, webPolicyDomains: [] }
    expect(settingsDiffer(saved, { ...saved, enabledBlockGroups: [a, b] })).toBe(true)
    expect(settingsDiffer({ ...saved, enabledBlockGroups: [a, b] }, { ...saved, enabledBlockGroups: [a, c] })).toBe(true)
    expect(settingsDiffer({ ...saved, enabledBlockGroups: [a, b] }, { ...saved, enabledBlockGroups: [b.toUpperCase(), a] })).toBe(false)
  })

  it('a group shows as enabled whatever the case of its id', () => {
    const id = 'a0000000-0000-4000-8000-00000000000a'
    expect(isGroupEnabled([id.toUpperCase()], id)).toBe(true)
    expect(isGroupEnabled(['b0000000-0000-4000-8000-000000000002', id], id.toUpperCase())).toBe(true)
    expect(isGroupEnabled(['b0000000-0000-4000-8000-000000000002'], id)).toBe(false)
    expect(isGroupEnabled([], id)).toBe(false)
  })
})
