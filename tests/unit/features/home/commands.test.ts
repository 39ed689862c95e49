/** Home's own command: a dismissal carries its event and refetches nothing. */
import { describe, expect, it } from 'vitest'
import { dismissAnnouncement } from '../../../../src/features/home/commands'

describe('dismissAnnouncement', () => {
  it('deletes the announcement with its event, refetches nothing and says nothing when it fails', () => {
    const c = dismissAnnouncement('A1000000-0000-4000-8000-000000000001')
    expect(c).toEqual({
      op: 'DeleteEntity',
      input: { type: 'announcement', id: 'A1000000-0000-4000-8000-000000000001' },
      event: { type: 'announcementDismissed', announcementId: 'A1000000-0000-4000-8000-000000000001' },
      quiet: true,
    })
  })
})
