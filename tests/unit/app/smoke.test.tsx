// @vitest-environment happy-dom
/**
 * The not-found page of an unknown address, signed out (moved from the end-to-end smoke tests,
 * which keep the demo's cold start at its login page; axe on the not-found page as first loaded
 * is run by tests/e2e/every-page.spec.ts).
 */
import { screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { openApp } from '../support/app'

it('an unknown address shows the not-found page', async () => {
  const app = await openApp('/no-such-page', { signedIn: false })
  expect(await screen.findByRole('heading', { name: 'Not found' })).toBeTruthy()
  expect(app.address()).toBe('/no-such-page')
})
