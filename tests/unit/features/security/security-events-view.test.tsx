// @vitest-environment happy-dom
/**
 * The security events page from plain props: events by day, newest first, the ones that need
 * attention marked and summed up with a button that shows them, the filters (child, kind) handed
 * to the container, an account event's IP address with its place, no events, no match with
 * Show all events, loading, and the failure with Try again and Contact support.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SecurityEvent } from '@domain/api/wire'
import { type FeedSearch, SecurityEventsView } from '../../../../src/features/security/SecurityEventsView'
import { renderInRouter, wholeText } from '../../support/render'

const maya = 'C0000000-0000-4000-8000-000000000001'
const leo = 'C0000000-0000-4000-8000-000000000002'
const nowMs = Date.parse('2025-09-02T15:30:00Z')
const at = (hoursAgo: number) => new Date(nowMs - hoursAgo * 3_600_000).toISOString().replace('.000Z', 'Z')
const childEvent = (n: number, childId: string, childName: string, event: string, hoursAgo: number) =>
  SecurityEvent.parse({
    case: 'child',
    id: `E0000000-0000-4000-8000-00000000000${n}`,
    childId,
    childName,
    deviceId: `D2000000-0000-4000-8000-00000000000${n}`,
    deviceName: `${childName}’s Mac`,
    event,
    explanation: `What ${event} means.`,
    createdAt: at(hoursAgo),
  })
const appQuit = childEvent(1, maya, 'Maya', 'App quit', 1)
const leoLogin = childEvent(2, leo, 'Leo', 'App launched', 30)
const failedLogin = SecurityEvent.parse({
  case: 'admin',
  id: 'E0000000-0000-4000-8000-000000000003',
  event: 'Failed login',
  explanation: 'Someone typed a wrong password.',
  ipAddress: '203.0.113.9',
  createdAt: at(2),
})
const events = [leoLogin, appQuit, failedLogin]
const loaded = (data: readonly SecurityEvent[] | undefined, error?: unknown) => ({
  data,
  error: error as never,
  refetch: vi.fn(() => Promise.resolve()),
})

async function view(search: FeedSearch = {}, feed = loaded(events), timeZone = 'UTC') {
  const props = {
    feed,
    search,
    nowMs,
    timeZone,
    onFilter: vi.fn(),
    ipAddress: vi.fn((ip: string) => <code>{ip} (Lyon)</code>),
  }
  const rendered = await renderInRouter(<SecurityEventsView {...props} />)
  return { props, rendered }
}
const filters = () => screen.getByRole('form', { name: 'Filter events' })

describe('Security events', () => {
  it('groups events by day, newest first, marks the one needing attention and places the IP', async () => {
    const { props } = await view()
    expect(screen.getByRole('heading', { level: 1, name: 'Security events' })).toBeTruthy()
    const days = [screen.getByRole('region', { name: 'Today' }), screen.getByRole('region', { name: 'Yesterday' })]
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Today', 'Yesterday'])
    expect(
      within(days[0]!)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['App quit', 'Failed login'])
    const quit = within(days[0]!).getByRole('listitem', { name: 'App quit' })
    expect(within(quit).getByText(wholeText('Needs attention: The Gatehouse app was quit'))).toBeTruthy()
    expect(within(quit).getByRole('link', { name: 'Maya' }).getAttribute('href')).toBe(`/children/${maya.toLowerCase()}`)
    expect(within(quit).getByRole('link', { name: 'Maya’s Mac' }).getAttribute('href')).toBe('/devices/d2000000-0000-4000-8000-000000000001')
    expect(props.ipAddress).toHaveBeenCalledWith('203.0.113.9')
    expect(days[0]!.textContent).toContain('Your account · 203.0.113.9 (Lyon)')
    expect(within(filters()).getByText('3 events')).toBeTruthy()
  })

  it('says when in Home’s words, on the parent’s own clock and calendar', async () => {
    const when = () => screen.getAllByRole('listitem').flatMap((card) => [...card.querySelectorAll('time')].map((t) => t.textContent))
    const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    let { rendered } = await view()
    expect(when()).toEqual(['1 hour ago · 2:30 PM', '2 hours ago · 1:30 PM', 'yesterday · 9:30 AM'])
    rendered.unmount()
    // 9:00 PM in Kolkata (UTC+5:30): the same days, other clocks.
    ;({ rendered } = await view({}, loaded(events), 'Asia/Kolkata'))
    expect(when()).toEqual(['1 hour ago · 8:00 PM', '2 hours ago · 7:00 PM', 'yesterday · 3:00 PM'])
    expect(headings()).toEqual(['Today', 'Yesterday'])
    rendered.unmount()
    // 3:30 AM on Wednesday in Auckland (UTC+12): Leo's event, 30 hours ago, was on Monday evening.
    await view({}, loaded(events), 'Pacific/Auckland')
    expect(when()).toEqual(['1 hour ago · 2:30 AM', '2 hours ago · 1:30 AM', 'yesterday · 9:30 PM'])
    expect(headings()).toEqual(['Today', 'Mon, Sep 1'])
  })

  it('sums up what needs attention; Show them asks for that filter', async () => {
    const user = userEvent.setup()
    const { props } = await view()
    const summary = screen.getByRole('status')
    expect(summary.textContent).toContain('2 events need your attention.')
    await user.click(within(summary).getByRole('button', { name: 'Show them' }))
    expect(props.onFilter).toHaveBeenCalledWith({ child: undefined, kind: 'attention' })
  })

  it('the child and kind filters hand the whole filter to the container', async () => {
    const user = userEvent.setup()
    const { props } = await view({ kind: 'child' })
    const child = within(filters()).getByRole('combobox', { name: 'Child' })
    expect(
      within(child)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Everyone', 'Leo', 'Maya'])
    await user.selectOptions(child, 'Leo')
    expect(props.onFilter).toHaveBeenLastCalledWith({ child: leo, kind: 'child' })
    await user.selectOptions(within(filters()).getByRole('combobox', { name: 'Show' }), 'parent')
    expect(props.onFilter).toHaveBeenLastCalledWith({ child: undefined, kind: 'parent' })
  })

  it('filtered by an address id in any case: only that child’s events, counted against all', async () => {
    await view({ child: maya.toLowerCase() })
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['App quit'])
    expect(within(filters()).getByText('1 of 3 events')).toBeTruthy()
    expect(within(filters()).getByRole('combobox', { name: 'Child' })).toHaveProperty('value', maya)
  })

  it('nothing matches: Show all events clears both filters', async () => {
    const user = userEvent.setup()
    const { props } = await view({ child: leo, kind: 'attention' })
    expect(screen.getByRole('heading', { level: 2, name: 'No events match' })).toBeTruthy()
    expect(screen.queryByText(/need(s)? your attention/)).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Show all events' }))
    expect(props.onFilter).toHaveBeenCalledWith({ child: undefined, kind: 'all' })
  })

  it('no events at all: says so without filters', async () => {
    await view({}, loaded([]))
    expect(screen.getByRole('heading', { level: 2, name: 'No security events' })).toBeTruthy()
    expect(screen.queryByRole('form', { name: 'Filter events' })).toBeNull()
  })

  it('loading, then a failure with Try again and Contact support', async () => {
    const user = userEvent.setup()
    const first = await view({}, loaded(undefined))
    expect(screen.getByRole('status').textContent).toBe('Loading security events…')
    first.rendered.unmount()
    const feed = loaded(undefined, { type: 'serverError', debugMessage: 'boom' })
    await view({}, feed)
    const alert = screen.getByRole('alert')
    expect(within(alert).getByRole('heading', { level: 2 })).toBeTruthy()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(feed.refetch).toHaveBeenCalledTimes(1)
    expect(within(alert).getByRole('link', { name: /Contact support/ })).toBeTruthy()
  })
})
