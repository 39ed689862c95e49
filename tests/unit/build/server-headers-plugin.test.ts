/**
 * The web server's headers file the production build writes next to its folder: nginx
 * directives sent with every status, the policy the build's `<meta>` carries plus
 * frame-ancestors, and no value nginx would read otherwise than written.
 */
import { describe, expect, it } from 'vitest'
import { headersFileOf, nginxHeaders, securityHeaders } from '../../../scripts/server-headers-plugin'
import { contentSecurityHeader, contentSecurityPolicy } from '../../../scripts/content-security'

describe('server headers', () => {
  it('one add_header line per header, sent with every status, the policy the <meta> has plus frame-ancestors', () => {
    const env = { VITE_API_URL: 'https://api.example.com', VITE_IMAGE_HOSTS: 'https://shots.example.com, https://*.cdn.example.net' }
    const text = nginxHeaders(securityHeaders(contentSecurityHeader(env)))
    const lines = text.split('\n').filter((line) => line.startsWith('add_header'))
    expect(lines).toEqual([
      `add_header Content-Security-Policy "${contentSecurityPolicy(env)}; frame-ancestors 'none'" always;`,
      'add_header X-Content-Type-Options "nosniff" always;',
      'add_header Referrer-Policy "strict-origin-when-cross-origin" always;',
      expect.stringMatching(/^add_header Permissions-Policy "(\w[\w-]*=\(\), )+\w[\w-]*=\(\)" always;$/),
      'add_header Cross-Origin-Opener-Policy "same-origin" always;',
      'add_header Strict-Transport-Security "max-age=31536000" always;',
    ])
    // Nothing but comments and those lines.
    expect(text.split('\n').filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('add_header'))).toEqual([])
  })

  it('turns off the powerful features the dashboard never uses', () => {
    const permissions = new Map(securityHeaders('x')).get('Permissions-Policy') ?? ''
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions.split(', ')).toContain(`${feature}=()`)
  })

  it('refuses a value nginx would read differently: a quote, a backslash, a variable, a line break', () => {
    for (const value of ['a "quoted" word', 'back\\slash', "connect-src 'self' https://$host", 'two\nlines', 'cr\rlf']) {
      expect(() => nginxHeaders([['Content-Security-Policy', value]]), JSON.stringify(value)).toThrow(/cannot be written for nginx/)
    }
    expect(() => nginxHeaders([['X-Bad;Name', 'x']])).toThrow(/cannot be written for nginx/)
  })

  it('is written next to the build’s folder', () => {
    expect(headersFileOf('/srv/gatehouse/dist')).toBe('/srv/gatehouse/dist.headers.conf')
    expect(headersFileOf('builds/one/')).toBe('builds/one.headers.conf')
  })
})
