/**
 * What the dashboard trusts to load: the build's Content-Security-Policy, and which image
 * addresses from the server are used at all.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { headerPolicy, metaPolicy, parseImageHosts, safeImageUrl } from '@domain/content-security'

describe('Content-Security-Policy', () => {
  it('is strict with nothing configured: only the dashboard itself', () => {
    expect(metaPolicy({})).toBe(
      "default-src 'self'; script-src 'self'; connect-src 'self'; img-src 'self' data: blob:; object-src 'none'; base-uri 'none'; form-action 'self'",
    )
  })

  it('lets requests reach the API and the geo-IP service, by origin only', () => {
    const policy = metaPolicy({ apiUrl: 'https://api.example.com/v2/', geoipUrl: 'https://ipapi.co/{ip}/json/' })
    expect(policy).toContain("connect-src 'self' https://api.example.com https://ipapi.co;")
    expect(policy).not.toContain('/v2')
  })

  it('a same-origin API (empty or a path) adds nothing', () => {
    expect(metaPolicy({ apiUrl: '' })).toContain("connect-src 'self';")
    expect(metaPolicy({ apiUrl: '/api' })).toContain("connect-src 'self';")
  })

  it('adds the configured screenshot hosts to img-src, separated by commas or spaces', () => {
    const policy = metaPolicy({ imageHosts: 'https://shots.example.com, https://*.cdn.example.net  https://shots.example.com/' })
    expect(policy).toContain("img-src 'self' data: blob: https://shots.example.com https://*.cdn.example.net;")
  })

  it('never allows inline script or eval', () => {
    const policy = metaPolicy({ apiUrl: 'https://api.example.com', imageHosts: 'https://shots.example.com' })
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*(?!\.)/)
    expect(policy).toContain("script-src 'self';")
  })

  it('as an HTTP header it also forbids framing, which a meta policy cannot', () => {
    expect(metaPolicy({})).not.toContain('frame-ancestors')
    expect(headerPolicy({})).toBe(`${metaPolicy({})}; frame-ancestors 'none'`)
  })

  it('the README shows the header a build with its example settings needs', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8')
    const header = headerPolicy({ apiUrl: 'https://api.example.com', imageHosts: 'https://shots.example.com' })
    expect(readme).toContain(`Content-Security-Policy: ${header}\n`)
  })

  it('refuses a bad setting with a message naming it, rather than building a weaker policy', () => {
    expect(() => parseImageHosts('http://shots.example.com')).toThrow(/VITE_IMAGE_HOSTS/)
    expect(() => parseImageHosts("https://a.example.com 'unsafe-inline'")).toThrow(/unsafe-inline/)
    expect(() => parseImageHosts('*')).toThrow(/VITE_IMAGE_HOSTS/)
    expect(() => parseImageHosts('https://a.example.com/path')).toThrow(/VITE_IMAGE_HOSTS/)
    expect(() => metaPolicy({ apiUrl: 'javascript:alert(1)' })).toThrow(/VITE_API_URL/)
    expect(() => metaPolicy({ geoipUrl: 'not a url' })).toThrow(/VITE_GEOIP_URL/)
    // http: only to this machine (a local API or image server in development).
    expect(parseImageHosts('http://localhost:9000 http://127.0.0.1')).toEqual(['http://localhost:9000', 'http://127.0.0.1'])
  })
})

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
