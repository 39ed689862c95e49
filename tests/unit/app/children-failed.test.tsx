// @vitest-environment happy-dom
/**
 * Every failed full-page state of the children's pages says what happened and offers a way to a
 * person (moved from the end-to-end tests; they had no accessibility check of their own, and the
 * pages as first loaded pass axe in tests/e2e/every-page.spec.ts): the error's text, Try again,
 * and a Contact support link opening the support page in a new tab. The loads fail through the
 * fake server's fault injection, after the retries a failed read gets (their waits pass at once).
 */
import { screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { openApp } from '../support/app'
import { leo, shown } from './children-support'

function expectSupportLink(): void {
  const support = screen.getByRole('link', { name: /^Contact support/ })
  expect(shown(support)).toBe(true)
  expect(support.getAttribute('target')).toBe('_blank')
  expect(support.getAttribute('href')).toMatch(/^https?:\/\//)
}

it('the children list that cannot load offers Try again and Contact support', async () => {
  const app = await openApp('/settings', { passTime: true })
  await screen.findByRole('heading', { name: 'Settings', level: 1 })
  app.fake.control.setFaults({ errorRate: 1, operations: ['GetUsers'] })
  await app.user.click(screen.getAllByRole('link', { name: 'Children' })[0]!)
  await app.passTimeUntil(() => screen.queryByRole('heading', { name: 'Could not load your children' }) !== null)
  expect(shown(screen.getByRole('button', { name: 'Try again' }))).toBe(true)
  expectSupportLink()

  // Once the server answers again, Try again shows the list.
  app.fake.control.setFaults({ errorRate: 0 })
  await app.user.click(screen.getByRole('button', { name: 'Try again' }))
  await screen.findByRole('list', { name: 'Children' })
})

it('a child whose settings cannot load offers Try again, the list and Contact support', async () => {
  const app = await openApp('/settings', { passTime: true })
  await screen.findByRole('heading', { name: 'Settings', level: 1 })
  app.fake.control.setFaults({ errorRate: 1, operations: ['GetUser'] })
  await app.open(`/children/${leo}`)
  await app.passTimeUntil(() => screen.queryByRole('heading', { name: 'Error', level: 1 }) !== null)
  expect(shown(screen.getByRole('button', { name: 'Try again' }))).toBe(true)
  expect(shown(screen.getByRole('link', { name: 'Back to all children' }))).toBe(true)
  expectSupportLink()
})
