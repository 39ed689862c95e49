// @vitest-environment happy-dom
/**
 * An unlock request's review page from plain props: the facts with Deny (a link to the deny page)
 * and Accept, which waits for the child's keychains, says what to do when there are none, and
 * offers Try again when they failed to load; a request decided already goes to its own page; the
 * request loading; its failure with Try again and Contact support; a failed refresh above it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UnlockRequest, type UserKeychainSummary } from '@domain/api/wire'
import { ReviewView, type ReviewViewProps } from '../../../../src/features/requests/ReviewView'
import { byText, click, render, type Rendered } from '../home/render'
import { failure, itDrawsTheRequestStates, loadable } from './request-page-states'

const userId = 'c0000000-0000-4000-8000-000000000001'
const id = 'ab000000-0000-4000-8000-000000000002'
const pending = UnlockRequest.parse({
  id: id.toUpperCase(),
  userId: userId.toUpperCase(),
  userName: 'Maya',
  status: 'pending',
  appCategories: [],
  url: 'https://khanacademy.org/math',
  requestComment: 'homework',
  createdAt: '2025-09-02T15:10:00Z',
})
const keychain = { id: 'B0000000-0000-4000-8000-000000000001', name: 'Maya’s Keychain' } as unknown as UserKeychainSummary

function props(overrides: Partial<ReviewViewProps> = {}): ReviewViewProps {
  return {
    userId,
    id,
    request: loadable(pending),
    keychains: loadable<readonly UserKeychainSummary[]>([keychain]),
    childName: 'Maya',
    onAccept: vi.fn(),
    ...overrides,
  }
}

let shown: Rendered | undefined
afterEach(() => shown?.unmount())

describe('Unlock request review', () => {
  it('the facts, Deny as a link to the deny page, and Accept handed over', async () => {
    const p = props()
    shown = await render(<ReviewView {...p} />)
    const { container } = shown
    expect(byText(container, 'h1', 'Unlock request')).toBeTruthy()
    expect(container.querySelector('.request-facts')?.textContent).toContain('“homework”')
    expect(byText(container, 'a', 'Deny').getAttribute('href')).toBe(`/children/${userId}/unlock-requests/${id}/deny`)
    const accept = byText(container, 'button', 'Accept')
    expect(accept.hasAttribute('disabled')).toBe(false)
    await click(accept)
    expect(p.onAccept).toHaveBeenCalledTimes(1)
  })

  it('no keychain made by this parent: says what to do first, and Accept is off', async () => {
    shown = await render(<ReviewView {...props({ keychains: loadable<readonly UserKeychainSummary[]>([]) })} />)
    const { container } = shown
    expect(container.textContent).toContain('Before you can accept this unlock request, Maya needs to have at least one keychain created by you')
    expect(byText(container, 'a', 'Add a keychain to Maya').getAttribute('href')).toBe(`/children/${userId}`)
    expect(byText(container, 'button', 'Accept').hasAttribute('disabled')).toBe(true)
  })

  it('the keychains loading, then failing: Accept waits, and Try again asks for them again', async () => {
    shown = await render(<ReviewView {...props({ keychains: loadable<readonly UserKeychainSummary[]>(undefined) })} />)
    expect(byText(shown.container, '[role="status"]', 'Loading keychains…')).toBeTruthy()
    expect(byText(shown.container, 'button', 'Accept').hasAttribute('disabled')).toBe(true)
    shown.unmount()
    const keychains = loadable<readonly UserKeychainSummary[]>(undefined, failure)
    shown = await render(<ReviewView {...props({ keychains })} />)
    expect(shown.container.querySelector('[role="alert"]')?.textContent).toContain('Could not load Maya’s keychains.')
    await click(byText(shown.container, '[role="alert"] button', 'Try again'))
    expect(keychains.refetch).toHaveBeenCalledTimes(1)
  })

  it('a request decided already goes to its own page', async () => {
    const decided = UnlockRequest.parse({ ...pending, status: 'accepted' })
    shown = await render(<ReviewView {...props({ request: loadable(decided) })} />)
    await shown.wentElsewhere
    expect(shown.container.textContent).toBe('elsewhere')
  })

  itDrawsTheRequestStates((request) => <ReviewView {...props({ request })} />, pending, '.request-facts')
})
