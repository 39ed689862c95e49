// @vitest-environment happy-dom
/**
 * The app built for the `2025-05` API, which has no iOS devices (moved from the end-to-end tests;
 * the accessibility check of the page that says so stays there, in tests/e2e/ios-devices.spec.ts):
 * no iOS entry in the sidebar, and an iOS device's address says the server does not offer them,
 * without asking it. The profile is a build setting (`VITE_API_PROFILE`, read once as the app's
 * modules load): it is set before they load, in this file of its own, whose modules are loaded
 * afresh (tests/unit/support/shared-worker.ts), and unset at its end.
 */
import { screen, within } from '@testing-library/react'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { apiProfile } from '../../../src/api/config'
import { openApp } from '../support/app'
import { watchCalls } from './calls-support'

vi.hoisted(() => {
  vi.stubEnv('VITE_API_PROFILE', '2025-05')
})
afterAll(() => {
  vi.unstubAllEnvs()
})

const mayaIPhone = '10000000-0000-4000-8000-000000000001'

describe('the sidebar', () => {
  it('the sidebar offers iOS devices only under today’s API', async () => {
    expect(apiProfile).toBe('2025-05')
    const app = await openApp('/children')
    const main = screen.getByRole('navigation', { name: 'Main' })
    expect(within(main).getByRole('link', { name: 'Children' })).toBeTruthy()
    expect(within(main).queryByRole('link', { name: 'iOS devices' })).toBeNull()

    const calls = watchCalls(/IOSDevice/)
    await app.open(`/ios-devices/${mayaIPhone}`)
    await screen.findByRole('heading', { name: 'iOS devices are not available' })
    expect(calls).toEqual([])
  })
})
