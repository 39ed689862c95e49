/**
 * Small rules no other test pinned: an empty delete selection, the hour labels of the day
 * timeline, events and views that leave out what they do not have (no empty keys), the demo's
 * fault-free settings, operation names, and the credentials sign-in returns.
 */
import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import { isEmptySelection } from '@domain/activity/delete'
import { hourLabel } from '@domain/activity/timeline'
import { noFaults } from '@domain/demo/control'
import { deviceSavedEvent } from '@domain/events/devices'
import { requestsProjector } from '@domain/events/projectors/requests'
import { type OperationOutput, isOperationName } from '@domain/api/operations'
import { Credentials } from '@domain/api/operations/public'
import type { ActivityItemId } from '@domain/api/ids'

const id = 'AC000000-0000-4000-8000-000000000001'

describe('small rules', () => {
  it('a selection is empty only with neither lines nor screenshots', () => {
    expect(isEmptySelection({ keystrokeLineIds: [], screenshotIds: [] })).toBe(true)
    const item = id as ActivityItemId
    expect(isEmptySelection({ keystrokeLineIds: [item], screenshotIds: [] })).toBe(false)
    expect(isEmptySelection({ keystrokeLineIds: [], screenshotIds: [item] })).toBe(false)
  })

  it('hours read 12 AM, 11 AM, 12 PM, 3 PM', () => {
    expect([0, 11, 12, 15, 23].map(hourLabel)).toEqual(['12 AM', '11 AM', '12 PM', '3 PM', '11 PM'])
  })

  it('a device saved with a blank name sends no name at all', () => {
    expect(deviceSavedEvent({ id, name: '  ', releaseChannel: 'beta' })).toStrictEqual({ type: 'deviceSaved', deviceId: id, releaseChannel: 'beta' })
  })

  it('a decision without a comment leaves the request with no comment key', () => {
    const request = { id, status: 'pending', responseComment: 'earlier' } as unknown as OperationOutput<'GetSuspendFilterRequest'>
    const after = produce(request, (draft) =>
      requestsProjector.GetSuspendFilterRequest?.(draft, { type: 'filterSuspensionDecided', requestId: id, status: 'rejected' }, id),
    )
    expect(after).toStrictEqual({ id, status: 'rejected' })
  })

  it('the demo starts without faults on any operation', () => {
    expect(noFaults).toEqual({ latencyMs: 0, errorRate: 0, dropRate: 0, malformedRate: 0, operations: [] })
  })

  it('knows the operations by their own names only', () => {
    expect(isOperationName('GetUser')).toBe(true)
    expect(isOperationName('getuser')).toBe(false)
    expect(isOperationName('constructor')).toBe(false)
    expect(isOperationName('toString')).toBe(false)
  })

  it('sign-in’s credentials keep the parent’s id and token', () => {
    const credentials = { adminId: 'DE000000-0000-4000-8000-000000000001', token: 'DF000000-0000-4000-8000-000000000001' }
    expect(Credentials.parse(credentials)).toEqual(credentials)
  })
})
