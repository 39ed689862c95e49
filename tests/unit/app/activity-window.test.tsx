// @vitest-environment happy-dom
/**
 * Smarter review across two weeks, on the activity pages, as a parent uses it (moved from the
 * end-to-end tests; axe on the panel, the review settings and a failed day, in both themes, and
 * the opened item being in view, which needs real layout, stay in tests/e2e/review-window.spec.ts):
 * the "May need a look" list says each seeded reason in words, a search result opens its day at
 * the item, a heatmap cell opens its day at the hour, and a day that fails to load offers Try
 * again while the others work. Each test runs just before and just after midnight (23:59:30 and
 * 00:00:30 local), as the midnight run of the end-to-end tests does.
 */
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { noFaults } from '@domain/demo/control'
import {
  activityDay,
  dayRange,
  escClosesModalDialogs,
  focusedItemId,
  items,
  justAfterMidnight,
  justBeforeMidnight,
  openAcknowledged,
} from './activity-support'
import { leo } from './children-support'

beforeEach(() => escClosesModalDialogs())

const twoWeeks = () => screen.getByRole('region', { name: 'Two weeks' })
/** The progress line: empty once every day has settled. */
const progress = () => within(twoWeeks()).getByRole('status').textContent
/** The failed days' rows, each with its Try again. */
const failedRows = () =>
  within(twoWeeks())
    .queryAllByRole('button', { name: 'Try again' })
    .map((button) => button.closest('li')!)
const needsALook = () => screen.getByRole('region', { name: /^May need a look/ })
/** The heatmap's links that say a cell has unreviewed items. */
const unreviewedCells = () => screen.queryAllByRole('link').filter((link) => (link.getAttribute('aria-label') ?? '').includes(' unreviewed items'))
/** The element holding focus (a day page opened at an item or an hour focuses it). */
const focused = () => document.activeElement as HTMLElement | null

/** Opens the two weeks and waits until every day has loaded (the progress line is empty then). */
async function openWindow(app: Awaited<ReturnType<typeof openAcknowledged>>): Promise<void> {
  await app.user.click(await screen.findByRole('button', { name: 'Look across two weeks' }))
  await screen.findByRole('heading', { name: /^May need a look/ })
  await expect.poll(progress).toBe('')
}

// 23:59:30 is on the default instant's day: the two cover it, and the day's change.
const instants = [
  ['just before midnight', justBeforeMidnight],
  ['just after midnight', justAfterMidnight],
] as const

describe.each(instants)('the two weeks, %s', (_, at) => {
  it('the "May need a look" list says each seeded reason in words', async () => {
    const app = await openAcknowledged('/children/activity', { at: at() })
    await openWindow(app)
    await app.user.click(within(needsALook()).getByRole('button', { name: /^Show all \d+$/ }))
    // The nested lists are the entries' reasons (the first is the list of entries).
    const reasons = () =>
      within(needsALook())
        .getAllByRole('list')
        .slice(1)
        .flatMap((list) =>
          within(list)
            .getAllByRole('listitem')
            .map((item) => item.textContent ?? ''),
        )
    // The demo's review material (fake-server/demo/activity/review-material.ts) and its history.
    const seeded = [
      /During a filter suspension/i,
      /Matches your concern list: getting around the filter/i,
      /^A security event .+: the Mac’s clock was changed$/,
      /^Asked to unlock www\.youtube\.com /,
      /^Late at night \(\d{1,2}:\d{2} [AP]M\)$/,
      /Typed what looks like an address/i,
      /Typed what looks like a search/i,
      /First use of WhatsApp in these two weeks/i,
    ]
    for (const reason of seeded)
      expect(
        reasons().some((text) => reason.test(text)),
        String(reason),
      ).toBe(true)
    // The free-VPN search carries its reasons beside it, in words, in this order.
    const vpn = within(needsALook())
      .getAllByRole('link', { name: /free vpn for school chromebook/i })[0]!
      .closest('li')!
    const vpnReasons = within(within(vpn).getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '')
    const concern = vpnReasons.findIndex((text) => text.includes('Matches your concern list: getting around the filter'))
    const search = vpnReasons.findIndex((text) => text.includes('Typed what looks like a search'))
    expect(concern, vpnReasons.join(' | ')).toBeGreaterThanOrEqual(0)
    expect(search, vpnReasons.join(' | ')).toBeGreaterThan(concern)

    await app.user.type(screen.getByRole('searchbox', { name: 'Search typed text and apps' }), 'vpn')
    const results = (await screen.findByRole('heading', { name: /results? for “vpn”/ })).closest('section')!
    const marks = [...results.querySelectorAll('mark')].filter((mark) => /vpn/i.test(mark.textContent ?? ''))
    expect(marks.length).toBeGreaterThan(0)

    await app.user.click(screen.getByRole('button', { name: 'Review settings' }))
    await screen.findByRole('dialog')
    await app.user.keyboard('{Escape}')
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('a search result opens its day at the item', async () => {
    const app = await openAcknowledged(`/children/${leo}/activity`, { at: at() })
    // Counted at the instant the demo was seeded: the busy day stays that day after a midnight.
    const busyDay = activityDay(2)
    // Typing opens the two weeks by itself.
    await app.user.type(await screen.findByRole('searchbox', { name: 'Search typed text and apps' }), 'redstone')
    await expect.poll(progress).toBe('')
    const found = await screen.findAllByRole('link', { name: /how to build a redstone farm/i })
    expect(found).toHaveLength(1)
    const href = found[0]!.getAttribute('href') ?? ''
    const item = new URL(href, 'http://gatehouse.test').searchParams.get('item')
    expect(item).toMatch(/^[0-9a-f-]{36}$/)
    expect(href).toContain(`/children/${leo}/activity/${busyDay.url}?`)
    await app.user.click(found[0]!)
    await expect.poll(() => app.address()).toMatch(new RegExp(`/activity/${busyDay.url}\\?item=${item}$`))
    await expect.poll(() => focusedItemId()?.toLowerCase() ?? null).toBe(item)
    const opened = items().find((article) => article.dataset.itemId?.toLowerCase() === item)
    expect(opened).toBe(focused())
    expect(opened?.textContent).toContain('how to build a redstone farm')
  })

  it('a heatmap cell opens its day at that hour', async () => {
    const app = await openAcknowledged(`/children/${leo}/activity`, { at: at() })
    const busyDay = activityDay(2)
    await openWindow(app)
    // An hour of the busy day (a screenshot a minute): its cell says so ("Mon, Mar 9, 3 AM: 63 unreviewed items, …").
    const dayWords = new Date(`${busyDay.iso}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    })
    const cell = unreviewedCells().filter((link) => link.getAttribute('aria-label')!.startsWith(`${dayWords}, `))[1]!
    const label = cell.getAttribute('aria-label') ?? ''
    const hour = Number(new URL(cell.getAttribute('href') ?? '', 'http://gatehouse.test').searchParams.get('hour'))
    expect(Number.isInteger(hour)).toBe(true)
    await app.user.click(cell)
    await expect.poll(() => app.address()).toMatch(new RegExp(`/activity/${busyDay.url}\\?hour=${hour}$`))
    await expect.poll(() => focusedItemId()).not.toBeNull()
    // The focused item is the first of that hour in the page's order (newest first), as the cell said.
    const [h, ampm] = (/, (\d{1,2} [AP]M):/.exec(label)?.[1] ?? '').split(' ')
    expect(focused()?.textContent).toMatch(new RegExp(`\\b${h}:\\d\\d ${ampm}`))
  })

  it('a day that fails to load offers Try again while the other days work', async () => {
    const app = await openAcknowledged(`/children/${leo}/activity`, { at: at(), passTime: true })
    const failing = activityDay(5)
    // Only that day's feed fails, every time it is asked for (retries included).
    app.fake.control.setFaults({ errorRate: 1, operations: ['UserActivityFeed'], bodyIncludes: `"end":"${dayRange(failing).end}"` })
    await app.user.click(await screen.findByRole('button', { name: 'Look across two weeks' }))
    // The retries' waits pass at once.
    await app.passTimeUntil(() => failedRows().length === 1)
    expect(failedRows()[0]!.textContent).toContain('Couldn’t load')
    const pending = screen.getAllByRole('cell').filter((cell) => cell.classList.contains('heatmap__pending'))
    expect(pending.map((cell) => cell.textContent)).toEqual(['Couldn’t load this day'])
    // The thirteen others loaded: the list and the heatmap show them, and only the failed row is marked.
    await expect.poll(progress).toBe('')
    expect(screen.getByRole('heading', { name: /^May need a look \(\d+\)$/ })).toBeTruthy()
    expect(unreviewedCells().length).toBeGreaterThan(0)

    // Try again asks again: with the fault still on, the row is busy with the request and its retries.
    const tryAgain = within(failedRows()[0]!).getByRole('button', { name: 'Try again' })
    await app.user.click(tryAgain)
    await expect.poll(() => tryAgain.getAttribute('aria-busy')).toBe('true')
    // With the fault off, the retry on its way loads the day; should it have given up already, Try again once more does.
    app.fake.control.setFaults(noFaults)
    const idleTryAgain = () =>
      failedRows()
        .map((row) => within(row).getByRole('button', { name: 'Try again' }))
        .find((button) => button.getAttribute('aria-busy') !== 'true')
    await app.passTimeUntil(() => failedRows().length === 0 || idleTryAgain() !== undefined)
    const idle = idleTryAgain()
    if (idle) await app.user.click(idle)
    await app.passTimeUntil(() => failedRows().length === 0)
    expect(screen.getAllByRole('cell').filter((cell) => cell.classList.contains('heatmap__pending'))).toHaveLength(0)
  })
})
