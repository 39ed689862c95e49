// @vitest-environment happy-dom
/**
 * The main flows under today's API, the profile these tests are built with (moved from the
 * end-to-end tests; the accessibility check of a child's screenshot days stays in
 * tests/e2e/profiles.spec.ts): log in with the demo account, the children, a child's screenshot
 * days and a day's feed with today's operations and bodies, Home's announcement dismissed for
 * good, a Mac deleted elsewhere whose page says Not found on one answer, and a notification and
 * its method deleted in Settings in today's words. The flows: ./profiles-support.ts; under
 * `2025-05`: profiles-2025-05.test.tsx.
 */
import { describe, expect, it } from 'vitest'
import { apiProfile } from '../../../src/api/config'
import { announcementOnHome, deletedMacNotFound, logInAndOpenADay, settingsDeletions } from './profiles-support'

describe('the main flows under today’s API', () => {
  it('is built for today’s API', () => {
    expect(apiProfile).toBe('current')
  })

  it('log in, see the children, open a child’s screenshot days and a day’s feed', logInAndOpenADay)

  it('the announcement shows on Home under today’s API only, and stays dismissed', announcementOnHome)

  it('a Mac deleted elsewhere: its page says Not found after one answer, not retried', deletedMacNotFound)

  it('Settings deletes a notification and then its method, in the profile’s words', settingsDeletions)
})
