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
