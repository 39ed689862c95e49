/**
 * Links in demo outbox messages become clickable without losing or reordering any text.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { linkParts } from '../../../src/demo/links'

describe('linkParts', () => {
  it('finds a link inside a sentence and leaves the full stop outside', () => {
    expect(linkParts('Log in: http://127.0.0.1:5173/otp/abc-123. It expires in an hour.')).toEqual([
      { text: 'Log in: ' },
      { text: 'http://127.0.0.1:5173/otp/abc-123', href: 'http://127.0.0.1:5173/otp/abc-123' },
      { text: '. It expires in an hour.' },
    ])
  })

  it('keeps plain text as one part', () => {
    expect(linkParts('Your code is 123456')).toEqual([{ text: 'Your code is 123456' }])
    expect(linkParts('')).toEqual([])
  })

  it('loses no text and links only http(s) addresses without trailing punctuation', { tags: ['property'] }, () => {
    const word = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom('https://', 'http://x.test/a?b=1', 'https://gatehouse.test/reset/T0K3N', '.', ')', ' ', '\n'),
    )
    fc.assert(
      fc.property(fc.array(word, { maxLength: 12 }), (words) => {
        const text = words.join('')
        const parts = linkParts(text)
        expect(parts.map((p) => p.text).join('')).toBe(text)
        for (const part of parts) {
          if (part.href === undefined) continue
          expect(part.href).toBe(part.text)
          expect(part.href).toMatch(/^https?:\/\/\S+$/)
          expect(part.href).not.toMatch(/[.,;:!?)\]]$/)
        }
        // No two plain parts in a row: text between links is one run.
        for (let i = 1; i < parts.length; i++) {
          expect(parts[i - 1]!.href === undefined && parts[i]!.href === undefined).toBe(false)
        }
      }),
    )
  })
})
