/**
 * Ids: what counts as a UUID (the whole text, either case, strings only), comparing ids without
 * case when either may be missing, and branding a generated id.
 */
import { describe, expect, it } from 'vitest'
import { brandId, idKey, isUuid, sameId } from '@domain/api/ids'

const upper = 'C0000000-0000-4000-8000-00000000000A'

describe('isUuid', () => {
  it('takes 36 hyphenated hex characters in either case, and nothing around them', () => {
    expect(isUuid(upper)).toBe(true)
    expect(isUuid(upper.toLowerCase())).toBe(true)
    expect(isUuid(`x${upper}`)).toBe(false)
    expect(isUuid(`${upper}x`)).toBe(false)
    expect(isUuid(` ${upper}`)).toBe(false)
    expect(isUuid(upper.replace(/-/g, ''))).toBe(false)
    expect(isUuid('G0000000-0000-4000-8000-00000000000A')).toBe(false)
  })

  it('takes strings only, whatever else would read as one', () => {
    expect(isUuid([upper])).toBe(false)
    expect(isUuid({ toString: () => upper })).toBe(false)
    expect(isUuid(undefined)).toBe(false)
  })
})

describe('sameId', () => {
  it('compares without case; a missing id is nobody’s', () => {
    expect(sameId(upper, upper.toLowerCase())).toBe(true)
    expect(sameId(upper, 'C0000000-0000-4000-8000-00000000000B')).toBe(false)
    expect(sameId(undefined, upper)).toBe(false)
    expect(sameId(upper, undefined)).toBe(false)
    expect(sameId(undefined, undefined)).toBe(false)
    expect(idKey(upper)).toBe(upper.toLowerCase())
  })
})

describe('brandId', () => {
  it('brands a UUID and refuses anything else, naming it', () => {
    expect(brandId(upper)).toBe(upper)
    expect(() => brandId('abc')).toThrow('not a UUID: "abc"')
  })
})
