/**
 * What the tests of the demo panel's Family tab share (tests/unit/app/demo-*.test.tsx): the family
 * held still as the end-to-end tests hold it, the panel's tabs opened beside the app, the Family
 * tab's triggers with what they say, and the children page's cards.
 */
import { screen, within } from '@testing-library/react'
import { expect } from 'vitest'
import type { App } from '../support/app'
import { showDemoPanel } from './shell-support'

/** Holds the simulated family still, as every end-to-end test but those of a living family does from its first page. */
export async function holdFamilyStill(app: App): Promise<void> {
  const { control } = app.fake
  if (!control.setFamilyActs) throw new Error('this fake server cannot hold the family still')
  await control.setFamilyActs(false)
}

const demoControls = (): HTMLElement | null => screen.queryByRole('region', { name: 'Demo controls' })

/** The demo panel (drawn beside the app, opened if closed) on its tab `name`. */
export async function demoTab(app: App, name: 'Family' | 'Demo data'): Promise<HTMLElement> {
  const toggle = await showDemoPanel(app)
  if (!demoControls()) await app.user.click(toggle)
  const panel = await screen.findByRole('region', { name: 'Demo controls' })
  await app.user.click(within(panel).getByRole('tab', { name }))
  return panel
}

/** The Family tab's status line. */
export const familyStatus = (panel: HTMLElement): HTMLElement => within(panel).getByRole('status')

/** Clicks the Family tab's button `button` and waits until the tab says `said`. */
export async function trigger(app: App, panel: HTMLElement, button: string, said: RegExp): Promise<void> {
  await app.user.click(within(panel).getByRole('button', { name: button }))
  await expect.poll(() => familyStatus(panel).textContent).toMatch(said)
}

/** The demo panel's button (its name ends with the outbox's count). */
export const demoButton = (): HTMLElement => screen.getByRole('button', { name: /^Demo/ })

/** The card of the child `name` on the children page (its heading is level 2). */
export const childCard = (name: string): HTMLElement => {
  const item = screen.getByRole('heading', { name, level: 2 }).closest('li')
  if (!item) throw new Error(`The heading ${name} is in no list item`)
  return item
}

/** How many texts of the card read exactly 'Protected' (one per Mac whose filter is on). */
export const protectedMacs = (card: HTMLElement): number => within(card).queryAllByText('Protected', { exact: true }).length
