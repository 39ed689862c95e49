// @vitest-environment happy-dom
/**
 * An unlock request's deny page from plain props: the facts, the comment for the child handed
 * over as typed, Back to the review, Deny; a failed denial says so and can be sent again (the
 * request, decided meanwhile, does not send the parent away); a request decided already goes
 * to its own page; the request loading; its failure with Try again and Contact support; a failed
 * refresh above it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { UnlockRequest } from '@domain/api/wire'
import { DenyView, type DenyViewProps } from '../../../../src/features/requests/DenyView'
import { byText, click, render, type Rendered } from '../home/render'

const userId = 'c0000000-0000-4000-8000-000000000001'
const id = 'ab000000-0000-4000-8000-000000000002'
const pending = UnlockRequest.parse({
  id: id.toUpperCase(),
  userId: userId.toUpperCase(),
  userName: 'Maya',
  status: 'pending',
  appCategories: [],
  url: 'https://games.example.org/play',
  createdAt: '2025-09-02T15:10:00Z',
})
const loadable = (data: UnlockRequest | undefined, error?: unknown) => ({ data, error: error as never, refetch: vi.fn(() => Promise.resolve()) })
const failure = { type: 'serverError', debugMessage: 'boom' }

function props(overrides: Partial<DenyViewProps> = {}): DenyViewProps {
  return { userId, id, request: loadable(pending), comment: '', onComment: vi.fn(), phase: 'idle', onDeny: vi.fn(), ...overrides }
}

let shown: Rendered | undefined
afterEach(() => shown?.unmount())

describe('Deny unlock request', () => {
  it('the facts, the comment handed over as typed, Back to the review, and Deny', async () => {
    const p = props()
    shown = await render(<DenyView {...p} />)
    const { container } = shown
    expect(byText(container, 'h1', 'Deny unlock request')).toBeTruthy()
    expect(container.querySelector('.request-facts')?.textContent).toContain('Maya')
    expect(byText(container, 'label', /Comment for Maya/).textContent).toContain('*optional')
    const field = container.querySelector<HTMLTextAreaElement>('textarea')!
    await act(() => {
      // The prototype's setter, as typing does: React's own tracker on the element then sees a change.
      Reflect.set(HTMLTextAreaElement.prototype, 'value', 'Not during homework', field)
      field.dispatchEvent(new Event('input', { bubbles: true }))
      return Promise.resolve()
    })
    expect(p.onComment).toHaveBeenLastCalledWith('Not during homework')
    expect(byText(container, 'a', 'Back').getAttribute('href')).toBe(`/children/${userId}/unlock-requests/${id}/review`)
    await click(byText(container, 'button', 'Deny'))
    expect(p.onDeny).toHaveBeenCalledTimes(1)
    expect(container.querySelector('[role="alert"]')).toBeNull()
  })

  it('a failed denial says so and stays to be sent again, even once the request is decided', async () => {
    const p = props({ phase: 'failed', comment: 'Not now', request: loadable(UnlockRequest.parse({ ...pending, status: 'rejected' })) })
    shown = await render(<DenyView {...p} />)
    const { container } = shown
    expect(byText(container, '[role="alert"]', 'Error denying unlock request')).toBeTruthy()
    expect(container.querySelector('textarea')?.value).toBe('Not now')
    await click(byText(container, 'button', 'Deny'))
    expect(p.onDeny).toHaveBeenCalledTimes(1)
  })

  it('a request decided already goes to its own page', async () => {
    shown = await render(<DenyView {...props({ request: loadable(UnlockRequest.parse({ ...pending, status: 'accepted' })) })} />)
    await vi.waitFor(() => expect(shown?.container.textContent).toBe('elsewhere'))
  })

  it('the request loading, then its failure with Try again and Contact support', async () => {
    shown = await render(<DenyView {...props({ request: loadable(undefined) })} />)
    expect(byText(shown.container, '[role="status"]', 'Loading unlock request…')).toBeTruthy()
    shown.unmount()
    const request = loadable(undefined, failure)
    shown = await render(<DenyView {...props({ request })} />)
    expect(shown.container.querySelector('[role="alert"] h1')).not.toBeNull()
    await click(byText(shown.container, 'button', 'Try again'))
    expect(request.refetch).toHaveBeenCalledTimes(1)
    expect(byText(shown.container, 'a', /Contact support/)).toBeTruthy()
  })

  it('a failed refresh: a notice with Try again above the form it still shows', async () => {
    const request = loadable(pending, failure)
    shown = await render(<DenyView {...props({ request })} />)
    expect(shown.container.querySelector('.refresh-failed')?.textContent).toContain('Couldn’t refresh')
    expect(shown.container.querySelector('textarea')).not.toBeNull()
    await click(byText(shown.container, '.refresh-failed button', 'Try again'))
    expect(request.refetch).toHaveBeenCalledTimes(1)
  })
})
