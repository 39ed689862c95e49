/**
 * The request pages' decisions, as commands: Home's request card and the deny page deny with the
 * same one (the trimmed comment, none when blank; the event that removes the request at once; its
 * texts), and granting or denying a filter suspension says how it went through its texts.
 */
import { describe, expect, it } from 'vitest'
import { denyUnlockRequest as denyFromHome } from '../../../../src/features/requests'
import { decideSuspension, denyUnlockRequest } from '../../../../src/features/requests/commands'

const request = { id: 'AB000000-0000-4000-8000-000000000001', userId: 'C0000000-0000-4000-8000-000000000001' }

describe('denyUnlockRequest', () => {
  it("is the feature's public command, which Home's request card runs", () => {
    expect(denyFromHome).toBe(denyUnlockRequest)
  })

  it('sends the trimmed comment, and none when blank', () => {
    expect(denyUnlockRequest(request, '  not tonight ').input).toEqual({ id: request.id, status: 'rejected', responseComment: 'not tonight' })
    expect(denyUnlockRequest(request, '   ').input).toEqual({ id: request.id, status: 'rejected' })
  })

  it('records the decision, refreshes every list of requests and says how it went', () => {
    const c = denyUnlockRequest(request, '')
    expect(c.event).toEqual({ type: 'unlockRequestDecided', requestId: request.id, status: 'rejected' })
    expect(c.invalidate).toEqual([
      'unlock-requests',
      `users/${request.userId.toLowerCase()}/unlock-requests`,
      `unlock-requests/${request.id.toLowerCase()}`,
    ])
    expect(c.texts).toEqual({ loading: 'Denying unlock request...', success: 'Unlock request rejected!', failure: 'Error denying unlock request' })
  })
})

describe('decideSuspension', () => {
  const id = '5F000000-0000-4000-8000-000000000001'

  it('says a grant was granted, and a refusal denied', () => {
    const grant = decideSuspension({ id, decision: { case: 'accepted', durationInSeconds: 300 } })
    expect(grant.texts).toEqual({
      loading: 'Granting filter suspension...',
      success: 'Filter suspension granted!',
      failure: 'Error granting the filter suspension',
    })
    const deny = decideSuspension({ id, decision: { case: 'rejected' } })
    expect(deny.texts).toEqual({
      loading: 'Denying filter suspension...',
      success: 'Filter suspension denied!',
      failure: 'Error denying the filter suspension',
    })
  })

  it('shows the decision at once and refreshes the request', () => {
    const c = decideSuspension({ id, decision: { case: 'rejected' } })
    expect(c.event).toMatchObject({ type: 'filterSuspensionDecided' })
    expect(c.invalidate).toEqual([`suspend-filter-requests/${id.toLowerCase()}`])
  })
})
