// @vitest-environment happy-dom
/**
 * The security events page from plain props: events by day, newest first, the ones that need
 * attention marked and summed up with a button that shows them, the filters (child, kind) handed
 * to the container, an account event's IP address with its place, no events, no match with
 * Show all events, loading, and the failure with Try again and Contact support.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { SecurityEvent } from '@domain/api/wire'
import { type FeedSearch, SecurityEventsView } from '../../../../src/features/security/SecurityEventsView'
import { byText, click, render, type Rendered } from '../home/render'

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
const loaded = (data: readonly SecurityEvent[] | undefined, error?: unknown) => ({ data, error: error as never, refetch: vi.fn(() => Promise.resolve()) })

let shown: Rendered | undefined
afterEach(() => shown?.unmount())

function view(search: FeedSearch = {}, feed = loaded(events), timeZone = 'UTC') {
  const props = {
    feed,
    search,
    nowMs,
    timeZone,
    onFilter: vi.fn(),
    ipAddress: vi.fn((ip: string) => <code>{ip} (Lyon)</code>),
  }
  return { props, ready: render(<SecurityEventsView {...props} />).then((r) => (shown = r)) }
}

async function choose(select: HTMLSelectElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.bind(select)
  await act(() => {
    setter?.(value)
    select.dispatchEvent(new Event('change', { bubbles: true }))
    return Promise.resolve()
  })
}

describe('Security events', () => {
  it('groups events by day, newest first, marks the one needing attention and places the IP', async () => {
    const { props, ready } = view()
    const { container } = await ready
    expect(byText(container, 'h1', 'Security events')).toBeTruthy()
    const days = [...container.querySelectorAll('section.event-day')]
    expect(days.map((d) => d.querySelector('h2')?.textContent)).toEqual(['Today', 'Yesterday'])
    expect([...days[0]!.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['App quit', 'Failed login'])
    const quit = days[0]!.querySelector('li')!
    expect(quit.querySelector('.event-card__attention')?.textContent).toBe('Needs attention: The Gatehouse app was quit')
    expect(byText(quit, 'a', 'Maya').getAttribute('href')).toBe(`/children/${maya.toLowerCase()}`)
    expect(byText(quit, 'a', 'Maya’s Mac').getAttribute('href')).toBe('/devices/d2000000-0000-4000-8000-000000000001')
    expect(props.ipAddress).toHaveBeenCalledWith('203.0.113.9')
    expect(days[0]!.textContent).toContain('Your account · 203.0.113.9 (Lyon)')
    expect(container.querySelector('.event-filters__count')?.textContent).toBe('3 events')
  })

  it('says when in Home’s words, on the parent’s own clock and calendar', async () => {
    const when = (container: HTMLElement) => [...container.querySelectorAll('time.event-card__time')].map((t) => t.textContent)
    const headings = (container: HTMLElement) => [...container.querySelectorAll('section.event-day h2')].map((h) => h.textContent)
    let rendered = await view().ready
    expect(when(rendered.container)).toEqual(['1 hour ago · 2:30 PM', '2 hours ago · 1:30 PM', 'yesterday · 9:30 AM'])
    rendered.unmount()
    // 9:00 PM in Kolkata (UTC+5:30): the same days, other clocks.
    rendered = await view({}, loaded(events), 'Asia/Kolkata').ready
    expect(when(rendered.container)).toEqual(['1 hour ago · 8:00 PM', '2 hours ago · 7:00 PM', 'yesterday · 3:00 PM'])
    expect(headings(rendered.container)).toEqual(['Today', 'Yesterday'])
    rendered.unmount()
    // 3:30 AM on Wednesday in Auckland (UTC+12): Leo's event, 30 hours ago, was on Monday evening.
    rendered = await view({}, loaded(events), 'Pacific/Auckland').ready
    expect(when(rendered.container)).toEqual(['1 hour ago · 2:30 AM', '2 hours ago · 1:30 AM', 'yesterday · 9:30 PM'])
    expect(headings(rendered.container)).toEqual(['Today', 'Mon, Sep 1'])
  })

  it('sums up what needs attention; Show them asks for that filter', async () => {
    const { props, ready } = view()
    const { container } = await ready
    expect(container.querySelector('.attention-summary')?.textContent).toContain('2 events need your attention.')
    await click(byText(container, 'button', 'Show them'))
    expect(props.onFilter).toHaveBeenCalledWith({ child: undefined, kind: 'attention' })
  })

  it('the child and kind filters hand the whole filter to the container', async () => {
    const { props, ready } = view({ kind: 'child' })
    const { container } = await ready
    const [child, kind] = [...container.querySelectorAll('select')]
    expect([...child!.options].map((o) => o.textContent)).toEqual(['Everyone', 'Leo', 'Maya'])
    await choose(child!, leo)
    expect(props.onFilter).toHaveBeenLastCalledWith({ child: leo, kind: 'child' })
    await choose(kind!, 'parent')
    expect(props.onFilter).toHaveBeenLastCalledWith({ child: undefined, kind: 'parent' })
  })

  it('filtered by an address id in any case: only that child’s events, counted against all', async () => {
    const { ready } = view({ child: maya.toLowerCase() })
    const { container } = await ready
    expect([...container.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['App quit'])
    expect(container.querySelector('.event-filters__count')?.textContent).toBe('1 of 3 events')
    expect(container.querySelector('select')!.value).toBe(maya)
  })

  it('nothing matches: Show all events clears both filters', async () => {
    const { props, ready } = view({ child: leo, kind: 'attention' })
    const { container } = await ready
    expect(byText(container, 'h2', 'No events match')).toBeTruthy()
    expect(container.querySelector('.attention-summary')).toBeNull()
    await click(byText(container, 'button', 'Show all events'))
    expect(props.onFilter).toHaveBeenCalledWith({ child: undefined, kind: 'all' })
  })

  it('no events at all: says so without filters', async () => {
    const { ready } = view({}, loaded([]))
    const { container } = await ready
    expect(byText(container, 'h2', 'No security events')).toBeTruthy()
    expect(container.querySelector('form')).toBeNull()
  })

  it('loading, then a failure with Try again and Contact support', async () => {
    const first = view({}, loaded(undefined))
    await first.ready
    expect(shown!.container.querySelector('[role="status"]')?.textContent).toBe('Loading security events…')
    shown!.unmount()
    const feed = loaded(undefined, { type: 'serverError', debugMessage: 'boom' })
    const { container } = await view({}, feed).ready
    expect(container.querySelector('[role="alert"] h2')).not.toBeNull()
    await click(byText(container, 'button', 'Try again'))
    expect(feed.refetch).toHaveBeenCalledTimes(1)
    expect(byText(container, 'a', /Contact support/)).toBeTruthy()
  })
})
