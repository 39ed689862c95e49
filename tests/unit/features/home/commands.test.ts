/**
 * Home's commands and where Accept → leads: a denial sends the trimmed comment (none when blank)
 * with the event that removes the request at once; a dismissal carries its event and refetches
 * nothing; Accept → goes straight to the key only with exactly one own, private keychain.
 */
import { describe, expect, it } from 'vitest'
import { acceptStep } from '../../../../src/features/home/accept'
import { denyUnlockRequest, dismissAnnouncement } from '../../../../src/features/home/commands'

const request = { id: 'AB000000-0000-4000-8000-000000000001', userId: 'C0000000-0000-4000-8000-000000000001' }
const parent = 'A0000000-0000-4000-8000-000000000001'
const keychain = (n: number, extra: Record<string, unknown> = {}) =>
  ({ id: `B0000000-0000-4000-8000-00000000000${n}`, name: `K${n}`, parentId: parent.toLowerCase(), isPublic: false, numKeys: 1, ...extra }) as never

describe('denyUnlockRequest', () => {
  it('sends the trimmed comment, and none when blank', () => {
    expect(denyUnlockRequest(request, '  not tonight ').input).toEqual({ id: request.id, status: 'rejected', responseComment: 'not tonight' })
    expect(denyUnlockRequest(request, '   ').input).toEqual({ id: request.id, status: 'rejected' })
  })

  it('records the decision and refreshes every list of requests', () => {
    const c = denyUnlockRequest(request, '')
    expect(c.event).toEqual({ type: 'unlockRequestDecided', requestId: request.id, status: 'rejected' })
    expect(c.invalidate).toEqual([
      'unlock-requests',
      `users/${request.userId.toLowerCase()}/unlock-requests`,
      `unlock-requests/${request.id.toLowerCase()}`,
    ])
    expect(c.texts?.success).toBe('Unlock request rejected!')
  })
})

describe('dismissAnnouncement', () => {
  it('deletes the announcement with its event and refetches nothing', () => {
    const c = dismissAnnouncement('A1000000-0000-4000-8000-000000000001')
    expect(c).toEqual({
      op: 'DeleteEntity',
      input: { type: 'announcement', id: 'A1000000-0000-4000-8000-000000000001' },
      event: { type: 'announcementDismissed', announcementId: 'A1000000-0000-4000-8000-000000000001' },
    })
  })
})

describe('acceptStep', () => {
  it('goes to the key with exactly one own private keychain', () => {
    expect(acceptStep([keychain(1)], parent)).toEqual({ to: 'edit-key', keychainId: 'b0000000-0000-4000-8000-000000000001' })
    expect(
      acceptStep([keychain(1), keychain(2, { parentId: 'A0000000-0000-4000-8000-000000000009' }), keychain(3, { isPublic: true })], parent),
    ).toEqual({
      to: 'edit-key',
      keychainId: 'b0000000-0000-4000-8000-000000000001',
    })
  })

  it('asks which keychain with several or none, and reviews when the child is unknown', () => {
    expect(acceptStep([keychain(1), keychain(2)], parent)).toEqual({ to: 'select-keychain' })
    expect(acceptStep([], parent)).toEqual({ to: 'select-keychain' })
    expect(acceptStep(undefined, parent)).toEqual({ to: 'review' })
  })
})
