/**
 * Comparing app versions: dotted numbers compared part by part as numbers ('2.10.0' after
 * '2.9.1'), missing parts counting as 0, and parts that are not numbers counting as 0. The
 * oracle reads each part's leading digits by hand and pads the shorter version with zeros.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compareVersions } from '@domain/api/versions'

/** Parts split at '.' and '-', each its leading digits as a number (none: 0). */
function partsOracle(version: string): number[] {
  const parts: number[] = []
  let digits = ''
  let leading = true
  for (const ch of version + '.') {
    if (ch === '.' || ch === '-') {
      parts.push(digits === '' ? 0 : Number(digits))
      digits = ''
      leading = true
    } else if (leading && ch >= '0' && ch <= '9') digits += ch
    else leading = false
  }
  return parts
}

function compareOracle(a: string, b: string): number {
  const pa = partsOracle(a)
  const pb = partsOracle(b)
  while (pa.length < pb.length) pa.push(0)
  while (pb.length < pa.length) pb.push(0)
  for (let i = 0; i < pa.length; i++) {
    if ((pa[i] as number) < (pb[i] as number)) return -1
    if ((pa[i] as number) > (pb[i] as number)) return 1
  }
  return 0
}

/** A part biased to the edges: 0, single and double digits, leading zeros, words, suffixes, empty. */
const part = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('0', '1', '2', '9', '10', '11', '99', '100', '010') },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 99_999 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('', 'beta', 'rc1', '1rc', '2b', 'x') },
)
const version = fc
  .tuple(part, fc.array(fc.tuple(fc.constantFrom('.', '.', '-'), part), { maxLength: 4 }))
  .map(([first, rest]) => first + rest.map(([sep, p]) => sep + p).join(''))

describe('compareVersions', () => {
  it('fixed examples', () => {
    expect(compareVersions('2.10.0', '2.9.1')).toBe(1)
    expect(compareVersions('2.9.1', '2.10.0')).toBe(-1)
    expect(compareVersions('2.6.0', '2.6.0')).toBe(0)
    expect(compareVersions('2.6', '2.6.0')).toBe(0)
    expect(compareVersions('2.6.0', '2.6')).toBe(0)
    expect(compareVersions('2.6.0.1', '2.6')).toBe(1)
    expect(compareVersions('2.6', '2.6.0.1')).toBe(-1)
    expect(compareVersions('3', '2.99')).toBe(1)
    expect(compareVersions('1.0', '1.1')).toBe(-1)
    expect(compareVersions('2.6.0-beta', '2.6.0')).toBe(0)
    expect(compareVersions('2.6.0-2', '2.6.0')).toBe(1)
    expect(compareVersions('2.x.1', '2.0.1')).toBe(0)
    expect(compareVersions('', '0')).toBe(0)
    expect(compareVersions('10', '9')).toBe(1)
  })

  it('answers only -1, 0 or 1, however far apart the parts are', () => {
    expect(compareVersions('1.50', '1.2')).toBe(1)
    expect(compareVersions('1.2', '1.50')).toBe(-1)
    expect(compareVersions('7', '3')).toBe(1)
  })

  it('agrees with the part-by-part oracle', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(compareVersions(a, b)).toBe(compareOracle(a, b))
      }),
      { numRuns: 2000 },
    )
  })

  it('is antisymmetric, and every version equals itself', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(compareVersions(a, a)).toBe(0)
        expect(compareVersions(b, a)).toBe(-compareVersions(a, b) || 0)
      }),
    )
  })
})
