/**
 * The Content-Security-Policy that production and staging builds carry: what each setting
 * opens, and that Cloudflare's bot check is allowed only where the sign-up page shows it.
 */
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../../vite.config'

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
    expect(policy['base-uri']).toEqual(["'self'"])
    expect(policy['form-action']).toEqual(["'self'"])
  })

  it('requests may go to the API and the geo-IP service, by origin only', () => {
    const policy = directives(
      contentSecurityPolicy({ VITE_API_URL: 'https://api.example.com/', VITE_GEOIP_URL: 'https://geo.example.net/{ip}/json/' }),
    )
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.com', 'https://geo.example.net'])
    expect(directives(contentSecurityPolicy({ VITE_API_URL: '' }))['connect-src']).toEqual(["'self'"])
  })

  it('screenshots stored on other https hosts can show', () => {
    expect(directives(contentSecurityPolicy({}))['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:'])
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
    }
  })
})
