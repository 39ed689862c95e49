// @vitest-environment happy-dom
/**
 * Home's presenters, from plain props: the widgets that show and their texts, the announcement
 * with Dismiss, Deny asking for the comment on the card (Cancel, then a trimmed comment sent),
 * Accept → handing the request to the container instead of following its link, and the states
 * before the widgets (loading, error with Try again and Contact support, welcome, first device).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { homeWidgets } from '@domain/home/widgets'
import { DashboardWidgets } from '@domain/api/wire'
import { HomeView, type HomeWidgetsProps } from '../../../../src/features/home/HomeView'
import { byText, click, render, type Rendered } from './render'

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

let shown: Rendered | undefined
afterEach(() => shown?.unmount())

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
const widgetsView = async (props: HomeWidgetsProps) =>
  (shown = await render(<HomeView state={{ kind: 'widgets' }} onRetry={() => {}} connect={null} page={props} />))

describe('Home widgets', () => {
  it('shows the heading, greeting, notification nudge, two newest requests and the older count', async () => {
    const { container } = await widgetsView(page())
    expect(byText(container, 'h1', 'Dashboard')).toBeTruthy()
    expect(byText(container, 'h2', 'Good afternoon!')).toBeTruthy()
    expect(byText(container, 'h2', 'Create your first notification!')).toBeTruthy()
    const cards = container.querySelectorAll('.home-request')
    expect([...cards].map((c) => c.querySelector('.home-request__target')?.textContent)).toEqual(['site2.example.com', 'site1.example.com'])
    expect(cards[0]!.textContent).toContain('“for school”')
    expect(cards[0]!.textContent).toContain('2 minutes ago')
    expect(byText(container, 'p', 'And 1 older request:')).toBeTruthy()
    expect(container.querySelector('[aria-labelledby="home-shots-title"]')).toBeNull()
  })

  it('lists activity by unreviewed count with links to each child’s activity, and All activity', async () => {
    const { container } = await widgetsView(page())
    const links = [...container.querySelectorAll<HTMLAnchorElement>('.home-count')]
    expect(links.map((a) => a.querySelector('.home-count__name')?.textContent)).toEqual(['Leo', 'Maya'])
    expect(links[0]!.getAttribute('href')).toBe(`/children/${leo.toLowerCase()}/activity`)
    expect(byText(container, 'a', 'All activity').getAttribute('href')).toBe('/children/activity')
  })

  it('words each child’s status with the time it ends', async () => {
    const { container } = await widgetsView(page())
    const statuses = [...container.querySelectorAll('.home-status')].map((s) => s.textContent)
    expect(statuses).toEqual(['MayaFilter suspendedResuming in 7 minutes', 'LeoOffline'])
  })

  it('renders the announcement’s formatting only, and Dismiss hands it to the container', async () => {
    const props = page()
    const { container } = await widgetsView(props)
    const banner = container.querySelector('[aria-label="Announcement"]')!
    expect(banner.querySelector('strong')?.textContent).toBe('things')
    expect(banner.querySelector('script')).toBeNull()
    await click(byText(container, 'button', 'Dismiss'))
    expect(props.onDismissAnnouncement).toHaveBeenCalledWith(data.announcement)
  })

  it('draws the bolt for an announcement without an icon, and the drawing its class names name', async () => {
    const plain = await widgetsView(page())
    expect(plain.container.querySelector('.announcement__icon--bolt')).not.toBeNull()
    plain.unmount()
    const named = await widgetsView({ ...page(), announcement: { ...data.announcement!, icon: 'fa-solid fa-gift' } })
    expect(named.container.querySelector('.announcement__icon--gift')).not.toBeNull()
    expect(named.container.querySelector('.announcement__icon--bolt')).toBeNull()
  })

  it('Deny asks for the comment on the card; Cancel closes it; Deny sends the comment', async () => {
    const props = page()
    const { container } = await widgetsView(props)
    const card = () => container.querySelector<HTMLElement>('.home-request')!
    await click(byText(card(), 'button', 'Deny'))
    const box = card().querySelector('textarea')!
    expect(document.activeElement).toBe(box)
    expect(card().querySelector('label')?.textContent).toContain('Comment for Maya')
    await click(byText(card(), 'button', 'Cancel'))
    expect(card().querySelector('textarea')).toBeNull()
    expect(props.onDeny).not.toHaveBeenCalled()

    await click(byText(card(), 'button', 'Deny'))
    const textarea = card().querySelector('textarea')!
    // React tracks the value it last set: go through the prototype's setter, as typing does.
    const valueSetter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.bind(textarea)
    await act(() => {
      valueSetter?.('not tonight')
      textarea.dispatchEvent(new Event('input', { bubbles: true }))
      return Promise.resolve()
    })
    await act(() => {
      card().querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
      return Promise.resolve()
    })
    expect(props.onDeny).toHaveBeenCalledWith(expect.objectContaining({ id: 'AB000000-0000-4000-8000-000000000002' }), 'not tonight')
  })

  it('Accept → hands the request to the container instead of following its link', async () => {
    const props = page()
    const { container } = await widgetsView(props)
    const accept = byText(container.querySelector<HTMLElement>('.home-request')!, 'a', 'Accept →')
    expect(accept.getAttribute('href')).toBe(`/children/${maya.toLowerCase()}/unlock-requests/ab000000-0000-4000-8000-000000000002`)
    await click(accept)
    expect(props.onAccept).toHaveBeenCalledWith(expect.objectContaining({ id: 'AB000000-0000-4000-8000-000000000002' }))
    expect(container.textContent).not.toContain('elsewhere')
  })

  it('hides the notification nudge once a notification exists, and says when all is reviewed', async () => {
    const caughtUp = { ...data, numAdminNotifications: 1, userActivitySummaries: data.userActivitySummaries.map((s) => ({ ...s, numUnreviewed: 0 })) }
    const { container } = await widgetsView(page({ widgets: homeWidgets(caughtUp) }))
    expect(container.textContent).not.toContain('Create your first notification!')
    expect(byText(container, 'h2', 'You’re all caught up!')).toBeTruthy()
  })
})

describe('Home states', () => {
  it('loading, then the error with Try again and Contact support', async () => {
    shown = await render(<HomeView state="loading" />)
    expect(shown.container.textContent).toContain('Loading your dashboard…')
    shown.unmount()
    const onRetry = vi.fn()
    shown = await render(<HomeView state="error" error={{ type: 'serverError', debugMessage: 'boom' } as never} onRetry={onRetry} />)
    await click(byText(shown.container, 'button', 'Try again'))
    expect(onRetry).toHaveBeenCalled()
    expect(byText(shown.container, 'a', /Contact support/)).toBeTruthy()
  })

  it('the welcome card for a parent with no children, without the page heading', async () => {
    shown = await render(<HomeView state={{ kind: 'noChildren' }} onRetry={() => {}} connect={null} page={page()} />)
    expect(byText(shown.container, 'h1', 'Welcome to the parent website!')).toBeTruthy()
    expect(byText(shown.container, 'a', 'Add a child').getAttribute('href')).toBe('/children/new')
    expect(shown.container.textContent).not.toContain('Dashboard')
  })

  it('the first-device card names the first child and holds the connection panel', async () => {
    shown = await render(
      <HomeView state={{ kind: 'firstDevice', child: { id: maya, name: 'Maya' } }} onRetry={() => {}} connect={<button type="button">Get connection code</button>} page={page()} />,
    )
    expect(byText(shown.container, 'h1', 'Congrats on adding your first child!')).toBeTruthy()
    expect(shown.container.querySelector('.home-underline')?.textContent).toBe('Maya')
    expect(byText(shown.container, 'button', 'Get connection code')).toBeTruthy()
    expect(shown.container.querySelector('.home-count')).toBeNull()
  })
})
