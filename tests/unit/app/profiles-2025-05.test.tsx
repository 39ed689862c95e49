// @vitest-environment happy-dom
/**
 * The main flows under the May 2025 API (moved from the end-to-end tests, which ran them against
 * a demo built for it; the accessibility check of a child's screenshot days with its UTC note
 * stays in tests/e2e/profiles.spec.ts): log in with the demo account, the children, a child's
 * screenshot days in UTC and a day's feed with that API's operations and bodies, no announcement
 * on Home, a Mac deleted elsewhere whose page says Not found on one answer, and a notification
 * and its method deleted in Settings in that API's words. The flows: ./profiles-support.ts.
 * The profile is a build setting (`VITE_API_PROFILE`, read once as the app's modules load): it
 * is set before they load, in this file of its own, whose modules are loaded afresh
 * (tests/unit/support/shared-worker.ts), and unset at its end.
 */
import { afterAll, describe, expect, it, vi } from 'vitest'
import { apiProfile } from '../../../src/api/config'
import { announcementOnHome, deletedMacNotFound, logInAndOpenADay, settingsDeletions } from './profiles-support'

vi.hoisted(() => {
  vi.stubEnv('VITE_API_PROFILE', '2025-05')
})
afterAll(() => {
  vi.unstubAllEnvs()
})

describe('the main flows under the May 2025 API', () => {
  it('is built for the May 2025 API', () => {
    expect(apiProfile).toBe('2025-05')
  })

  it('log in, see the children, open a child’s screenshot days and a day’s feed', logInAndOpenADay)

  it('the announcement shows on Home under today’s API only, and stays dismissed', announcementOnHome)

  it('a Mac deleted elsewhere: its page says Not found after one answer, not retried', deletedMacNotFound)

  it('Settings deletes a notification and then its method, in the profile’s words', settingsDeletions)
})
