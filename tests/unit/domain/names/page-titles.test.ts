/** The document's title: the page's own, the product's name, the pending count in front; a child's name and a day when known. */
import { describe, expect, it } from 'vitest'
import { dayOfAddress } from '@domain/names/page-title-days'
import { childsTitle, documentTitle, productName, withDay } from '@domain/names/page-titles'

describe('the document title', () => {
  it('is the page’s title, then the product’s name', () => {
    expect(productName).toBe('Gatehouse')
    expect(documentTitle('Keychains', 0)).toBe('Keychains · Gatehouse')
    expect(documentTitle('  Log in ', 0)).toBe('Log in · Gatehouse')
  })

  it('is the product’s name alone without a page title', () => {
    expect(documentTitle(null, 0)).toBe('Gatehouse')
    expect(documentTitle('  ', 0)).toBe('Gatehouse')
  })

  it('puts the pending requests in front, from one on', () => {
    expect(documentTitle('Keychains', 1)).toBe('(1) Keychains · Gatehouse')
    expect(documentTitle('Maya’s activity, Thu, Nov 26', 3)).toBe('(3) Maya’s activity, Thu, Nov 26 · Gatehouse')
    expect(documentTitle(null, 2)).toBe('(2) Gatehouse')
  })
})

describe('a child’s page', () => {
  it('names the child once known, as the screens show names', () => {
    expect(childsTitle('Maya', 'activity')).toBe('Maya’s activity')
    expect(childsTitle(' Leo ', 'unlock requests')).toBe('Leo’s unlock requests')
    expect(childsTitle('  ', 'activity')).toBe('Unnamed child’s activity')
  })

  it('says what the page does to it, with and without the name', () => {
    expect(childsTitle('Maya', 'unlock request', 'Deny')).toBe('Deny Maya’s unlock request')
    expect(childsTitle(undefined, 'unlock request', 'Deny')).toBe('Deny unlock request')
  })

  it('says what the page is meanwhile', () => {
    expect(childsTitle(undefined, 'activity')).toBe('Activity')
    expect(childsTitle(undefined, 'unlock request')).toBe('Unlock request')
    expect(childsTitle(undefined, '')).toBe('')
  })
})

describe('a day’s page', () => {
  it('adds the day of the address, as the day screens write it', () => {
    expect(dayOfAddress('11-26-2026')).toBe('Thu, Nov 26')
    expect(withDay('Maya’s activity', dayOfAddress('11-26-2026'))).toBe('Maya’s activity, Thu, Nov 26')
    expect(withDay('All activity', dayOfAddress('01-01-2026'))).toBe('All activity, Thu, Jan 1')
  })

  it('leaves an address that names no day out', () => {
    expect(dayOfAddress('2026-11-26')).toBeUndefined()
    expect(dayOfAddress('02-30-2026')).toBeUndefined()
    expect(dayOfAddress('')).toBeUndefined()
    expect(withDay('Activity', undefined)).toBe('Activity')
  })
})
