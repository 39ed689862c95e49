// @vitest-environment happy-dom
/**
 * Home's presenters, from plain props: the widgets that show and their texts, the announcement
 * with Dismiss, Deny asking for the comment on the card (Cancel, then a trimmed comment sent),
 * Accept → handing the request to the container instead of following its link, and the states
 * before the widgets (loading, error with Try again and Contact support, welcome, first device).
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { homeWidgets } from '@domain/home/widgets'
import { DashboardWidgets } from '@domain/api/wire'
import { HomeView, type HomeWidgetsProps } from '../../../../src/features/home/HomeView'
import { renderInRouter } from '../../support/render'

const maya = 'C0000000-0000-4000-8000-000000000001'
const leo = 'C0000000-0000-4000-8000-000000000002'
const now = Date.parse('2025-09-02T15:30:00Z')
const request = (n: number, minutesAgo: number, extra: Record<string, unknown> = {}) => ({
  id: `AB000000-0000-4000-8000-00000000000${n}`,
  userId: maya,
  userName: 'Maya',
  target: `https://site${n}.example.com/`,
  createdAt: new Date(now - minutesAgo * 60_000).toISOString().replace('.000Z', 'Z'),
  ...extra,
})
const data = DashboardWidgets.parse({
  users: [
    { id: maya, name: 'Maya', status: { case: 'filterSuspended', resuming: '2025-09-02T15:37:30Z' }, numDevices: 2 },
    { id: leo, name: 'Leo', status: { case: 'offline' }, numDevices: 1 },
  ],
  userActivitySummaries: [
    { id: maya, name: 'Maya', numUnreviewed: 3, numReviewed: 1 },
    { id: leo, name: 'Leo', numUnreviewed: 9, numReviewed: 0 },
  ],
  unlockRequests: [request(1, 30), request(2, 2, { comment: 'for school' }), request(3, 90)],
  recentScreenshots: [],
  numAdminNotifications: 0,
  announcement: { id: 'A1000000-0000-4000-8000-000000000001', html: 'New <b>things</b><script>alert(1)</script>' },
})

function page(overrides: Partial<HomeWidgetsProps> = {}): HomeWidgetsProps {
  return {
    widgets: homeWidgets(data),
    announcement: data.announcement,
    greeting: 'Good afternoon!',
    nowMs: now,
    onAccept: vi.fn(),
    onDeny: vi.fn(() => Promise.resolve(true)),
    onDismissAnnouncement: vi.fn(),
    ...overrides,
  }
}
const widgetsView = (props: HomeWidgetsProps) =>
  renderInRouter(<HomeView state={{ kind: 'widgets' }} onRetry={() => {}} connect={null} page={props} />)
const region = (name: string | RegExp) => screen.getByRole('region', { name })
const requestCards = () => within(region('Unlock requests')).getAllByRole('listitem')

describe('Home widgets', () => {
  it('shows the heading, greeting, notification nudge, two newest requests and the older count', async () => {
    await widgetsView(page())
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Good afternoon!' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Create your first notification!' })).toBeTruthy()
    const cards = requestCards()
    expect(cards.map((card) => within(card).getByText(/^site\d\.example\.com$/).textContent)).toEqual(['site2.example.com', 'site1.example.com'])
    expect(within(cards[0]!).getByText('“for school”')).toBeTruthy()
    expect(within(cards[0]!).getByText('2 minutes ago')).toBeTruthy()
    expect(screen.getByText('And 1 older request:')).toBeTruthy()
    expect(screen.queryByRole('region', { name: /screenshots/i })).toBeNull()
  })

  it('lists activity by unreviewed count with links to each child’s activity, and All activity', async () => {
    await widgetsView(page())
    const links = within(region('Activity')).getAllByRole('link', { name: /unreviewed items$/ })
    expect(links.map((a) => a.textContent)).toEqual(['Leo9unreviewed items', 'Maya3unreviewed items'])
    expect(links[0]!.getAttribute('href')).toBe(`/children/${leo.toLowerCase()}/activity`)
    expect(screen.getByRole('link', { name: 'All activity' }).getAttribute('href')).toBe('/children/activity')
  })

  it('words each child’s status with the time it ends', async () => {
    await widgetsView(page())
    const statuses = within(region('Children'))
      .getAllByRole('listitem')
      .map((s) => s.textContent)
    expect(statuses).toEqual(['MayaFilter suspendedResuming in 7 minutes', 'LeoOffline'])
  })

  it('renders the announcement’s formatting only, and Dismiss hands it to the container', async () => {
    const user = userEvent.setup()
    const props = page()
    await widgetsView(props)
    const banner = region('Announcement')
    expect(within(banner).getByText('things').tagName).toBe('STRONG')
    expect(banner.querySelector('script')).toBeNull()
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }))
    expect(props.onDismissAnnouncement).toHaveBeenCalledWith(data.announcement)
  })

  it('draws the bolt for an announcement without an icon, and the drawing its class names name', async () => {
    const plain = await widgetsView(page())
    expect(region('Announcement').querySelector('.announcement__icon--bolt')).not.toBeNull()
    plain.unmount()
    await widgetsView({ ...page(), announcement: { ...data.announcement!, icon: 'fa-solid fa-gift' } })
    expect(region('Announcement').querySelector('.announcement__icon--gift')).not.toBeNull()
    expect(region('Announcement').querySelector('.announcement__icon--bolt')).toBeNull()
  })

  it('Deny asks for the comment on the card; Cancel closes it; Deny sends the comment', async () => {
    const user = userEvent.setup()
    const props = page()
    await widgetsView(props)
    const card = () => requestCards()[0]!
    await user.click(within(card()).getByRole('button', { name: 'Deny Maya’s request for site2.example.com' }))
    const box = within(card()).getByRole('textbox', { name: /Comment for Maya/ })
    expect(document.activeElement).toBe(box)
    await user.click(within(card()).getByRole('button', { name: 'Cancel' }))
    expect(within(card()).queryByRole('textbox')).toBeNull()
    expect(props.onDeny).not.toHaveBeenCalled()

    await user.click(within(card()).getByRole('button', { name: /^Deny / }))
    await user.type(within(card()).getByRole('textbox', { name: /Comment for Maya/ }), 'not tonight')
    await user.click(within(card()).getByRole('button', { name: 'Deny' }))
    expect(props.onDeny).toHaveBeenCalledWith(expect.objectContaining({ id: 'AB000000-0000-4000-8000-000000000002' }), 'not tonight')
  })

  it('Accept → hands the request to the container instead of following its link', async () => {
    const user = userEvent.setup()
    const props = page()
    await widgetsView(props)
    const accept = within(requestCards()[0]!).getByRole('link', { name: 'Accept Maya’s request for site2.example.com' })
    expect(accept.textContent).toBe('Accept →')
    expect(accept.getAttribute('href')).toBe(`/children/${maya.toLowerCase()}/unlock-requests/ab000000-0000-4000-8000-000000000002`)
    await user.click(accept)
    expect(props.onAccept).toHaveBeenCalledWith(expect.objectContaining({ id: 'AB000000-0000-4000-8000-000000000002' }))
    expect(screen.queryByText('elsewhere')).toBeNull()
  })

  it('hides the notification nudge once a notification exists, and says when all is reviewed', async () => {
    const caughtUp = { ...data, numAdminNotifications: 1, userActivitySummaries: data.userActivitySummaries.map((s) => ({ ...s, numUnreviewed: 0 })) }
    await widgetsView(page({ widgets: homeWidgets(caughtUp) }))
    expect(screen.queryByText('Create your first notification!')).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'You’re all caught up!' })).toBeTruthy()
  })
})

describe('Home states', () => {
  it('loading, then the error with Try again and Contact support', async () => {
    const user = userEvent.setup()
    const loading = await renderInRouter(<HomeView state="loading" />)
    expect(screen.getByText('Loading your dashboard…')).toBeTruthy()
    loading.unmount()
    const onRetry = vi.fn()
    await renderInRouter(<HomeView state="error" error={{ type: 'serverError', debugMessage: 'boom' } as never} onRetry={onRetry} />)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalled()
    expect(screen.getByRole('link', { name: /Contact support/ })).toBeTruthy()
  })

  it('the welcome card for a parent with no children, without the page heading', async () => {
    await renderInRouter(<HomeView state={{ kind: 'noChildren' }} onRetry={() => {}} connect={null} page={page()} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to the parent website!' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Add a child' }).getAttribute('href')).toBe('/children/new')
    expect(screen.queryByText('Dashboard')).toBeNull()
  })

  it('the first-device card names the first child and holds the connection panel', async () => {
    await renderInRouter(
      <HomeView
        state={{ kind: 'firstDevice', child: { id: maya, name: 'Maya' } }}
        onRetry={() => {}}
        connect={<button type="button">Get connection code</button>}
        page={page()}
      />,
    )
    const card = screen.getByRole('region', { name: 'Congrats on adding your first child!' })
    expect(within(card).getByRole('heading', { level: 1 })).toBeTruthy()
    expect(card.querySelector('.home-underline')?.textContent).toBe('Maya')
    expect(within(card).getByRole('button', { name: 'Get connection code' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: /unreviewed items$/ })).toBeNull()
  })
})
