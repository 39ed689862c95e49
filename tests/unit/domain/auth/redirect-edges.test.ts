/**
 * The redirect parameter at its edges: the length limit, a path that only becomes one once
 * decoded, a backslash hidden under four layers of encoding (and a fifth layer, which no browser
 * would decode, kept as the literal path it is), spaces and DEL, and the login page with trailing
 * slashes.
 */
import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from '@domain/auth/redirect'

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
