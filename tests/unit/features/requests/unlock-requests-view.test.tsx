// @vitest-environment happy-dom
/**
 * The unlock requests list from plain props: pending first then newest, with the pending count,
 * Deny and Accept → links named for the child and the address, one child's pending requests for
 * the same site shown together, decided ones saying how; the empty list; loading; the failure
 * with Try again and Contact support, and a failed refresh above the list kept.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { UnlockRequest } from '@domain/api/wire'
import { UnlockRequestsView } from '../../../../src/features/requests/UnlockRequestsView'
import { renderInRouter } from '../../support/render'

const maya = 'C0000000-0000-4000-8000-000000000001'
const request = (n: number, minute: number, extra: Record<string, unknown>) =>
  UnlockRequest.parse({
    id: `AB000000-0000-4000-8000-00000000000${n}`,
    userId: maya,
    userName: 'Maya',
    status: 'pending',
    appCategories: [],
    createdAt: `2025-09-02T15:${String(minute).padStart(2, '0')}:00Z`,
    ...extra,
  })
const decided = request(1, 50, { url: 'https://games.example.org/play', status: 'rejected' })
const lone = request(2, 10, { url: 'https://khanacademy.org/math', requestComment: 'homework' })
const mapsA = request(3, 20, { url: 'https://maps.google.com/x' })
const mapsB = request(4, 30, { domain: 'www.google.com' })
const loaded = (data: readonly UnlockRequest[] | undefined, error?: unknown) => ({
  data,
  error: error as never,
  refetch: vi.fn(() => Promise.resolve()),
})
const failure = { type: 'serverError', debugMessage: 'boom' } as never

/** The items of a list, not those of the lists inside them. */
const itemsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)

describe('Unlock requests list', () => {
  it('pending groups first, newest first, then decided; the count of pending; the comment', async () => {
    await renderInRouter(
      <UnlockRequestsView timeZone="UTC" title="Unlock requests" empty="No unlock requests" requests={loaded([decided, lone, mapsA, mapsB])} />,
    )
    const heading = screen.getByRole('heading', { level: 1, name: 'Unlock requests' })
    expect(heading.parentElement?.textContent).toBe('Unlock requests3 pending')
    const items = itemsOf(screen.getByRole('list', { name: 'Unlock requests' }))
    expect(items).toHaveLength(3)
    expect(within(items[0]!).getByText(/^2 requests from Maya for google.com/).textContent).toBe(
      '2 requests from Maya for google.com · accepting one accepts all, with one key',
    )
    const group = within(items[0]!).getByRole('list', { name: 'Requests for google.com' })
    expect(itemsOf(group).map((card) => within(card).getByText(/google\.com/).textContent)).toEqual(['www.google.com', 'maps.google.com/x'])
    expect(within(items[1]!).getByText('khanacademy.org/math')).toBeTruthy()
    expect(within(items[1]!).getByText('“homework”')).toBeTruthy()
    expect(within(items[2]!).getByText('Unlock request rejected')).toBeTruthy()
    expect(within(items[2]!).queryByRole('link')).toBeNull()
  })

  it('each card says when, on the parent’s clock: the day turns at their midnight', async () => {
    await renderInRouter(
      <UnlockRequestsView timeZone="Pacific/Auckland" title="Unlock requests" empty="No unlock requests" requests={loaded([lone])} />,
    )
    expect(screen.getByText('Wed, Sep 3, 3:10 AM', { selector: 'time' })).toBeTruthy()
  })

  it('Deny and Accept → lead to the request’s own pages, named for screen readers', async () => {
    await renderInRouter(<UnlockRequestsView timeZone="UTC" title="Unlock requests" empty="No unlock requests" requests={loaded([lone])} />)
    const base = `/children/${maya.toLowerCase()}/unlock-requests/ab000000-0000-4000-8000-000000000002`
    const deny = screen.getByRole('link', { name: 'Deny Maya’s request for khanacademy.org/math' })
    expect(deny.textContent).toBe('Deny')
    expect(deny.getAttribute('href')).toBe(`${base}/deny`)
    const accept = screen.getByRole('link', { name: 'Accept Maya’s request for khanacademy.org/math' })
    expect(accept.textContent).toBe('Accept →')
    expect(accept.getAttribute('href')).toBe(`${base}/review`)
  })

  it('no requests: the empty state’s title, and no pending badge', async () => {
    await renderInRouter(
      <UnlockRequestsView timeZone="UTC" title="Maya’s unlock requests" empty="No unlock requests for this child" requests={loaded([])} />,
    )
    const heading = screen.getByRole('heading', { level: 1, name: 'Maya’s unlock requests' })
    expect(screen.getByText('No unlock requests for this child')).toBeTruthy()
    expect(heading.parentElement?.textContent).toBe('Maya’s unlock requests')
    expect(screen.queryByText(/pending$/)).toBeNull()
  })

  it('loading says so to screen readers', async () => {
    await renderInRouter(<UnlockRequestsView timeZone="UTC" title="Unlock requests" empty="No unlock requests" requests={loaded(undefined)} />)
    expect(screen.getByRole('status').textContent).toBe('Loading unlock requests…')
  })

  it('a failure with nothing to show: Try again calls back, and Contact support', async () => {
    const user = userEvent.setup()
    const requests = loaded(undefined, failure)
    await renderInRouter(<UnlockRequestsView timeZone="UTC" title="Unlock requests" empty="No unlock requests" requests={requests} />)
    const alert = screen.getByRole('alert')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(requests.refetch).toHaveBeenCalledTimes(1)
    expect(within(alert).getByRole('link', { name: /Contact support/ })).toBeTruthy()
  })

  it('a failed refresh keeps the list under a notice with Try again', async () => {
    const user = userEvent.setup()
    const requests = loaded([lone], failure)
    await renderInRouter(<UnlockRequestsView timeZone="UTC" title="Unlock requests" empty="No unlock requests" requests={requests} />)
    const notice = screen.getByRole('status')
    expect(notice.textContent).toContain('Couldn’t refresh')
    expect(within(screen.getByRole('list', { name: 'Unlock requests' })).getByText('khanacademy.org/math')).toBeTruthy()
    await user.click(within(notice).getByRole('button', { name: 'Try again' }))
    expect(requests.refetch).toHaveBeenCalledTimes(1)
  })
})
