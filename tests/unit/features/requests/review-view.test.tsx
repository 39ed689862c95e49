// @vitest-environment happy-dom
/**
 * An unlock request's review page from plain props: the facts with Deny (a link to the deny page)
 * and Accept, which waits for the child's keychains, says what to do when there are none, and
 * offers Try again when they failed to load; a request decided already goes to its own page; the
 * request loading; its failure with Try again and Contact support; a failed refresh above it.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { UnlockRequest, type UserKeychainSummary } from '@domain/api/wire'
import { ReviewView, type ReviewViewProps } from '../../../../src/features/requests/ReviewView'
import { renderInRouter } from '../../support/render'
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
    timeZone: 'UTC',
    ...overrides,
  }
}

describe('Unlock request review', () => {
  it('the facts, Deny as a link to the deny page, and Accept handed over', async () => {
    const user = userEvent.setup()
    const p = props()
    await renderInRouter(<ReviewView {...p} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Unlock request' })).toBeTruthy()
    expect(screen.getByText('“homework”')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Deny' }).getAttribute('href')).toBe(`/children/${userId}/unlock-requests/${id}/deny`)
    const accept = screen.getByRole('button', { name: 'Accept' })
    expect(accept).toHaveProperty('disabled', false)
    await user.click(accept)
    expect(p.onAccept).toHaveBeenCalledTimes(1)
  })

  it('no keychain made by this parent: says what to do first, and Accept is off', async () => {
    await renderInRouter(<ReviewView {...props({ keychains: loadable<readonly UserKeychainSummary[]>([]) })} />)
    expect(screen.getByText(/^Before you can accept this unlock request, Maya needs to have at least one keychain created by you/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Add a keychain to Maya' }).getAttribute('href')).toBe(`/children/${userId}`)
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', true)
  })

  it('the keychains loading, then failing: Accept waits, and Try again asks for them again', async () => {
    const user = userEvent.setup()
    const loading = await renderInRouter(<ReviewView {...props({ keychains: loadable<readonly UserKeychainSummary[]>(undefined) })} />)
    expect(screen.getByRole('status').textContent).toBe('Loading keychains…')
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', true)
    loading.unmount()
    const keychains = loadable<readonly UserKeychainSummary[]>(undefined, failure)
    await renderInRouter(<ReviewView {...props({ keychains })} />)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Could not load Maya’s keychains.')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(keychains.refetch).toHaveBeenCalledTimes(1)
  })

  it('a request decided already goes to its own page', async () => {
    const decided = UnlockRequest.parse({ ...pending, status: 'accepted' })
    await renderInRouter(<ReviewView {...props({ request: loadable(decided) })} />)
    expect(await screen.findByText('elsewhere')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Unlock request' })).toBeNull()
  })

  itDrawsTheRequestStates(
    (request) => <ReviewView {...props({ request })} />,
    pending,
    () => screen.queryByText('“homework”'),
  )
})
