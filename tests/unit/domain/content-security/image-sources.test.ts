/** Which image addresses from the server are used at all. */
import { describe, expect, it } from 'vitest'
import { safeImageUrl } from '@domain/content-security/image-sources'

describe('image addresses from the server', () => {
  const production = { pageOrigin: 'https://dashboard.example.com', allowLocalHttp: false }
  const development = { pageOrigin: 'http://127.0.0.1:5173', allowLocalHttp: true }

  it('uses https: addresses', () => {
    expect(safeImageUrl('https://shots.example.com/a.png', production)).toBe('https://shots.example.com/a.png')
    expect(safeImageUrl('/demo-screenshots/a.svg', production)).toBe('https://dashboard.example.com/demo-screenshots/a.svg')
  })

  it('refuses everything else in production: http:, data:, javascript:, blob:, credentials, garbage', () => {
    for (const url of [
      'http://shots.example.com/a.png',
      'http://localhost/a.png',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'javascript:alert(1)',
      'blob:https://dashboard.example.com/123',
      'https://user:pass@shots.example.com/a.png',
      'ftp://shots.example.com/a.png',
      '',
      '   ',
      null,
      undefined,
    ]) {
      expect(safeImageUrl(url, production), String(url)).toBeNull()
    }
  })

  it('in development and the demo, also http: to this machine or the dashboard’s own origin', () => {
    expect(safeImageUrl('http://localhost:8080/a.png', development)).toBe('http://localhost:8080/a.png')
    expect(safeImageUrl('http://127.0.0.1:8080/a.png', development)).toBe('http://127.0.0.1:8080/a.png')
    expect(safeImageUrl('/demo-screenshots/a.svg', development)).toBe('http://127.0.0.1:5173/demo-screenshots/a.svg')
    expect(safeImageUrl('http://shots.example.com/a.png', development)).toBeNull()
    expect(safeImageUrl('http://127.0.0.1.evil.example/a.png', development)).toBeNull()
  })
})

/**
 * Image addresses at their edges: credentials of either kind, addresses the parser cannot read,
 * another scheme to this machine, a relative address in a demo served from a named host, and
 * loopback names that only end like one.
 */
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
