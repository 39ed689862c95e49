/**
 * The Content-Security-Policy that every build carries (production, staging, demo): what each
 * setting opens, that Cloudflare's bot check is allowed only where the sign-up page shows it,
 * and the equivalent HTTP header the README shows.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentSecurityHeader, contentSecurityPolicy, imageHosts } from '../../../scripts/content-security'

/** The policy as directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

const cloudflare = 'https://challenges.cloudflare.com'

describe('content security policy', () => {
  it('scripts, styles and fonts only from the dashboard; no plugins, frames, other bases or form targets', () => {
    const policy = directives(contentSecurityPolicy({ VITE_API_URL: 'https://api.example.com' }))
    expect(policy['default-src']).toEqual(["'self'"])
    expect(policy['script-src']).toEqual(["'self'"])
    expect(policy['font-src']).toEqual(["'self'"])
    expect(policy['frame-src']).toEqual(["'none'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'none'"])
    // No inline script or eval, and no inline styles without Turnstile.
    expect(policy['style-src']).toBeUndefined()
    expect(JSON.stringify(policy)).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(policy['form-action']).toEqual(["'self'"])
  })

  it('requests may go to the API and the geo-IP service, by origin only', () => {
    const policy = directives(
      contentSecurityPolicy({ VITE_API_URL: 'https://api.example.com/', VITE_GEOIP_URL: 'https://geo.example.net/{ip}/json/' }),
    )
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.com', 'https://geo.example.net'])
    expect(directives(contentSecurityPolicy({ VITE_API_URL: '' }))['connect-src']).toEqual(["'self'"])
  })

  it('images only from the dashboard, data:, blob: and the screenshot hosts of VITE_IMAGE_HOSTS (any https: when none are named)', () => {
    expect(directives(contentSecurityPolicy({}))['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:'])
    expect(directives(contentSecurityPolicy({ VITE_IMAGE_HOSTS: ' , ' }))['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:'])
    const hosts = contentSecurityPolicy({ VITE_IMAGE_HOSTS: 'https://shots.example.com, https://*.cdn.example.net  https://shots.example.com/' })
    expect(directives(hosts)['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://shots.example.com', 'https://*.cdn.example.net'])
  })

  it('a bad screenshot host stops the build rather than weakening the policy', () => {
    for (const bad of ['http://shots.example.com', "'unsafe-inline'", '*', 'https:', 'https://a.example.com/path']) {
      expect(() => imageHosts(bad), bad).toThrow(/VITE_IMAGE_HOSTS/)
    }
    // http: only to this machine (a local image server in development).
    expect(imageHosts('http://localhost:9000 http://127.0.0.1')).toEqual(['http://localhost:9000', 'http://127.0.0.1'])
  })

  it('as an HTTP header it also forbids framing, which a meta policy cannot; the README shows it', () => {
    const env = { VITE_API_URL: 'https://api.example.com', VITE_IMAGE_HOSTS: 'https://shots.example.com' }
    expect(contentSecurityPolicy(env)).not.toContain('frame-ancestors')
    expect(contentSecurityHeader(env)).toBe(`${contentSecurityPolicy(env)}; frame-ancestors 'none'`)
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8')
    expect(readme).toContain(`Content-Security-Policy: ${contentSecurityHeader(env)}\n`)
  })

  it('screenshots served by an http API (the fake API on this machine) can show', () => {
    expect(directives(contentSecurityPolicy({ VITE_API_URL: 'http://127.0.0.1:8787' }))['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
      'http://127.0.0.1:8787',
    ])
    expect(directives(contentSecurityPolicy({ VITE_API_URL: 'https://api.example.com' }))['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:'])
  })

  it('Turnstile may load and frame only under today’s API with a site key', () => {
    const cases: [Record<string, string>, boolean][] = [
      [{ VITE_TURNSTILE_SITEKEY: '0x4AAA' }, true],
      [{ VITE_TURNSTILE_SITEKEY: '0x4AAA', VITE_API_PROFILE: 'current' }, true],
      [{ VITE_TURNSTILE_SITEKEY: '0x4AAA', VITE_API_PROFILE: '2025-05' }, false],
      [{ VITE_TURNSTILE_SITEKEY: '  ' }, false],
      [{}, false],
    ]
    for (const [env, allowed] of cases) {
      const policy = directives(contentSecurityPolicy(env))
      expect(policy['script-src']?.includes(cloudflare), JSON.stringify(env)).toBe(allowed)
      expect(policy['frame-src'], JSON.stringify(env)).toEqual(allowed ? [cloudflare] : ["'none'"])
      expect(policy['style-src'], JSON.stringify(env)).toEqual(allowed ? ["'self'", "'unsafe-inline'"] : undefined)
    }
  })
})
