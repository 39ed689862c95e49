/** The announcement's icon: class names read for what they show, emoji kept, a bolt otherwise. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { announcementIcon, defaultAnnouncementIcon } from '@domain/home/announcement-icon'

const drawing = (icon: string | undefined) => {
  const shown = announcementIcon(icon)
  return shown.kind === 'drawing' ? shown.name : `symbol ${shown.text}`
}

describe('announcementIcon', () => {
  it('shows the lightning bolt when the announcement names no icon', () => {
    expect(defaultAnnouncementIcon).toBe('bolt')
    expect([undefined, '', '   '].map(drawing)).toEqual(['bolt', 'bolt', 'bolt'])
  })

  it('reads icon class names for the thing they show', () => {
    expect(drawing('fa-solid fa-bell')).toBe('bell')
    expect(drawing('fas fa-gift')).toBe('gift')
    expect(drawing('fa-regular fa-star')).toBe('star')
    expect(drawing('fa fa-heart')).toBe('heart')
    expect(drawing('fa-solid fa-bullhorn')).toBe('megaphone')
    expect(drawing('fa-solid fa-circle-info')).toBe('info')
    expect(drawing('fa-solid fa-triangle-exclamation')).toBe('warning')
    expect(drawing('bi bi-shield-lock')).toBe('shield')
    expect(drawing('FA-SOLID FA-BOLT')).toBe('bolt')
  })

  it('gives the bolt to names it has no drawing for', () => {
    expect(drawing('fa-solid fa-rocket')).toBe('bolt')
    expect(drawing('ab')).toBe('bolt')
  })

  it('shows an emoji or two as they are, trimmed', () => {
    expect(drawing(' 🎉 ')).toBe('symbol 🎉')
    expect(drawing('⚠️')).toBe('symbol ⚠️')
    expect(drawing('🎉🎁')).toBe('symbol 🎉🎁')
  })

  it('always gives an emoji-like text or one of its drawings, whatever the server sends', { tags: ['property'] }, () => {
    const names = new Set(['bolt', 'bell', 'gift', 'star', 'heart', 'megaphone', 'info', 'warning', 'shield'])
    fc.assert(
      fc.property(fc.option(fc.string({ unit: 'grapheme', maxLength: 40 }), { nil: undefined }), (icon) => {
        const shown = announcementIcon(icon)
        if (shown.kind === 'drawing') expect(names.has(shown.name)).toBe(true)
        else {
          expect(shown.text).toBe(icon?.trim())
          expect([...shown.text].length).toBeLessThanOrEqual(4)
          expect(shown.text).not.toMatch(/[\p{L}\p{N}]/u)
        }
      }),
    )
  })

  it('keeps a known drawing whatever set, style or size words surround it', { tags: ['property'] }, () => {
    const filler = fc.constantFrom('fa', 'fa-solid', 'fa-lg', 'fa-fw', 'bi', 'icon', 'regular', 'x2')
    fc.assert(
      fc.property(fc.array(filler, { maxLength: 3 }), fc.array(filler, { maxLength: 3 }), (before, after) => {
        expect(drawing([...before, 'fa-gift', ...after].join(' '))).toBe('gift')
      }),
    )
  })
})
