// @vitest-environment happy-dom
/**
 * Activity review's large viewer, the combined feed and failed deletes, as a parent meets them
 * (moved from the end-to-end tests; their accessibility checks and what needs a real browser stay
 * in tests/e2e/activity.spec.ts): next, previous, flag, close and delete in the viewer and where
 * focus goes after, a child's own delete-all on the combined feed, and deletes the server refuses
 * rolling back with an error toast. Every change is checked again after a reload: it reached (or
 * never reached) the fake server. Tests that pick days run at the default instant or just before
 * or after midnight.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  activityDay,
  answerOf,
  dayCard,
  escClosesModalDialogs,
  expectShown,
  focusedItemId,
  ids,
  itemOf,
  items,
  justAfterMidnight,
  justBeforeMidnight,
  openAcknowledged,
  openBusyDay,
  pressed,
  progressOf,
  reloadFeed,
} from './activity-support'

beforeEach(() => escClosesModalDialogs())
afterEach(() => {
  vi.restoreAllMocks()
})

const flagOf = (item: HTMLElement | null | undefined) => within(item!).getByRole('button', { name: 'Flag' })
const shots = () => [...document.querySelectorAll<HTMLElement>('article.feed-item--shot')]
const viewerOf = (name: string | RegExp) => screen.findByRole('dialog', { name })
const noDialog = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
/** The error toast, shown. */
const errorToast = () => waitFor(() => expectShown(document.querySelector<HTMLElement>('[role="alert"] .toast--error')))

describe('the large viewer', () => {
  it('the large screenshot viewer: next, previous, flag and close', async () => {
    const { app } = await openBusyDay(6, 20, 0, { at: justAfterMidnight() })
    const firstShotId = shots()[0]!.dataset.itemId
    await app.user.click(within(shots()[0]!).getByRole('button', { name: /View larger/ }))
    const viewer = await viewerOf(/Screenshot 1 of \d+/)
    expectShown(viewer)
    expectShown(within(viewer).getByRole('img'))
    await app.user.keyboard('{ArrowRight}')
    await viewerOf(/Screenshot 2 of/)
    await app.user.click(screen.getByRole('button', { name: 'Next →' }))
    await viewerOf(/Screenshot 3 of/)
    await app.user.click(screen.getByRole('button', { name: '← Previous' }))
    await app.user.keyboard('k')
    await viewerOf(/Screenshot 1 of/)
    await app.user.keyboard('f')
    await expect.poll(() => pressed(flagOf(screen.getByRole('dialog')))).toBe('true')
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }))
    await noDialog()
    const firstShot = shots()[0]!
    expect(firstShot.dataset.itemId).toBe(firstShotId)
    expect(pressed(flagOf(firstShot))).toBe('true')
    await expect.poll(() => document.activeElement).toBe(firstShot)
    const flaggedId = firstShot.dataset.itemId

    // The flag reached the server.
    await reloadFeed(app)
    await waitFor(() => expect(pressed(flagOf(itemOf(flaggedId)))).toBe('true'))
  })

  it('deleting the last screenshot in the viewer closes it and focuses a neighbouring item', async () => {
    const { app } = await openBusyDay(20, 1, 2)
    expect(shots()).toHaveLength(1)
    const shotId = shots()[0]!.dataset.itemId
    const others = ids()
    await app.user.click(within(shots()[0]!).getByRole('button', { name: /View larger/ }))
    const viewer = await viewerOf(/Screenshot 1 of 1(?!\d)/)
    expectShown(viewer)
    await app.user.click(within(viewer).getByRole('button', { name: 'Delete' }))
    await noDialog()
    await expect.poll(() => itemOf(shotId)).toBeNull()
    await expect.poll(focusedItemId).not.toBeNull()
    const focused = focusedItemId()
    expect(focused).not.toBe(shotId)
    expect(others).toContain(focused)

    // Deleted on the server too; the typed text is still there.
    await reloadFeed(app)
    await waitFor(() => expect(items()).toHaveLength(others.length - 1))
    expect(itemOf(shotId)).toBeNull()
  })

  it('deleting the only item of a day in the viewer puts focus on the page title', async () => {
    // With nothing left on the day, focus goes to the page's title rather than falling to <body>.
    const { app } = await openBusyDay(17, 1, 0)
    expect(items()).toHaveLength(1)
    await app.user.click(within(items()[0]!).getByRole('button', { name: /View larger/ }))
    await app.user.click(within(await viewerOf(/Screenshot 1 of 1(?!\d)/)).getByRole('button', { name: 'Delete' }))
    await noDialog()
    expectShown(await screen.findByRole('heading', { name: 'All caught up!' }))
    await expect.poll(() => document.activeElement).toBe(screen.getByRole('heading', { level: 1 }))

    await reloadFeed(app)
    expectShown(await screen.findByRole('heading', { name: 'All caught up!' }))
    expect(items()).toHaveLength(0)
  })
})

describe('the combined feed', () => {
  it('the combined feed shows each child in its own section with its own delete-all', async () => {
    // Just after midnight, yesterday is the day that just ended.
    const app = await openAcknowledged('/children/activity', { at: justAfterMidnight() })
    // Yesterday: today's simulated Macs go on sending screenshots, which would bring a cleared
    // section's delete-all back at any moment.
    const yesterday = activityDay(1)
    const card = await waitFor(() => {
      const found = dayCard(yesterday.url)
      expect(found?.getAttribute('href')).toMatch(new RegExp(`/children/activity/${yesterday.url}$`))
      return found!
    })
    await app.user.click(card)
    await expect.poll(() => app.address()).toMatch(new RegExp(`/children/activity/${yesterday.url}$`))
    expectShown((await screen.findAllByRole('article'))[0])
    const sections = screen.getAllByRole('heading', { level: 2 }).filter((h) => h.classList.contains('feed-section__title'))
    expectShown(sections[0])
    const name = sections[0]!.textContent.trim()
    const button = screen.getByRole('button', { name: new RegExp(`^Delete all ${name} (unflagged )?screenshots$`) })
    const start = progressOf()
    await app.user.click(button)
    await waitFor(() => expect(screen.queryAllByRole('button', { name: new RegExp(`^Delete all ${name} `) })).toHaveLength(0))
    await expect.poll(() => progressOf().reviewed).toBeGreaterThan(start.reviewed)
    // The page's own delete-all is still there for the other children.
    expectShown(screen.getByRole('button', { name: /^(Delete all|Delete unflagged screenshots)$/ }))
    const after = progressOf()

    // The server cleared that child's items: after a reload the section has nothing left to delete
    // and they still count as reviewed.
    await reloadFeed(app)
    expect(screen.queryAllByRole('button', { name: new RegExp(`^Delete all ${name} `) })).toHaveLength(0)
    expect(progressOf().reviewed).toBe(after.reviewed)
  })
})

describe('deletes the server refuses', () => {
  it('a failed delete puts the item back and says so', async () => {
    const { app } = await openBusyDay(2, 5, 0)
    app.fake.control.setFaults({ errorRate: 1, latencyMs: 400, operations: ['DeleteActivityItems_v2'] })
    const start = progressOf()
    const firstId = ids()[0]
    await app.user.click(within(items()[0]!).getByRole('button', { name: 'Delete' }))
    // Gone at once…
    await expect.poll(() => itemOf(firstId)).toBeNull()
    // …back when the server refuses, with an error toast.
    await expect.poll(() => itemOf(firstId)).not.toBeNull()
    await errorToast()
    expect(progressOf()).toEqual(start)

    // Nothing was deleted on the server.
    await reloadFeed(app)
    await waitFor(() => expect(itemOf(firstId)).not.toBeNull())
    expect(progressOf()).toEqual(start)
  })

  it('a failed delete-all stays on the day, puts the items back and says so', async () => {
    const { app, path } = await openBusyDay(1, 4, 0, { at: justBeforeMidnight() })
    const count = items().length
    const start = progressOf()
    // The server answers well after the 200 ms the page waits before going back.
    app.fake.control.setFaults({ errorRate: 1, latencyMs: 1_500, operations: ['DeleteActivityItems_v2'] })
    const answer = answerOf('DeleteActivityItems_v2')
    await app.user.click(screen.getByRole('button', { name: /^(Delete all|Delete unflagged screenshots)$/ }))
    await expect.poll(() => items().length).toBe(0)
    // The refusal is what would have sent the page back (the 200 ms wait is long over by then).
    await answer
    await errorToast()
    await expect.poll(() => items().length).toBe(count)
    // A key pressed after the answer opens the shortcuts: once it shows, the page has handled
    // everything before it, a navigation back included.
    await app.user.keyboard('?')
    expectShown(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }))
    expect(app.address()).toBe(path)
    expect(progressOf()).toEqual(start)
    await app.user.keyboard('{Escape}')

    // Nothing was deleted on the server.
    await reloadFeed(app)
    await waitFor(() => expect(items()).toHaveLength(count))
    expect(progressOf()).toEqual(start)
  })
})
