/**
 * What typed text looks like: an address (scheme, www., a bare domain under a known suffix, an
 * IP address alone) or a search (several words typed into a browser or a search app).
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { isSearchApp, looksLikeSearch, maxSearchLength, maxSearchWords, typedAddress, typedTextLook } from '@domain/activity/typed-text'

describe('looks like an address', () => {
  it('finds web addresses, www. and bare domains, giving the host in lower case', () => {
    expect(typedAddress('https://www.Reddit.com/r/minecraft')).toBe('www.reddit.com')
    expect(typedAddress('go to http://user@example.org:8080/x')).toBe('example.org')
    expect(typedAddress('www.coolmathgames')).toBe('www.coolmathgames')
    expect(typedAddress('reddit.com')).toBe('reddit.com')
    expect(typedAddress('check discord.gg/abc now')).toBe('discord.gg')
    expect(typedAddress('look at (bbc.co.uk).')).toBe('bbc.co.uk')
    expect(typedAddress('http://192.168.1.20/admin')).toBe('192.168.1.20')
    expect(typedAddress('10.0.0.1')).toBe('10.0.0.1')
    expect(typedAddress('http://localhost:3000/game')).toBe('localhost')
    expect(typedAddress('localhost')).toBeNull()
  })

  it('is not fooled by sentences, file names, versions and unknown endings', () => {
    expect(typedAddress('The water cycle has four main stages.')).toBeNull()
    expect(typedAddress('see notes.md and main.py')).toBeNull()
    expect(typedAddress('version 1.2.3.4 is out')).toBeNull()
    expect(typedAddress('300.1.1.1')).toBeNull()
    expect(typedAddress('my.homework')).toBeNull()
    expect(typedAddress('e.g. this')).toBeNull()
    expect(typedAddress('-bad-.com')).toBeNull()
    expect(typedAddress('http://')).toBeNull()
    expect(typedAddress('https://nothing.invalidsuffix/x')).toBeNull()
    expect(typedAddress('')).toBeNull()
  })

  it('reads IP addresses up to 255 in each part, and a whole line around its spaces', () => {
    expect(typedAddress('10.0.0.255')).toBe('10.0.0.255')
    expect(typedAddress('10.0.0.256')).toBeNull()
    expect(typedAddress('  10.0.0.1\t')).toBe('10.0.0.1')
    expect(typedAddress('ping 10.0.0.1')).toBeNull()
  })

  it('takes hyphens inside a name, but no e-mail address and no colon inside the host', () => {
    expect(typedAddress('my-school.org')).toBe('my-school.org')
    expect(typedAddress('https://my-school.org')).toBe('my-school.org')
    expect(typedAddress('bad-.com')).toBeNull()
    expect(typedAddress('write to me@example.com')).toBeNull()
    expect(typedAddress('http://example:80.com/x')).toBeNull()
    expect(typedAddress('http://example.com:80/x')).toBe('example.com')
  })
})

describe('looks like a search', () => {
  it('knows browsers and search apps by name, however written', () => {
    expect(isSearchApp('Safari')).toBe(true)
    expect(isSearchApp('  google CHROME ')).toBe(true)
    expect(isSearchApp('Firefox')).toBe(true)
    expect(isSearchApp('Messages')).toBe(false)
    expect(isSearchApp('Pages')).toBe(false)
  })

  it('is two or more words, or a one-word question, typed into a browser', () => {
    expect(looksLikeSearch('how do volcanoes form', 'Safari')).toBe(true)
    expect(looksLikeSearch('minecraft mods', 'Google Chrome')).toBe(true)
    expect(looksLikeSearch('volcanoes?', 'Firefox')).toBe(true)
    expect(looksLikeSearch('volcanoes', 'Firefox')).toBe(false)
    expect(looksLikeSearch('how do volcanoes form', 'Messages')).toBe(false)
    expect(looksLikeSearch('reddit.com minecraft', 'Safari')).toBe(false)
    expect(looksLikeSearch('  ', 'Safari')).toBe(false)
  })

  it('reads the line without the spaces around it, and a question mark alone is no search', () => {
    expect(looksLikeSearch('volcanoes?  ', 'Firefox')).toBe(true)
    expect(looksLikeSearch(`  ab ${'c'.repeat(maxSearchLength - 3)}  `, 'Safari')).toBe(true)
    expect(looksLikeSearch('?', 'Safari')).toBe(false)
    expect(looksLikeSearch(' ?! ', 'Safari')).toBe(false)
    expect(looksLikeSearch(`${Array.from({ length: maxSearchWords + 1 }, () => 'cat').join(' ')}?`, 'Safari')).toBe(false)
  })

  it('stops at 15 words and 120 characters', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'cat').join(' ')
    expect(looksLikeSearch(words(maxSearchWords), 'Safari')).toBe(true)
    expect(looksLikeSearch(words(maxSearchWords + 1), 'Safari')).toBe(false)
    expect(looksLikeSearch(`ab ${'c'.repeat(maxSearchLength - 3)}`, 'Safari')).toBe(true)
    expect(looksLikeSearch(`ab ${'c'.repeat(maxSearchLength - 2)}`, 'Safari')).toBe(false)
  })

  it('an address wins over a search', () => {
    expect(typedTextLook('reddit.com', 'Safari')).toEqual({ kind: 'address', host: 'reddit.com' })
    expect(typedTextLook('free vpn for school chromebook', 'Safari')).toEqual({ kind: 'search' })
    expect(typedTextLook('hello there', 'Messages')).toBeNull()
  })

  it('any two to fifteen plain words typed into a browser are a search, and never an address', { tags: ['property'] }, () => {
    const word = fc.stringMatching(/^[a-z]{1,7}$/)
    fc.assert(
      fc.property(fc.array(word, { minLength: 2, maxLength: 15 }), fc.constantFrom('Safari', 'Firefox', 'Google Chrome'), (ws, app) => {
        const line = ws.join(' ')
        expect(typedAddress(line)).toBeNull()
        expect(looksLikeSearch(line, app)).toBe(true)
        expect(looksLikeSearch(line, 'Notes')).toBe(false)
      }),
    )
  })
})
