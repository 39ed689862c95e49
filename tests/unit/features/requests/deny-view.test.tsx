// @vitest-environment happy-dom
/**
 * An unlock request's deny page from plain props: the facts, the comment for the child handed
 * over as typed, Back to the review, Deny; a failed denial says so and can be sent again (the
 * request, decided meanwhile, does not send the parent away); a request decided already goes
 * to its own page; the request loading; its failure with Try again and Contact support; a failed
 * refresh above it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UnlockRequest } from '@domain/api/wire'
import { DenyView, type DenyViewProps } from '../../../../src/features/requests/DenyView'
import { byText, click, render, typeInto, type Rendered } from '../home/render'
import { itDrawsTheRequestStates, loadable } from './request-page-states'

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
    await typeInto(field, 'Not during homework')
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
    await shown.wentElsewhere
    expect(shown.container.textContent).toBe('elsewhere')
  })

  itDrawsTheRequestStates((request) => <DenyView {...props({ request })} />, pending, 'textarea')
})
