// @vitest-environment happy-dom
/**
 * A write whose outcome is unknown, through the demo's fault injection (moved from the end-to-end
 * tests; they had no accessibility check of their own, and the day page passes axe in
 * tests/e2e/activity.spec.ts): the fake server flags the item, then garbles its answer (or drops
 * the connection). The page reloads the server's state and says so, instead of claiming the flag
 * failed; flagging again never inverts what the parent asked for, although FlagActivityItems
 * toggles on the server. A plain server error still rolls back. Every outcome is checked again
 * after a reload, with the faults off: it is what the fake server holds. The tests run at the
 * default instant and just before and after midnight.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { noFaults } from '@domain/demo/control'
import type { App } from '../support/app'
import { answerOf, expectShown, itemOf, items, justAfterMidnight, justBeforeMidnight, openBusyDay, pressed, reloadFeed } from './activity-support'
import { watchTraffic } from './children-support'

afterEach(() => {
  vi.restoreAllMocks()
})

const unconfirmed = /Couldn't confirm the change; Gatehouse reloaded the latest state/i
const flagOf = (id: string) => within(itemOf(id)!).getByRole('button', { name: 'Flag' })

/** A fresh day of three unreviewed screenshots; its first item's id, not flagged. */
async function openDay(at?: Date): Promise<{ app: App; id: string }> {
  const { app } = await openBusyDay(2, 3, 0, at ? { at } : {})
  const id = items()[0]?.dataset.itemId
  if (!id) throw new Error('the first item has no id')
  expect(pressed(flagOf(id))).toBe('false')
  return { app, id }
}

/** Loads the day again with the faults off (a browser's reload ends the demo's fault injection). */
async function reloadDay(app: App): Promise<void> {
  app.fake.control.setFaults(noFaults)
  await reloadFeed(app)
  await screen.findAllByRole('article')
}

it('a garbled answer to Flag shows the server’s truth, and flagging again never unflags', async () => {
  const { app, id } = await openDay()
  app.fake.control.setFaults({ malformedRate: 1, operations: ['FlagActivityItems'] })

  await app.user.click(flagOf(id))
  await screen.findByText(unconfirmed)
  // The server flagged it: the reloaded page says flagged, with no "failed" message.
  await expect.poll(() => pressed(flagOf(id))).toBe('true')
  expect(screen.queryAllByText(/Failed to/i)).toHaveLength(0)

  // The parent unflags: garbled again, and the page shows what the server now holds.
  let answered = answerOf('FlagActivityItems')
  await app.user.click(flagOf(id))
  await answered
  await expect.poll(() => pressed(flagOf(id))).toBe('false')
  expectShown(screen.getAllByText(unconfirmed)[0])

  // And flags again: the server ends flagged, as the parent last asked.
  answered = answerOf('FlagActivityItems')
  await app.user.click(flagOf(id))
  await answered
  await expect.poll(() => pressed(flagOf(id))).toBe('true')
  await reloadDay(app)
  await waitFor(() => expect(pressed(flagOf(id))).toBe('true'))
})

it('a connection dropped before the server ran Flag shows the item unflagged, as the server holds it', async () => {
  const { app, id } = await openDay(justBeforeMidnight())
  app.fake.control.setFaults({ dropRate: 1, operations: ['FlagActivityItems'] })
  await app.user.click(flagOf(id))
  await screen.findByText(unconfirmed)
  await expect.poll(() => pressed(flagOf(id))).toBe('false')
  await reloadDay(app)
  await waitFor(() => expect(pressed(flagOf(id))).toBe('false'))
})

it('a server error to Flag rolls back at once and says it failed, not that it reloaded', async () => {
  const { app, id } = await openDay(justAfterMidnight())
  app.fake.control.setFaults({ errorRate: 1, operations: ['FlagActivityItems'] })
  // The server's answer is held back: the flag shows pressed while it is on its way.
  const flag = watchTraffic().hold('FlagActivityItems')
  await app.user.click(flagOf(id))
  await flag.answered
  expect(pressed(flagOf(id))).toBe('true')
  await flag.release()
  await waitFor(() => expectShown(document.querySelector<HTMLElement>('[role="alert"] .toast--error')))
  await expect.poll(() => pressed(flagOf(id))).toBe('false')
  expect(screen.queryAllByText(unconfirmed)).toHaveLength(0)
  await reloadDay(app)
  await waitFor(() => expect(pressed(flagOf(id))).toBe('false'))
})
