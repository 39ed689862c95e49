import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { redirectTarget, safeRedirectPath } from '@domain/auth/redirect'

const hostile = [
  '//evil.com',
  '///evil.com',
  'https://evil.com',
  'http://evil.com/settings',
  'HTTPS://EVIL.COM',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  '/\\evil.com',
  '\\/evil',
  '\\\\evil.com',
  '%2F%2Fevil.com',
  '/%2Fevil.com',
  '/%2F/evil.com',
  '/%252F%252Fevil.com',
  '/%5Cevil',
  '/%5cevil.com',
  '/%255Cevil',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '\t//evil.com',
  ' //evil.com',
  '/%09/evil.com',
  '/%0A/evil.com',
  'data:text/html,<script>alert(1)</script>',
  'http:/evil',
  'http:evil.com',
  'evil.com',
  'settings',
  '',
  '/%E0%A4%A',
  '/.//evil.com',
  '/..//evil.com',
  '/a/..//evil.com',
  '/.%2F/evil.com',
  '/%2E//evil.com',
]

describe('redirect safety', () => {
  it.each(hostile)('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull()
    expect(redirectTarget(value)).toBe('/')
  })

  it('refuses non-strings', () => {
    for (const v of [undefined, null, 42, {}, ['/settings']]) expect(safeRedirectPath(v)).toBeNull()
  })

  it('keeps a same-origin path with its query and hash', () => {
    expect(safeRedirectPath('/settings')).toBe('/settings')
    expect(safeRedirectPath('/children/abc/activity?from=mail#latest')).toBe('/children/abc/activity?from=mail#latest')
    expect(safeRedirectPath('/unlock-requests?x=1&y=two')).toBe('/unlock-requests?x=1&y=two')
    expect(redirectTarget('/keychains#top')).toBe('/keychains#top')
  })

  it.each(['/login', '/logout', '/login?redirect=%2Fsettings', '/logout?x=1#top', '/login/', '/LOGOUT', '/%6Cogout', '/./login'])(
    'treats %j as no redirect: it would lead straight back out after logging in',
    (value) => {
      expect(safeRedirectPath(value)).toBeNull()
      expect(redirectTarget(value)).toBe('/')
    },
  )

  it('keeps paths that only start like the login or logout page', () => {
    expect(safeRedirectPath('/login-help')).toBe('/login-help')
    expect(safeRedirectPath('/logouts/1')).toBe('/logouts/1')
    expect(safeRedirectPath('/settings?next=/login')).toBe('/settings?next=/login')
  })

  it('refuses dot segments, which no page has, even when they resolve to a page of ours', () => {
    expect(safeRedirectPath('/children/../settings')).toBeNull()
    expect(safeRedirectPath('/children/./settings')).toBeNull()
    expect(safeRedirectPath('/children/%2E%2E/settings')).toBeNull()
  })

  it('keeps dots inside a segment, and dot segments after the path', () => {
    expect(safeRedirectPath('/keychains/example.com')).toBe('/keychains/example.com')
    expect(safeRedirectPath('/children/a..b')).toBe('/children/a..b')
    expect(safeRedirectPath('/settings?next=/../x')).toBe('/settings?next=/../x')
  })

  it('refuses a value that stops decoding after the first round', () => {
    expect(safeRedirectPath('/%25E0%25A4%25A')).toBeNull()
  })

  it('falls back to the given default', () => {
    expect(redirectTarget('//evil.com', '/children')).toBe('/children')
    expect(redirectTarget(undefined, '/children')).toBe('/children')
  })

  it('whatever it returns is a path of this origin', { tags: ['property'] }, () => {
    const piece = fc.constantFrom('/', '//', '\\', '%2F', '%5C', '%25', 'evil.com', 'http:', ':', '@', '?', '#', '\t', '\n', 'a', '.', '..', '%2E')
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const value = pieces.join('')
        const result = safeRedirectPath(value)
        if (result !== null) {
          expect(result.startsWith('/')).toBe(true)
          expect(result.startsWith('//')).toBe(false)
          expect(result.includes('\\')).toBe(false)
          const url = new URL(result, 'https://dashboard.example')
          expect(url.origin).toBe('https://dashboard.example')
          const viaBrowser = new URL(value, 'https://dashboard.example')
          expect(viaBrowser.origin).toBe('https://dashboard.example')
        }
      }),
      { numRuns: 2000 },
    )
  })

  it('any plain path of letters and slashes survives unchanged', { tags: ['property'] }, () => {
    const segment = fc.string({ minLength: 1, maxLength: 8, unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-'.split('')) })
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`
        expect(safeRedirectPath(path)).toBe(path)
      }),
    )
  })
})

/**
 * The redirect parameter at its edges: the length limit, a path that only becomes one once
 * decoded, a backslash hidden under four layers of encoding (and a fifth layer, which no browser
 * would decode, kept as the literal path it is), spaces and DEL, and the login page with trailing
 * slashes.
 */
/** `text` percent-encoded `times` times over. */
const encode = (text: string, times: number): string => (times === 0 ? text : encode(encodeURIComponent(text), times - 1))

describe('safeRedirectPath at its edges', () => {
  it('takes up to 2,048 characters', () => {
    const longest = `/${'a'.repeat(2047)}`
    expect(safeRedirectPath(longest)).toBe(longest)
    expect(safeRedirectPath(`${longest}a`)).toBeNull()
    expect(safeRedirectPath('')).toBeNull()
  })

  it('refuses a value that is a path only once decoded', () => {
    expect(safeRedirectPath('%2Fchildren')).toBeNull()
    expect(safeRedirectPath(encode('/children', 2))).toBeNull()
  })

  it('refuses a backslash under one to four layers of encoding', () => {
    for (let times = 0; times <= 4; times++) expect(safeRedirectPath(`/a${encode('\\', times)}`)).toBeNull()
    expect(safeRedirectPath(`/a${encode('\\evil.example', 4)}`)).toBeNull()
  })

  it('keeps a fifth layer as the literal path a browser would open', () => {
    const fifth = `/a${encode('\\', 5)}`
    expect(fifth).toBe('/a%252525255C')
    expect(safeRedirectPath(fifth)).toBe(fifth)
  })

  it('refuses spaces and DEL, raw or encoded', () => {
    expect(safeRedirectPath('/children/a b')).toBeNull()
    expect(safeRedirectPath('/children/a%20b')).toBeNull()
    expect(safeRedirectPath('/children/a\u007fb')).toBeNull()
    expect(safeRedirectPath('/children/a%7Fb')).toBeNull()
    expect(safeRedirectPath('/children/a!b')).toBe('/children/a!b')
  })

  it('refuses the login and logout pages with any number of trailing slashes', () => {
    expect(safeRedirectPath('/login//')).toBeNull()
    expect(safeRedirectPath('/logout///')).toBeNull()
    expect(safeRedirectPath('/LOGIN/')).toBeNull()
  })
})
