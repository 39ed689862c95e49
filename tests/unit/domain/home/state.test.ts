/**
 * Home's state decision for generated widget answers: welcome with no children; the first
 * child's first-device card when no child has a computer (unless the parent has an iOS device);
 * the widgets otherwise.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { homeState, needsIosDeviceCheck } from '@domain/home/state'
import { widgetsArb } from './arbitraries'

describe('homeState', () => {
  it('no children: the welcome card, whatever else the answer holds, without asking about iOS devices', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(widgetsArb, fc.boolean(), (w, ios) => {
        expect(homeState({ ...w, users: [] }, ios)).toEqual({ kind: 'noChildren' })
        expect(needsIosDeviceCheck({ ...w, users: [] })).toBe(false)
      }),
    )
  })

  it('children and no computer anywhere: the first child’s first-device card, unless an iOS device exists', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(widgetsArb, fc.boolean(), (w, ios) => {
        fc.pre(w.users.length > 0)
        const noMacs = { ...w, users: w.users.map((c) => ({ ...c, numDevices: 0 })) }
        expect(needsIosDeviceCheck(noMacs)).toBe(true)
        const first = noMacs.users[0]!
        expect(homeState(noMacs, ios)).toEqual(ios ? { kind: 'widgets' } : { kind: 'firstDevice', child: { id: first.id, name: first.name } })
        expect(homeState(noMacs)).toEqual({ kind: 'firstDevice', child: { id: first.id, name: first.name } })
      }),
    )
  })

  it('a computer on any child: the widgets, without asking about iOS devices', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(widgetsArb, fc.nat(), fc.integer({ min: 1, max: 4 }), fc.boolean(), (w, at, devices, ios) => {
        fc.pre(w.users.length > 0)
        const users = w.users.map((c, i) => (i === at % w.users.length ? { ...c, numDevices: devices } : c))
        expect(needsIosDeviceCheck({ users })).toBe(false)
        expect(homeState({ users }, ios)).toEqual({ kind: 'widgets' })
      }),
    )
  })

  it('decides on the sum of computers: the state is the widgets exactly when some child has one', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(widgetsArb, (w) => {
        const total = w.users.reduce((n, c) => n + c.numDevices, 0)
        const kind = homeState(w).kind
        expect(kind).toBe(w.users.length === 0 ? 'noChildren' : total === 0 ? 'firstDevice' : 'widgets')
      }),
    )
  })
})
