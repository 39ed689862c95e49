// @vitest-environment happy-dom
/**
 * The two weeks' panel from plain props, with its days in each state: a loaded day shows in the
 * heatmap and the "May need a look" list, a day on its way says "Loading…", a failed one
 * "Couldn’t load this day"; search results say "so far" while days are still on their way, and
 * the search says where it found nothing.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { defaultReviewPreferences } from '@domain/activity/review-item'
import { addDays, parseUrlDate } from '@domain/calendar/dates'
import type { ActivityFeed } from '@domain/api/wire'
import type { QueryResult } from '../../../../../src/data/engine'
import { windowResult } from '../../../../../src/data/window'
import { WindowPanel, type WindowPanelProps } from '../../../../../src/features/activity/review/WindowPanel'
import { renderInRouter } from '../../../support/render'
import { childA, hour, shot, typed } from '../../../support/review-items'

const today = parseUrlDate('03-14-2026')!
const days = [today, addDays(today, -1), addDays(today, -2)]
const morning = Date.UTC(2026, 2, 14, 10)
const feed: ActivityFeed = {
  userName: 'Maya',
  showSuspensionActivity: true,
  numDeleted: 0,
  items: [typed(1, morning, 'Safari', 'how to build a redstone farm').item, shot(2, morning + hour).item],
}

const read = (status: QueryResult<ActivityFeed>['status'], data?: ActivityFeed): QueryResult<ActivityFeed> => ({
  status,
  data,
  error: undefined,
  isFetching: status === 'loading',
  updatedAt: undefined,
  fromDevice: false,
  refetch: vi.fn(() => Promise.resolve()),
})

async function renderPanel(statuses: QueryResult<ActivityFeed>[], query = '') {
  const props: WindowPanelProps = {
    userId: childA,
    offset: 0,
    days,
    reads: windowResult(['a', 'b', 'c'], statuses, null),
    children: [],
    securityEvents: [],
    unlockRequests: [],
    preferences: defaultReviewPreferences,
    query,
  }
  return renderInRouter(<WindowPanel {...props} />)
}

const heatRow = (day: string) => screen.getByRole('rowheader', { name: day }).closest('tr')!

describe('the two weeks’ panel', () => {
  it('shows a loaded day, a day on its way and a failed day each as such', async () => {
    await renderPanel([read('success', feed), read('loading'), read('error')])
    expect(within(heatRow('Sat, Mar 14')).getByRole('link', { name: /^Sat, Mar 14, 10 AM: 1 unreviewed item, 1 may need a look$/ })).toBeTruthy()
    expect(within(heatRow('Fri, Mar 13')).getByText('Loading…')).toBeTruthy()
    expect(within(heatRow('Thu, Mar 12')).getByText('Couldn’t load this day')).toBeTruthy()
    const list = screen.getByRole('region', { name: /^May need a look/ })
    expect(within(list).getByRole('heading').textContent).toBe('May need a look (1)')
    expect(within(list).getByText('Typed what looks like a search')).toBeTruthy()
  })

  it('says its results are so far while days are on their way, and where it found nothing', async () => {
    const { unmount } = await renderPanel([read('success', feed), read('loading'), read('success', { ...feed, items: [] })], 'redstone')
    expect(screen.getByRole('heading', { name: '1 result for “redstone” so far' })).toBeTruthy()
    unmount()
    await renderPanel([read('success', feed), read('loading'), read('error')], 'volcano')
    expect(screen.getByRole('heading', { name: 'No typed text or app matches “volcano” in the days loaded so far' })).toBeTruthy()
  })

  it('says nothing of "so far" once every day has settled; a result opens its day at the item', async () => {
    await renderPanel([read('success', feed), read('success', { ...feed, items: [] }), read('success', { ...feed, items: [] })], 'redstone')
    expect(screen.getByRole('heading', { name: '1 result for “redstone”' })).toBeTruthy()
    expect(
      within(screen.getByRole('region', { name: /^1 result/ }))
        .getByRole('link', { name: /how to build a redstone farm/ })
        .getAttribute('href'),
    ).toContain(`/children/${childA}/activity/03-14-2026?item=`)
    expect(screen.queryByText('Loading…')).toBeNull()
  })
})
