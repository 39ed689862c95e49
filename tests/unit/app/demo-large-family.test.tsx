// @vitest-environment happy-dom
/**
 * The demo panel's family choice beside the app, driving the same fake server (moved from the
 * end-to-end tests, which run no axe check on it; that each family survives the page load a reset
 * leads to, restored from the browser's storage, stays in tests/e2e/large-family.spec.ts):
 * reseeding with the large family (30 children, the 3,000-key keychain), the panel knowing the
 * family in use, and the normal family brought back.
 */
import { screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { type App, openApp } from '../support/app'
import { demoTab, signInAgain } from './demo-support'
import { watchPageLoads } from './shell-support'

const schoolLibrary = 'b2000000-0000-4000-8000-000000000001'

/** The children page's cards: the items of the Children list itself (not those inside a card). */
async function childCards(): Promise<HTMLElement[]> {
  const list = await screen.findByRole('list', { name: 'Children' })
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
}

/** Resets the demo to `family` from the Demo data tab, confirming, and follows the page load to the login page. */
async function resetTo(app: App, family: 'Normal family' | 'Large family', dialogText: string): Promise<void> {
  const panel = await demoTab(app, 'Demo data')
  await app.user.click(within(panel).getByRole('radio', { name: family }))
  await app.user.click(within(panel).getByRole('button', { name: 'Reset demo data' }))
  const confirm = await screen.findByRole('alertdialog', { name: 'Reset demo data?' })
  expect(confirm.textContent).toContain(dialogText)
  const loads = watchPageLoads(app)
  await app.user.click(within(confirm).getByRole('button', { name: 'Reset demo data' }))
  await expect.poll(() => loads.addresses()).toEqual(['/login'])
  await loads.follow()
  await expect.poll(() => app.address()).toMatch(/\/login$/)
}

it('the demo panel reseeds with the large family and back with the normal one', async () => {
  const app = await openApp('/children')
  await expect.poll(async () => (await childCards()).length).toBe(3)

  await resetTo(app, 'Large family', 'restores the large demo family')
  await signInAgain(app, '/children')
  await expect.poll(async () => (await childCards()).length).toBe(30)
  await app.open(`/keychains/${schoolLibrary}`)
  const keys = await screen.findByRole('list', { name: 'Keys of School Library' })
  await expect.poll(() => within(keys).queryAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe('3000')

  // The panel knows the family in use after the reload.
  const panel = await demoTab(app, 'Demo data')
  expect(within(panel).getByRole<HTMLInputElement>('radio', { name: 'Large family' }).checked).toBe(true)
  await app.user.click(screen.getByRole('button', { name: /^Demo/ }))

  await resetTo(app, 'Normal family', 'restores the demo family')
  await signInAgain(app, '/children')
  await expect.poll(async () => (await childCards()).length).toBe(3)
})
