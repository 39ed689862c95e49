/**
 * Hostnames and IP addresses at their edges, as fixed examples beside the properties of
 * hostname.test.ts: where a separator sits at the very start, UTF-8 lengths at each byte
 * boundary, digits that only look like numbers, and IPv6 with an IPv4 tail.
 */
import { describe, expect, it } from 'vitest'
import { canonicalIp, cleanAddress, hostnameProblem, isHostname, isIPv4, isIPv6, octetLength } from '@domain/keys/hostname'

describe('cleanAddress at the edges', () => {
  it('cuts at a path, user name or bracket even at the first character', () => {
    expect(cleanAddress('/x.com')).toBe('')
    expect(cleanAddress('@x.com')).toBe('x.com')
    expect(cleanAddress('[::1')).toBe('::1')
    expect(cleanAddress('x.com...')).toBe('x.com')
  })

  it('removes a scheme only at the start', () => {
    expect(cleanAddress('see:http://x.com')).toBe('see:http:')
  })
})

describe('octetLength', () => {
  it('counts 1 to 4 bytes per character, switching exactly at each UTF-8 boundary', () => {
    const sizes = [0x7f, 0x80, 0x7ff, 0x800, 0xffff, 0x10000].map((code) => octetLength(String.fromCodePoint(code)))
    expect(sizes).toEqual([1, 2, 2, 3, 3, 4])
    expect(octetLength('aé€😀')).toBe(10)
  })
})

describe('hostnames', () => {
  it('refuses a last label of digits only, not one that merely starts or ends with one', () => {
    expect(hostnameProblem('x.a1')).toBeNull()
    expect(hostnameProblem('x.1a')).toBeNull()
    expect(hostnameProblem('x.123')).toBe('The last label "123" must not be all-numeric.')
    expect([isHostname('x.com'), isHostname('x..com')]).toEqual([true, false])
  })
})

describe('IP addresses', () => {
  it('IPv4 parts are 1 to 3 plain digits', () => {
    expect(isIPv4('1.2.3.+1')).toBe(false)
    expect(isIPv4('1.2.3.1e2')).toBe(false)
    expect(isIPv4('1.2.3.255')).toBe(true)
  })

  it('IPv6: an IPv4 tail must be a whole IPv4 address and stands for the last two groups', () => {
    expect(isIPv6('::1.2.3')).toBe(false)
    expect(isIPv6('::1.2.3.4')).toBe(true)
    expect(canonicalIp('::FFFF:1.2.3.4')).toBe('0000:0000:0000:0000:0000:ffff:0102:0304')
  })

  it('IPv6: `::` stands for at least one group', () => {
    expect(isIPv6('1:2:3:4::5:6:7:8')).toBe(false)
    expect(isIPv6('1:2:3::5:6:7:8')).toBe(true)
  })

  it('canonicalIp trims, and writes IPv4 numbers without leading zeros', () => {
    expect(canonicalIp(' 010.1.1.1 ')).toBe('10.1.1.1')
    expect(canonicalIp('not an address')).toBeNull()
  })
})
