/** The request events: what each changes in the views, and building them from inputs. */
import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import { projectEvent, projections } from '@domain/events'
import { FilterSuspensionDecided, UnlockRequestDecided, filterSuspensionDecidedEvent, unlockRequestDecidedEvent } from '@domain/events/requests'
import { requestsProjector } from '@domain/events/projectors/requests'
import type { OperationOutput } from '@domain/api/operations'

const a = 'ab000000-0000-4000-8000-000000000001'
const b = 'ab000000-0000-4000-8000-000000000002'
const s = '5f000000-0000-4000-8000-000000000001'
const request = (id: string, status: 'pending' | 'accepted' | 'rejected') =>
  ({
    id,
    userId: 'c0000000-0000-4000-8000-000000000001',
    userName: 'Maya',
    status,
    domain: 'discord.com',
    appCategories: [],
    createdAt: '2026-01-01T10:00:00Z',
  }) as unknown as OperationOutput<'GetUnlockRequest'>

describe('request events', () => {
  it('an accepted or rejected unlock request changes that request only, in every list', () => {
    const event = unlockRequestDecidedEvent({ id: a.toUpperCase(), status: 'rejected', responseComment: 'no' })!
    const list = [request(a, 'pending'), request(b, 'pending')]
    const out = projectEvent(projections, produce, 'GetUnlockRequests', undefined, list, event) as typeof list
    expect(out.map((r) => r.status)).toEqual(['rejected', 'pending'])
    expect(projectEvent(projections, produce, 'GetUnlockRequest', a, request(a, 'pending'), event)).toMatchObject({ status: 'rejected' })
    const again = projectEvent(projections, produce, 'GetUnlockRequests', undefined, out, event)
    expect(again).toBe(out)
  })
  it('a status back to pending is no decision', () => {
    expect(unlockRequestDecidedEvent({ id: a, status: 'pending' })).toBeUndefined()
  })
  it('a grant sets the status, the granted duration and the comment; a denial keeps the duration', () => {
    const suspension = {
      id: s,
      deviceId: 'e0000000-0000-4000-8000-000000000001',
      status: 'pending',
      userName: 'Maya',
      requestedDurationInSeconds: 600,
      extraMonitoringOptions: {},
      createdAt: '2026-01-01T10:00:00Z',
    } as unknown as OperationOutput<'GetSuspendFilterRequest'>
    const grant = filterSuspensionDecidedEvent({ id: s, decision: { case: 'accepted', durationInSeconds: 1800 }, responseComment: 'ok' })
    expect(projectEvent(projections, produce, 'GetSuspendFilterRequest', s, suspension, grant)).toMatchObject({
      status: 'accepted',
      requestedDurationInSeconds: 1800,
      responseComment: 'ok',
    })
    const deny = filterSuspensionDecidedEvent({ id: s, decision: { case: 'rejected' } })
    const denied = projectEvent(projections, produce, 'GetSuspendFilterRequest', s, suspension, deny) as typeof suspension
    expect(denied).toMatchObject({ status: 'rejected', requestedDurationInSeconds: 600 })
    expect(denied.responseComment).toBeUndefined()
  })

  it('builds events with only the fields a decision has, and parses them with the schemas', () => {
    const deny = filterSuspensionDecidedEvent({ id: s, decision: { case: 'rejected' }, responseComment: null } as never)
    expect(deny).toStrictEqual({ type: 'filterSuspensionDecided', requestId: s, status: 'rejected' })
    const grant = filterSuspensionDecidedEvent({ id: s, decision: { case: 'accepted', durationInSeconds: 60 } })
    expect(grant).toStrictEqual({ type: 'filterSuspensionDecided', requestId: s, status: 'accepted', durationInSeconds: 60 })
    expect(UnlockRequestDecided.safeParse({ type: 'unlockRequestDecided', requestId: a, status: 'accepted' }).success).toBe(true)
    expect(UnlockRequestDecided.safeParse({ type: 'unlockRequestDecided', requestId: 'x', status: 'accepted' }).success).toBe(false)
    expect(FilterSuspensionDecided.safeParse({ ...grant, durationInSeconds: 0 }).success).toBe(false)
    expect(FilterSuspensionDecided.safeParse({ ...grant, status: 'pending' }).success).toBe(false)
  })

  it('a decision changes only its own request, in a child’s list too; a suspension decision leaves unlock requests alone', () => {
    const event = unlockRequestDecidedEvent({ id: a, status: 'accepted' })!
    const list = [request(a, 'pending'), request(b, 'pending')]
    const out = projectEvent(projections, produce, 'GetUserUnlockRequests', undefined, list, event) as typeof list
    expect(out.map((r) => r.status)).toEqual(['accepted', 'pending'])
    const other = filterSuspensionDecidedEvent({ id: a, decision: { case: 'rejected' } })
    expect(projectEvent(projections, produce, 'GetUnlockRequests', undefined, list, other)).toBe(list)
  })

  it('a suspension decision for another request, or an unlock decision, leaves the suspension page alone; a new comment replaces the old', () => {
    const suspension = {
      id: s,
      status: 'pending',
      requestedDurationInSeconds: 600,
      responseComment: 'old',
      createdAt: '2026-01-01T10:00:00Z',
    } as unknown as OperationOutput<'GetSuspendFilterRequest'>
    const elsewhere = filterSuspensionDecidedEvent({ id: a, decision: { case: 'rejected' } })
    expect(projectEvent(projections, produce, 'GetSuspendFilterRequest', s, suspension, elsewhere)).toBe(suspension)
    const unlock = unlockRequestDecidedEvent({ id: s, status: 'accepted' })!
    expect(projectEvent(projections, produce, 'GetSuspendFilterRequest', s, suspension, unlock)).toBe(suspension)
    const commented = filterSuspensionDecidedEvent({ id: s, decision: { case: 'rejected' }, responseComment: 'new' })
    expect(projectEvent(projections, produce, 'GetSuspendFilterRequest', s, suspension, commented)).toMatchObject({
      status: 'rejected',
      responseComment: 'new',
    })
  })

  it('a decision without a comment leaves the request with no comment key, not an empty one', () => {
    const earlier = { id: s, status: 'pending', responseComment: 'earlier' } as unknown as OperationOutput<'GetSuspendFilterRequest'>
    const after = produce(earlier, (draft) =>
      requestsProjector.GetSuspendFilterRequest?.(draft, { type: 'filterSuspensionDecided', requestId: s, status: 'rejected' }, s),
    )
    expect(after).toStrictEqual({ id: s, status: 'rejected' })
  })
})
