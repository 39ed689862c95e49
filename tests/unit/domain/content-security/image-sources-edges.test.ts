/**
 * Image addresses at their edges: credentials of either kind, addresses the parser cannot read,
 * another scheme to this machine, a relative address in a demo served from a named host, and
 * loopback names that only end like one.
 */
import { describe, expect, it } from 'vitest'
import { safeImageUrl } from '@domain/content-security/image-sources'

const demo = { pageOrigin: 'http://dashboard.test:4400', allowLocalHttp: true }

describe('safeImageUrl at its edges', () => {
  it('refuses a user name or a password alone', () => {
    expect(safeImageUrl('https://user@cdn.example.com/a.png', demo)).toBeNull()
    expect(safeImageUrl('https://:secret@cdn.example.com/a.png', demo)).toBeNull()
  })

  it('refuses what cannot be read as an address', () => {
    expect(safeImageUrl('https://[bad/a.png', demo)).toBeNull()
    expect(safeImageUrl('http://[::1/a.png', demo)).toBeNull()
  })

  it('takes only http: to this machine, not another scheme', () => {
    expect(safeImageUrl('ftp://127.0.0.1/a.png', demo)).toBeNull()
    expect(safeImageUrl('ws://localhost/a.png', demo)).toBeNull()
  })

  it('takes a relative address on the dashboard’s own origin, whatever its host', () => {
    expect(safeImageUrl('/s/1.png', demo)).toBe('http://dashboard.test:4400/s/1.png')
    expect(safeImageUrl('http://dashboard.test:4400/s/1.png', demo)).toBe('http://dashboard.test:4400/s/1.png')
    expect(safeImageUrl('http://dashboard.test:4401/s/1.png', demo)).toBeNull()
  })

  it('knows loopback by its whole name, and every 127.x.y.z address', () => {
    expect(safeImageUrl('http://notlocalhost/a.png', demo)).toBeNull()
    expect(safeImageUrl('http://my.localhost.example/a.png', demo)).toBeNull()
    expect(safeImageUrl('http://127.10.200.1/a.png', demo)).toBe('http://127.10.200.1/a.png')
    expect(safeImageUrl('http://LOCALHOST:8080/a.png', demo)).toBe('http://localhost:8080/a.png')
  })
})
