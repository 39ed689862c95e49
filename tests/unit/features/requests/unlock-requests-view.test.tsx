// @vitest-environment happy-dom
/**
 * The unlock requests list from plain props: pending first then newest, with the pending count,
 * Deny and Accept → links named for the child and the address, one child's pending requests for
 * the same site shown together, decided ones saying how; the empty list; loading; the failure
 * with Try again and Contact support, and a failed refresh above the list kept.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UnlockRequest } from '@domain/api/wire'
import { UnlockRequestsView } from '../../../../src/features/requests/UnlockRequestsView'
import { byText, click, render, type Rendered } from '../home/render'

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
const loaded = (data: readonly UnlockRequest[] | undefined, error?: unknown) => ({ data, error: error as never, refetch: vi.fn(() => Promise.resolve()) })
const failure = { type: 'serverError', debugMessage: 'boom' } as never

let shown: Rendered | undefined
afterEach(() => shown?.unmount())

describe('Unlock requests list', () => {
  it('pending groups first, newest first, then decided; the count of pending; the comment', async () => {
    shown = await render(<UnlockRequestsView timeZone="UTC" title="Unlock requests" empty="No unlock requests" requests={loaded([decided, lone, mapsA, mapsB])} />)
    const { container } = shown
    expect(byText(container, 'h1', 'Unlock requests')).toBeTruthy()
    expect(container.querySelector('.page-header .badge')?.textContent).toBe('3 pending')
    const top = container.querySelector('[aria-label="Unlock requests"]')!
    const items = [...top.children]
    expect(items).toHaveLength(3)
    expect(items[0]!.querySelector('.request-group__title')?.textContent).toBe('2 requests from Maya for google.com · accepting one accepts all, with one key')
    expect([...items[0]!.querySelectorAll('.request-card__target')].map((p) => p.textContent)).toEqual(['www.google.com', 'maps.google.com/x'])
    expect(items[1]!.querySelector('.request-card__target')?.textContent).toBe('khanacademy.org/math')
    expect(items[1]!.querySelector('.request-card__comment')?.textContent).toBe('“homework”')
    expect(items[2]!.querySelector('.request-card__status')?.textContent).toBe('Unlock request rejected')
    expect(items[2]!.querySelector('a')).toBeNull()
  })

  it('each card says when, on the parent’s clock: the day turns at their midnight', async () => {
    shown = await render(<UnlockRequestsView timeZone="Pacific/Auckland" title="Unlock requests" empty="No unlock requests" requests={loaded([lone])} />)
    expect(shown.container.querySelector('.request-card time')?.textContent).toBe('Wed, Sep 3, 3:10 AM')
  })

  it('Deny and Accept → lead to the request’s own pages, named for screen readers', async () => {
    shown = await render(<UnlockRequestsView timeZone="UTC" title="Unlock requests" empty="No unlock requests" requests={loaded([lone])} />)
    const { container } = shown
    const base = `/children/${maya.toLowerCase()}/unlock-requests/ab000000-0000-4000-8000-000000000002`
    const deny = byText(container, 'a', 'Deny')
    expect(deny.getAttribute('aria-label')).toBe('Deny Maya’s request for khanacademy.org/math')
    expect(deny.getAttribute('href')).toBe(`${base}/deny`)
    const accept = byText(container, 'a', 'Accept →')
    expect(accept.getAttribute('aria-label')).toBe('Accept Maya’s request for khanacademy.org/math')
    expect(accept.getAttribute('href')).toBe(`${base}/review`)
  })

  it('no requests: the empty state’s title, and no pending badge', async () => {
    shown = await render(<UnlockRequestsView timeZone="UTC" title="Maya’s unlock requests" empty="No unlock requests for this child" requests={loaded([])} />)
    const { container } = shown
    expect(byText(container, 'h1', 'Maya’s unlock requests')).toBeTruthy()
    expect(container.textContent).toContain('No unlock requests for this child')
    expect(container.querySelector('.badge')).toBeNull()
  })

  it('loading says so to screen readers', async () => {
    shown = await render(<UnlockRequestsView timeZone="UTC" title="Unlock requests" empty="No unlock requests" requests={loaded(undefined)} />)
    expect(shown.container.querySelector('[role="status"]')?.textContent).toBe('Loading unlock requests…')
  })

  it('a failure with nothing to show: Try again calls back, and Contact support', async () => {
    const requests = loaded(undefined, failure)
    shown = await render(<UnlockRequestsView timeZone="UTC" title="Unlock requests" empty="No unlock requests" requests={requests} />)
    const { container } = shown
    expect(container.querySelector('[role="alert"]')).not.toBeNull()
    await click(byText(container, 'button', 'Try again'))
    expect(requests.refetch).toHaveBeenCalledTimes(1)
    expect(byText(container, 'a', /Contact support/)).toBeTruthy()
  })

  it('a failed refresh keeps the list under a notice with Try again', async () => {
    const requests = loaded([lone], failure)
    shown = await render(<UnlockRequestsView timeZone="UTC" title="Unlock requests" empty="No unlock requests" requests={requests} />)
    const { container } = shown
    expect(container.querySelector('.refresh-failed')?.textContent).toContain('Couldn’t refresh')
    expect(container.querySelector('.request-card__target')?.textContent).toBe('khanacademy.org/math')
    await click(byText(container, 'button', 'Try again'))
    expect(requests.refetch).toHaveBeenCalledTimes(1)
  })
})
