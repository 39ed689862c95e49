/**
 * IPv6 addresses with a zone id (`fe80::…%en0`, the interface a link-local address is reached
 * through) are IP-address keys: the form accepts them and keeps the zone id as typed, the server's
 * rule stores them, and a key matches the same address through the same interface only.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canonicalIp, cleanAddress, isIpAddress, isIPv4, isIPv6 } from '@domain/keys/hostname'
import { keyReach } from '@domain/keys/matching'
import { normalizeStoredKey } from '@domain/keys/stored'
import { checkAddress } from '@domain/keys/validate'
import type { SharedKey } from '@domain/api/wire'

const linkLocal = 'fe80::1ca8:ae3f:8128:c90b%en0'
const browsers = { type: 'webBrowsers' } as const

describe('IPv6 zone ids', () => {
  it('accepts a link-local address with its zone id as an IP key, and keeps the zone id', () => {
    expect(isIPv6(linkLocal)).toBe(true)
    expect(checkAddress(linkLocal, 'ip')).toEqual({ ok: true, address: linkLocal })
    expect(checkAddress('FE80::1CA8:AE3F:8128:C90B%EN0', 'ip')).toEqual({ ok: true, address: 'fe80::1ca8:ae3f:8128:c90b%EN0' })
    // In a URL the `%` of the zone id is written %25.
    expect(cleanAddress('http://[fe80::1ca8:ae3f:8128:c90b%25en0]:8080/x')).toBe(linkLocal)
    const key: SharedKey = { type: 'ipAddress', ipAddress: ` ${linkLocal} `, scope: browsers }
    expect(normalizeStoredKey(key)).toEqual({ ...key, ipAddress: linkLocal })
  })

  it('refuses an empty or odd zone id, and a zone id on an IPv4 address', () => {
    for (const text of ['fe80::1%', 'fe80::1%en 0', 'fe80::1%en0%1', 'fe80::1%e:n', '192.0.2.1%en0', '%en0']) {
      expect(isIpAddress(text)).toBe(false)
      expect(checkAddress(text, 'ip').ok).toBe(false)
    }
  })

  it('matches the same address through the same interface, in any spelling of the address', () => {
    const key: SharedKey = { type: 'ipAddress', ipAddress: linkLocal, scope: browsers }
    const reach = (ip: string) => keyReach(key, { kind: 'ip', ip })
    expect(reach('fe80:0:0:0:1ca8:ae3f:8128:c90b%en0')).toBe('everything')
    expect(reach('fe80::1ca8:ae3f:8128:c90b%en1')).toBeNull()
    expect(reach('fe80::1ca8:ae3f:8128:c90b')).toBeNull()
  })

  it('property: any IPv6 address with any valid zone id is an address, and its canonical form keeps the zone id', { tags: ['property'] }, () => {
    const group = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16))
    const zone = fc.stringMatching(/^[0-9A-Za-z._~-]{0,14}[0-9A-Za-z_~-]$/)
    fc.assert(
      fc.property(fc.array(group, { minLength: 8, maxLength: 8 }), zone, (groups, id) => {
        const address = `${groups.join(':')}%${id}`
        expect(isIPv6(address)).toBe(true)
        expect(isIPv4(address)).toBe(false)
        expect(canonicalIp(address)).toBe(`${groups.map((g) => g.padStart(4, '0')).join(':')}%${id}`)
        expect(checkAddress(address, 'ip')).toEqual({ ok: true, address: cleanAddress(address) })
        expect(cleanAddress(address).endsWith(`%${id}`)).toBe(true)
      }),
    )
  })
})
