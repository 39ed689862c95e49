// @vitest-environment happy-dom
/**
 * An ended session loses no work (moved from the end-to-end tests: nothing in it needs a browser,
 * and the pages it passes through are checked with axe as first loaded by
 * tests/e2e/every-page.spec.ts): a parent edits a child's name, the
 * server no longer knows the token, and 'Save child' sends them to log in; logging back in as the
 * same parent returns to the child's page with the edit still there. An explicit logout of a live
 * session discards it.
 */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { type App, openApp } from '../support/app'
import { watchCalls } from './calls-support'
import { fill, maya } from './children-support'
import { forgetSession, logIn } from './session-support'

const nameField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' })

/** The child's name edited, then the session forgotten by the server and 'Save child' pressed. */
async function editThenExpire(): Promise<App> {
  const app = await openApp(`/children/${maya}`, { addressBar: true })
  const calls = watchCalls(/./)
  await expect.poll(() => screen.queryByRole<HTMLInputElement>('textbox', { name: 'Name' })?.value).toBe('Maya')
  await fill(app, nameField(), 'Maya Rose')
  const sentSince = await forgetSession(calls)
  await app.user.click(screen.getByRole('button', { name: 'Save child' }))
  await expect.poll(() => app.address()).toBe(`/login?redirect=${encodeURIComponent(`/children/${maya}`)}`)
  // Save was the call that found the session ended (no other query carried the dead token first).
  expect(sentSince().map((sent) => `${sent.status} ${sent.op}`)).toEqual(['401 SaveUser'])
  return app
}

describe('an ended session', () => {
  it('logging back in after the session expired returns to the child with the unsaved name', async () => {
    const app = await editThenExpire()
    await logIn(app)
    await expect.poll(() => app.address()).toBe(`/children/${maya}`)
    await expect.poll(() => screen.queryByRole<HTMLInputElement>('textbox', { name: 'Name' })?.value).toBe('Maya Rose')
  })

  it('an explicit logout discards the unsaved name', async () => {
    const app = await openApp(`/children/${maya}`, { addressBar: true })
    await expect.poll(() => screen.queryByRole<HTMLInputElement>('textbox', { name: 'Name' })?.value).toBe('Maya')
    await fill(app, nameField(), 'Maya Rose')
    // Typing '/logout' in the address bar leaves the page: what waits to be stored is stored.
    window.dispatchEvent(new Event('pagehide'))
    await app.open('/logout')
    await expect.poll(() => app.address()).toBe('/login')
    await logIn(app)
    await expect.poll(() => app.address()).toBe('/')
    await app.open(`/children/${maya}`)
    await expect.poll(() => screen.queryByRole<HTMLInputElement>('textbox', { name: 'Name' })?.value).toBe('Maya')
  })
})
