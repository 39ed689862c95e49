// @vitest-environment happy-dom
/**
 * An activity day from plain props: the day's items under its title with the review progress;
 * Flag and Delete send their actions to the commands it is given; delete-all goes back once the
 * server agreed and the back delay passed (virtual time), and stays after a refusal;
 * reviewer-safe mode handed over; everything reviewed; an address that names no day, with the way
 * back (a child's or every child's); loading; the failure with Try again and Contact support.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { backDelayMs } from '@domain/activity/delete'
import { parseUrlDate } from '@domain/calendar/dates'
import type { ActivityItemId } from '@domain/api/ids'
import type { ActivityFeed, IsoDate, UserActivityItem } from '@domain/api/wire'
import { ActivityDayView, type ActivityDayViewProps } from '../../../../src/features/activity/ActivityDayView'
import { byText, click, render, type Rendered } from '../home/render'

const mayaId = 'C0000000-0000-4000-8000-000000000001'
const date = parseUrlDate('11-17-2026')!
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}` as ActivityItemId
const typed = (n: number, line: string, flagged = false): UserActivityItem => ({
  case: 'keystrokeLine',
  id: id(n),
  ids: [id(n)],
  duringSuspension: false,
  flagged,
  createdAt: `2026-11-17T1${n}:00:00.000Z` as IsoDate,
  deletedAt: undefined,
  appName: 'Notes',
  line,
})
const feed = (items: UserActivityItem[]): ActivityFeed => ({ userName: 'Maya', showSuspensionActivity: true, numDeleted: 0, items })
const loaded = (data: readonly ActivityFeed[] | undefined, error?: unknown) => ({ data, error: error as never, refetch: vi.fn(() => Promise.resolve()) })

function props(overrides: Partial<ActivityDayViewProps> = {}): ActivityDayViewProps {
  return {
    date,
    feeds: loaded([feed([typed(1, 'hello there'), typed(2, 'homework', true)])]),
    offset: 0,
    userId: mayaId,
    commands: { deleteItems: vi.fn(() => Promise.resolve(true)), flagItems: vi.fn() },
    safe: false,
    onSafe: vi.fn(),
    onAllDeleted: vi.fn(),
    ...overrides,
  }
}

let shown: Rendered | undefined
afterEach(() => {
  shown?.unmount()
  vi.useRealTimers()
})

const items = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('article[data-item-id]')]

describe('Activity day', () => {
  it('the day’s items under its title, with the progress and the way back', async () => {
    shown = await render(<ActivityDayView {...props()} />)
    const { container } = shown
    expect(container.querySelector('h1')?.textContent).toMatch(/Nov\w* 17/)
    expect(container.querySelector('.activity-day__progress')?.textContent).not.toBe('')
    expect(items(container).map((a) => a.querySelector('.feed-text__lines')?.textContent)).toEqual(['hello there', 'homework'])
    expect(byText(container, 'a', '← Back').getAttribute('href')).toBe(`/children/${mayaId}/activity`)
  })

  it('Flag and Delete send their actions; a flagged item cannot be deleted', async () => {
    const p = props()
    shown = await render(<ActivityDayView {...p} />)
    const [first, second] = items(shown.container)
    await click(byText(first!, 'button', 'Flag'))
    expect(p.commands.flagItems).toHaveBeenCalledWith(expect.objectContaining({ flagged: true }))
    await click(byText(first!, 'button', 'Delete'))
    expect(p.commands.deleteItems).toHaveBeenCalledTimes(1)
    expect(byText(second!, 'button', 'Delete').hasAttribute('disabled')).toBe(true)
    expect(shown.container.querySelector('[aria-live="polite"].visually-hidden')?.textContent).toBe('Deleted 1 item')
  })

  it('delete-all goes back once the server agreed and the back delay passed; a refusal stays', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const day = [typed(1, 'hello there'), typed(3, 'more')]
    const p = props({ feeds: loaded([feed(day)]) })
    shown = await render(<ActivityDayView {...p} />)
    await click(byText(shown.container, '.activity-day__footer button', /^Delete/))
    expect(p.commands.deleteItems).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(backDelayMs(day) - 1))
    expect(p.onAllDeleted).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(p.onAllDeleted).toHaveBeenCalledTimes(1)
    shown.unmount()
    const refused = props({ feeds: loaded([feed(day)]), commands: { deleteItems: vi.fn(() => Promise.resolve(false)), flagItems: vi.fn() } })
    shown = await render(<ActivityDayView {...refused} />)
    await click(byText(shown.container, '.activity-day__footer button', /^Delete/))
    await act(() => vi.advanceTimersByTimeAsync(backDelayMs(day)))
    expect(refused.onAllDeleted).not.toHaveBeenCalled()
  })

  it('reviewer-safe mode is handed over', async () => {
    const p = props({ safe: true })
    shown = await render(<ActivityDayView {...p} />)
    const toggle = shown.container.querySelector<HTMLElement>('[role="switch"]')!
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    expect(shown.container.querySelector('.activity-day')?.classList.contains('is-safe')).toBe(true)
    await click(toggle)
    expect(p.onSafe).toHaveBeenCalledWith(false)
  })

  it('everything reviewed: All caught up!', async () => {
    shown = await render(<ActivityDayView {...props({ feeds: loaded([feed([])]) })} />)
    expect(byText(shown.container, 'h2', 'All caught up!')).toBeTruthy()
  })

  it('an address that names no day: says so, with the way back to a child’s or every child’s screenshots', async () => {
    const p = props({ date: null })
    shown = await render(<ActivityDayView {...p} />)
    expect(shown.container.textContent).toContain('That day doesn\'t exist')
    expect(byText(shown.container, 'a', 'Back to screenshots').getAttribute('href')).toBe(`/children/${mayaId}/activity`)
    shown.unmount()
    shown = await render(<ActivityDayView {...props({ date: null, userId: null })} />)
    expect(byText(shown.container, 'a', 'Back to screenshots').getAttribute('href')).toBe('/children/activity')
  })

  it('loading, then a failure with Try again and Contact support', async () => {
    shown = await render(<ActivityDayView {...props({ feeds: loaded(undefined) })} />)
    expect(shown.container.querySelector('[role="status"]')?.textContent).toBe('Loading screenshots…')
    shown.unmount()
    const feeds = loaded(undefined, { type: 'serverError', debugMessage: 'boom' })
    shown = await render(<ActivityDayView {...props({ feeds })} />)
    await click(byText(shown.container, 'button', 'Try again'))
    expect(feeds.refetch).toHaveBeenCalledTimes(1)
    expect(byText(shown.container, 'a', /Contact support/)).toBeTruthy()
  })
})
