/**
 * Helpers of the activity tests in the app (tests/unit/app/activity-*.test.tsx): the days as the
 * activity pages count them, busy days seeded on the fake server, and the day page's feed, progress
 * and focus read back from the document.
 */
import { act, screen } from '@testing-library/react'
import { expect, vi } from 'vitest'
import { activityDayOffset } from '@domain/api/profiles/names'
import { apiProfile } from '../../../src/api/config'
import { readAdminToken } from '../../../src/session'
import { call } from '../fake-server/harness'
import { type App, type OpenAppOptions, openApp } from '../support/app'

/** Stored once the parent has acknowledged the activity notice. */
export const noticeKey = 'gatehouse.activity.extension-notice-dismissed'

/** 23:59:30 and 00:00:30 local time, around the midnight after the default instant (as the midnight run of the end-to-end tests). */
export const justBeforeMidnight = (): Date => new Date(2026, 2, 11, 23, 59, 30)
export const justAfterMidnight = (): Date => new Date(2026, 2, 12, 0, 0, 30)

export interface ActivityDay {
  /** YYYY-MM-DD. */
  readonly iso: string
  /** MM-DD-YYYY, as the activity addresses write it. */
  readonly url: string
  /** Minutes behind UTC of the days the page counts. */
  readonly offset: number
}

/**
 * The day `daysAgo` days before today, as the activity pages count days: the server's UTC days
 * under the May 2025 profile, the page's own days under `current` (the page's clock is the test's `Date`).
 */
export function activityDay(daysAgo: number): ActivityDay {
  const offset = activityDayOffset(apiProfile, new Date().getTimezoneOffset())
  // The wall clock of that offset, read through the UTC fields.
  const d = new Date(Date.now() - offset * 60_000)
  d.setUTCDate(d.getUTCDate() - daysAgo)
  const p = (x: number) => String(x).padStart(2, '0')
  const [y, m, day] = [d.getUTCFullYear(), p(d.getUTCMonth() + 1), p(d.getUTCDate())]
  return { iso: `${y}-${m}-${day}`, url: `${m}-${day}-${y}`, offset }
}

/** The range the API takes for the whole day (as the page asks for it). */
export function dayRange(day: ActivityDay): { start: string; end: string } {
  const [y, m, d] = day.iso.split('-').map(Number) as [number, number, number]
  const startMs = Date.UTC(y, m - 1, d) + day.offset * 60_000
  return { start: new Date(startMs - 1).toISOString(), end: new Date(startMs + 86_400_000 - 1).toISOString() }
}

/** The child's items of the day as the fake server now has them: id (lower case) → flagged. */
export async function itemsOnServer(childId: string, day: ActivityDay): Promise<Map<string, boolean>> {
  const reply = await call<{ items: { id: string; flagged: boolean }[] }>(
    'UserActivityFeed',
    { userId: childId.toUpperCase(), range: dayRange(day) },
    { token: readAdminToken() ?? '' },
  )
  if (reply.status !== 200) throw new Error(`UserActivityFeed failed with ${reply.status}`)
  return new Map(reply.body.items.map((item) => [item.id.toLowerCase(), item.flagged]))
}

/**
 * Fills the activity day `daysAgo` days back with exactly `screenshots` screenshots and `lines`
 * typed-text lines of the demo's first child with a Mac (whatever that day held goes).
 */
export async function seedBusyDay(app: App, daysAgo: number, screenshots: number, lines: number): Promise<{ childId: string; urlDate: string }> {
  const day = activityDay(daysAgo)
  const { control } = app.fake
  if (!control.seedBusyDay) throw new Error('this fake server cannot seed a busy day')
  const { childId } = await control.seedBusyDay({ date: day.iso, screenshots, lines, jsTimezoneOffsetMinutes: day.offset })
  return { childId: childId.toLowerCase(), urlDate: day.url }
}

/** Opens `path` signed in, with the activity notice already acknowledged. */
export function openAcknowledged(path: string, options: OpenAppOptions = {}): Promise<App> {
  window.localStorage.setItem(noticeKey, '1')
  return openApp(path, options)
}

export interface BusyDay {
  readonly app: App
  readonly childId: string
  readonly urlDate: string
  /** The day page's address. */
  readonly path: string
}

/** Seeds a busy day `daysAgo` days back (notice acknowledged) and opens its page, its first item shown. */
export async function openBusyDay(daysAgo: number, screenshots: number, lines: number, options: OpenAppOptions = {}): Promise<BusyDay> {
  const app = await openAcknowledged('/children', options)
  const { childId, urlDate } = await seedBusyDay(app, daysAgo, screenshots, lines)
  const path = `/children/${childId}/activity/${urlDate}`
  await app.open(path)
  await screen.findAllByRole('article')
  return { app, childId, urlDate, path }
}

/** The feed's rendered items, in order. */
export const items = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('article[data-item-id]')]
export const ids = (): string[] => items().map((item) => item.dataset.itemId ?? '')
/** The rendered item of that id, or null. */
export const itemOf = (id: string | null | undefined): HTMLElement | null =>
  id ? document.querySelector<HTMLElement>(`article[data-item-id="${CSS.escape(id)}"]`) : null
/** The id of the item holding focus, or null. */
export const focusedItemId = (): string | null => (document.activeElement as HTMLElement | null)?.dataset.itemId ?? null
/** Whether a Flag button says pressed. */
export const pressed = (button: HTMLElement): string | null => button.getAttribute('aria-pressed')

/** The day page's "N out of M items reviewed". */
export function progressOf(): { reviewed: number; total: number } {
  const text = screen.getByText(/\d+ out of \d+ items reviewed/).textContent ?? ''
  const m = /(\d+) out of (\d+) items reviewed/.exec(text)
  if (!m) throw new Error(`no progress in "${text}"`)
  return { reviewed: Number(m[1]), total: Number(m[2]) }
}

/** Reloads the page and waits for the feed (or the caught-up state) to come back from the server. */
export async function reloadFeed(app: App): Promise<void> {
  await app.reload()
  await screen.findByText(/\d+ out of \d+ items reviewed/)
}

/** The summaries' card of the day (its link), or undefined. */
export const dayCard = (urlDate: string): HTMLElement | undefined =>
  screen.queryAllByRole('link').find((link) => link.getAttribute('href')?.endsWith(`/activity/${urlDate}`))

/**
 * Scrolls down the (windowed) feed a screen at a time until `find` finds something rendered (the
 * rows have their estimated heights here: there is no layout).
 */
export function scrollUntilPresent<T>(find: () => T | null): T {
  for (let i = 0; i < 300; i++) {
    const found = find()
    if (found) return found
    // happy-dom moves the scroll position without telling anyone: the scroll event is the browser's part.
    act(() => {
      window.scrollBy(0, window.innerHeight)
      window.dispatchEvent(new Event('scroll'))
    })
  }
  const found = find()
  if (!found) throw new Error(`not in the feed after scrolling to ${window.scrollY} px (${items().length} items rendered)`)
  return found
}

/**
 * What a browser does with Esc over a modal dialog, which happy-dom leaves out: the top open
 * dialog gets a `cancel` event and closes unless the page prevents it. Returns the undoing.
 */
export function escClosesModalDialogs(): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    const dialog = [...document.querySelectorAll('dialog')].filter((d) => d.open).at(-1)
    if (!dialog) return
    const cancel = new Event('cancel', { cancelable: true })
    act(() => {
      if (dialog.dispatchEvent(cancel)) dialog.close()
    })
  }
  window.addEventListener('keydown', onKey)
  return () => window.removeEventListener('keydown', onKey)
}

/** Scrolls the page back to its top (and says so, as a browser does). */
export function scrollToTop(): void {
  act(() => {
    window.scrollTo(0, 0)
    window.dispatchEvent(new Event('scroll'))
  })
}

/** Records the flag and delete requests the page sends (their operation names). */
export function recordReviewRequests(): { readonly sent: string[]; stop(): void } {
  const sent: string[] = []
  const real = globalThis.fetch
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (/\/pairql\/dashboard\/(DeleteActivityItems|FlagActivityItems)/.test(url)) sent.push(url)
    return real(input, init)
  })
  return { sent, stop: () => spy.mockRestore() }
}

/** Waits until the page's answer of `operation` has come back (a promise settled by the fetch itself). */
export function answerOf(operation: string): Promise<void> {
  const real = globalThis.fetch
  return new Promise((resolve) => {
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input)
      const response = await real(input, init)
      if (url.endsWith(`/pairql/dashboard/${operation}`)) {
        spy.mockRestore()
        // The body read too, as the page reads it.
        await response.clone().text()
        resolve()
      }
      return response
    })
  })
}

/** Expects the element to be in the document and not hidden. */
export function expectShown(element: HTMLElement | null | undefined): void {
  expect(element?.isConnected, 'in the document').toBe(true)
  expect(element?.closest('[hidden]'), 'not hidden').toBeNull()
}
