// @vitest-environment happy-dom
/**
 * An activity day from plain props: the day's items under its title with the review progress;
 * Flag and Delete send their actions to the commands it is given; delete-all goes back once the
 * server agreed and the back delay passed (virtual time), and stays after a refusal;
 * reviewer-safe mode handed over; everything reviewed; an address that names no day, with the way
 * back (a child's or every child's); loading; the failure with Try again and Contact support.
 */
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { backDelayMs } from '@domain/activity/delete'
import { parseUrlDate } from '@domain/calendar/dates'
import type { ActivityItemId } from '@domain/api/ids'
import type { ActivityFeed, IsoDate, UserActivityItem } from '@domain/api/wire'
import { ActivityDayView, type ActivityDayViewProps } from '../../../../src/features/activity/ActivityDayView'
import { renderInRouter } from '../../support/render'

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
const loaded = (data: readonly ActivityFeed[] | undefined, error?: unknown) => ({
  data,
  error: error as never,
  refetch: vi.fn(() => Promise.resolve()),
})

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

afterEach(() => {
  vi.useRealTimers()
})

const items = () => screen.getAllByRole('article')

describe('Activity day', () => {
  it('the day’s items under its title, with the progress and the way back', async () => {
    await renderInRouter(<ActivityDayView {...props()} />)
    const heading = screen.getByRole('heading', { level: 1 })
    expect(heading.textContent).toMatch(/Nov\w* 17/)
    expect(within(heading.closest('.page') as HTMLElement).getByText(/reviewed/)).toBeTruthy()
    expect(items().map((a) => within(a).getByText(/^(hello there|homework)$/).textContent)).toEqual(['hello there', 'homework'])
    expect(screen.getByRole('link', { name: '← Back' }).getAttribute('href')).toBe(`/children/${mayaId}/activity`)
  })

  it('Flag and Delete send their actions; a flagged item cannot be deleted', async () => {
    const user = userEvent.setup()
    const p = props()
    await renderInRouter(<ActivityDayView {...p} />)
    const [first, second] = items()
    await user.click(within(first!).getByRole('button', { name: 'Flag' }))
    expect(p.commands.flagItems).toHaveBeenCalledWith(expect.objectContaining({ flagged: true }))
    await user.click(within(first!).getByRole('button', { name: 'Delete' }))
    expect(p.commands.deleteItems).toHaveBeenCalledTimes(1)
    expect(within(second!).getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true)
    expect(screen.getByText('Deleted 1 item')).toBeTruthy()
  })

  it('delete-all goes back once the server agreed and the back delay passed; a refusal stays', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    // Testing Library's async steps (user-event's among them) wait on a real timer, which fake
    // timers hold: a plain click here, and virtual time moved by hand.
    const deleteAll = () => act(() => fireEvent.click(screen.getByRole('button', { name: 'Delete all' })))
    const day = [typed(1, 'hello there'), typed(3, 'more')]
    const p = props({ feeds: loaded([feed(day)]) })
    const first = await renderInRouter(<ActivityDayView {...p} />)
    await deleteAll()
    expect(p.commands.deleteItems).toHaveBeenCalledTimes(1)
    await act(() => vi.advanceTimersByTimeAsync(backDelayMs(day) - 1))
    expect(p.onAllDeleted).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(p.onAllDeleted).toHaveBeenCalledTimes(1)
    first.unmount()
    const refused = props({ feeds: loaded([feed(day)]), commands: { deleteItems: vi.fn(() => Promise.resolve(false)), flagItems: vi.fn() } })
    await renderInRouter(<ActivityDayView {...refused} />)
    await deleteAll()
    await act(() => vi.advanceTimersByTimeAsync(backDelayMs(day)))
    expect(refused.onAllDeleted).not.toHaveBeenCalled()
  })

  it('reviewer-safe mode is handed over', async () => {
    const user = userEvent.setup()
    const p = props({ safe: true })
    await renderInRouter(<ActivityDayView {...p} />)
    const toggle = screen.getByRole('switch')
    expect(toggle.getAttribute('aria-checked')).toBe('true')
    expect(toggle.closest('.activity-day')?.classList.contains('is-safe')).toBe(true)
    await user.click(toggle)
    expect(p.onSafe).toHaveBeenCalledWith(false)
  })

  it('everything reviewed: All caught up!', async () => {
    await renderInRouter(<ActivityDayView {...props({ feeds: loaded([feed([])]) })} />)
    expect(screen.getByRole('heading', { level: 2, name: 'All caught up!' })).toBeTruthy()
  })

  it('an address that names no day: says so, with the way back to a child’s or every child’s screenshots', async () => {
    const p = props({ date: null })
    const first = await renderInRouter(<ActivityDayView {...p} />)
    expect(screen.getByText(/That day doesn't exist/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to screenshots' }).getAttribute('href')).toBe(`/children/${mayaId}/activity`)
    first.unmount()
    await renderInRouter(<ActivityDayView {...props({ date: null, userId: null })} />)
    expect(screen.getByRole('link', { name: 'Back to screenshots' }).getAttribute('href')).toBe('/children/activity')
  })

  it('loading, then a failure with Try again and Contact support', async () => {
    const user = userEvent.setup()
    const loading = await renderInRouter(<ActivityDayView {...props({ feeds: loaded(undefined) })} />)
    expect(screen.getByRole('status').textContent).toBe('Loading screenshots…')
    loading.unmount()
    const feeds = loaded(undefined, { type: 'serverError', debugMessage: 'boom' })
    await renderInRouter(<ActivityDayView {...props({ feeds })} />)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(feeds.refetch).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('link', { name: /Contact support/ })).toBeTruthy()
  })
})
