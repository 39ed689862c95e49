// @vitest-environment happy-dom
/**
 * Activity review, as a parent does it (moved from the end-to-end tests; their accessibility
 * checks, the focus outline and what needs real layout stay in tests/e2e/activity.spec.ts): the
 * notice, reviewing a day by mouse and by keyboard, the day timeline and an impossible date. Every
 * flag and delete is checked again after a reload: it reached the fake server. Tests that pick
 * days run at the default instant or just before or after midnight.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openApp } from '../support/app'
import {
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
  recordReviewRequests,
  reloadFeed,
  scrollToTop,
  scrollUntilPresent,
  seedBusyDay,
} from './activity-support'

beforeEach(() => escClosesModalDialogs())
afterEach(() => {
  vi.restoreAllMocks()
})

const flagOf = (item: HTMLElement | null | undefined) => within(item!).getByRole('button', { name: 'Flag' })

describe('the notice', () => {
  it('the notice must be acknowledged with all four promises, and is remembered', async () => {
    const app = await openApp('/children/activity')
    await screen.findByRole('heading', { name: 'Before you view screenshots' })
    expectShown(screen.getByText(/Screen-time extensions are planned for 2026\./))
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Acknowledge & View Screenshots' })
    const boxes = screen.getAllByRole('checkbox')
    expect(boxes).toHaveLength(4)
    for (let i = 0; i < 3; i++) await app.user.click(boxes[i]!)
    expect(button.disabled).toBe(true)
    await app.user.click(boxes[3]!)
    expect(button.disabled).toBe(false)
    await app.user.click(button)
    await screen.findByRole('heading', { level: 1, name: 'All Child Screenshots' })
    await waitFor(() => expectShown(document.querySelector<HTMLElement>('a.day-card')))
    await app.reload()
    await screen.findByRole('heading', { level: 1, name: 'All Child Screenshots' })
    expect(screen.queryByRole('heading', { name: 'Before you view screenshots' })).toBeNull()
  })
})

describe('reviewing a day', () => {
  it('review a day: flag one, clear a chunk, clear all unflagged, back on the summaries with the counts updated', async () => {
    // Just before midnight: the day crosses into the next one while the test runs, if it runs long.
    const app = await openAcknowledged('/children', { at: justBeforeMidnight() })
    const { childId, urlDate } = await seedBusyDay(app, 3, 130, 12)
    await app.open(`/children/${childId}/activity`)
    await screen.findByRole('heading', { level: 1, name: / Screenshots$/ })
    const card = await waitFor(() => {
      const found = dayCard(urlDate)
      expect(found?.textContent).toMatch(/\d+ out of \d+ screenshots reviewed/)
      return found!
    })
    const flaggedBefore = Number(/(\d+) flagged/.exec(card.textContent ?? '')?.[1] ?? 0)
    await app.user.click(card)
    await expect.poll(() => app.address()).toMatch(new RegExp(`/children/${childId}/activity/${urlDate}$`))
    await screen.findAllByRole('article')
    const start = progressOf()

    // Flag the first item.
    await app.user.click(flagOf(items()[0]))
    await expect.poll(() => pressed(flagOf(items()[0]))).toBe('true')
    await expect.poll(() => progressOf().reviewed).toBe(start.reviewed + 1)

    // Clear the first chunk of 100 (its unflagged items).
    const chunkButton = scrollUntilPresent(() => screen.queryByRole('button', { name: /^Delete previous \d+ items$/ }))
    const n = Number(/(\d+)/.exec(chunkButton.textContent ?? '')![1])
    expect(n).toBeGreaterThan(50)
    expect(n).toBeLessThanOrEqual(99)
    const beforeChunk = progressOf()
    await app.user.click(chunkButton)
    await expect.poll(() => progressOf().reviewed).toBe(beforeChunk.reviewed + n)
    expect(screen.queryAllByRole('button', { name: /Delete previous/ })).toHaveLength(0)
    scrollToTop()
    // The flagged item stays, at the top.
    await expect.poll(() => pressed(flagOf(items()[0]))).toBe('true')

    // Clear everything else; flagged items stay, and the page goes back to the summaries.
    await app.user.click(screen.getByRole('button', { name: 'Delete unflagged screenshots' }))
    await expect.poll(() => progressOf().reviewed).toBe(start.total)
    await expect.poll(() => app.address()).toMatch(new RegExp(`/children/${childId}/activity$`))
    const expectCardUpdated = async () => {
      await waitFor(() => expect(dayCard(urlDate)?.textContent).toContain(`${start.total} out of ${start.total} screenshots reviewed`))
      expect(dayCard(urlDate)?.textContent).toContain(`${flaggedBefore + 1} flagged`)
    }
    await expectCardUpdated()
    expectShown(within(dayCard(urlDate)!).getByText('Flagged', { exact: true }))

    // The server kept it: after a reload the card says the same.
    await app.reload()
    await expectCardUpdated()
  })

  it('keyboard review of a day with shortcuts only', async () => {
    const { app } = await openBusyDay(5, 30, 0)
    const start = progressOf()
    const top = ids()[0]

    // j / ↓ walk down from the top (the windowed feed renders more as focus moves), k / ↑ back up.
    const before: (string | null)[] = []
    for (let i = 0; i < 6; i++) {
      await app.user.keyboard(i % 2 === 0 ? 'j' : '{ArrowDown}')
      before.push(focusedItemId())
    }
    expect(new Set(before).size).toBe(6)
    expect(before[0]).toBe(top)
    await app.user.keyboard('k')
    expect(focusedItemId()).toBe(before[4])
    for (let i = 0; i < 4; i++) await app.user.keyboard(i % 2 === 0 ? 'k' : '{ArrowUp}')
    expect(focusedItemId()).toBe(before[0])

    // Away from the feed the review keys keep their usual meaning: on the reviewer-safe switch,
    // d / Delete / f / ↓ neither delete nor flag the remembered item, nor move focus, nor send
    // anything. Space, pressed after them, turns the switch on.
    const toggle = screen.getByRole('switch', { name: 'Reviewer-safe mode' })
    const requests = recordReviewRequests()
    act(() => toggle.focus())
    await app.user.keyboard('d{Delete}f{ArrowDown}')
    await app.user.keyboard(' ')
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true')
    requests.stop()
    expect(requests.sent).toEqual([])
    expect(document.activeElement).toBe(toggle)
    expect(itemOf(before[0])).not.toBeNull()
    expect(pressed(flagOf(items()[0]))).toBe('false')
    expect(progressOf()).toEqual(start)
    await app.user.keyboard(' ')
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false')
    act(() => itemOf(before[0])!.focus())

    // f flags the focused item.
    await app.user.keyboard('f')
    await expect.poll(() => pressed(flagOf(items()[0]))).toBe('true')

    // d clears the focused item; focus moves to the one that takes its place.
    await app.user.keyboard('jj')
    expect(focusedItemId()).toBe(before[2])
    await app.user.keyboard('d')
    await expect.poll(() => itemOf(before[2])).toBeNull()
    await expect.poll(focusedItemId).toBe(before[3])
    await app.user.keyboard('{Delete}')
    await expect.poll(() => itemOf(before[3])).toBeNull()
    await expect.poll(focusedItemId).toBe(before[4])

    // Shift+D clears every unflagged item above (before[1]); the flagged one stays.
    await app.user.keyboard('{Shift>}D{/Shift}')
    await expect.poll(() => itemOf(before[1])).toBeNull()
    expect(itemOf(before[0])).not.toBeNull()
    expect(ids().slice(0, 2)).toEqual([before[0], before[4]])
    await expect.poll(() => progressOf().reviewed).toBe(start.reviewed + 4)

    // Enter opens the large viewer on the screenshot (every item of this day is one); Esc closes it and focus comes back.
    expect(focusedItemId()).toBe(before[4])
    expect(itemOf(before[4])!.classList.contains('feed-item--shot')).toBe(true)
    await app.user.keyboard('{Enter}')
    expectShown(await screen.findByRole('dialog', { name: /Screenshot \d+ of \d+/ }))
    await app.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect.poll(focusedItemId).toBe(before[4])

    // ? lists the shortcuts.
    await app.user.keyboard('?')
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    expectShown(help)
    expect(help.textContent).toContain('Delete every unflagged item above this one')
    await app.user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keyboard shortcuts' })).toBeNull())

    // The server kept every flag and clear.
    await reloadFeed(app)
    await waitFor(() => expect(pressed(flagOf(itemOf(before[0])))).toBe('true'))
    for (const gone of before.slice(1, 4)) expect(itemOf(gone)).toBeNull()
    expect(itemOf(before[4])).not.toBeNull()
    expect(progressOf()).toEqual({ reviewed: start.reviewed + 4, total: start.total })
  })

  it('the day timeline jumps to the first item of an hour', async () => {
    const { app } = await openBusyDay(7, 96, 0, { at: justAfterMidnight() })
    const timeline = screen.getByRole('navigation', { name: 'Day timeline' })
    const noon = within(timeline).getByRole<HTMLButtonElement>('button', { name: /^12 PM: \d+ items?/ })
    expect(noon.disabled).toBe(false)
    await app.user.click(noon)
    // Newest first: the hour's first item in the list is its latest, 12:xx PM.
    await expect.poll(() => document.activeElement?.getAttribute('aria-label') ?? '').toMatch(/, 12:\d\d PM/)
    expect(window.scrollY).toBeGreaterThan(0)
    // The seeded day spreads over every hour, so every hour can be chosen.
    expect(
      within(timeline)
        .getAllByRole<HTMLButtonElement>('button')
        .filter((b) => !b.disabled),
    ).toHaveLength(24)
  })
})

describe('an impossible day', () => {
  it('an address with an impossible date says so', async () => {
    await openAcknowledged('/children/activity/13-45-2026')
    expectShown(await screen.findByRole('heading', { name: "That day doesn't exist" }))
  })
})
