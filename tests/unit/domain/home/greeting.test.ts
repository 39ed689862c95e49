/** The greeting by local hour: morning before 12, afternoon 12 to 16, evening from 17. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { greetingFor } from '@domain/home/greeting'

describe('greetingFor', () => {
  it('follows the hour for every hour of the day', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), (hour) => {
        const expected = hour < 12 ? 'Good morning!' : hour <= 16 ? 'Good afternoon!' : 'Good evening!'
        expect(greetingFor(hour)).toBe(expected)
      }),
    )
  })

  it('changes exactly at 12:00 and 17:00', () => {
    expect([11, 12, 16, 17].map(greetingFor)).toEqual(['Good morning!', 'Good afternoon!', 'Good afternoon!', 'Good evening!'])
  })

  it('never goes back to an earlier greeting as the day goes on', { tags: ['property'] }, () => {
    const rank = { 'Good morning!': 0, 'Good afternoon!': 1, 'Good evening!': 2 }
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 23 }), (a, b) => {
        fc.pre(a <= b)
        expect(rank[greetingFor(a)]).toBeLessThanOrEqual(rank[greetingFor(b)])
      }),
    )
  })
})
