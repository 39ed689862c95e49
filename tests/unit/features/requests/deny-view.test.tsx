// @vitest-environment happy-dom
/**
 * An unlock request's deny page from plain props: the facts, the comment for the child handed
 * over as typed, Back to the review, Deny; after a failed denial (its command's toast says so)
 * the form stays to be sent again (the request, decided meanwhile, does not send the parent away); a request decided already goes
 * to its own page; the request loading; its failure with Try again and Contact support; a failed
 * refresh above it.
 */
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { UnlockRequest } from '@domain/api/wire'
import { DenyView, type DenyViewProps } from '../../../../src/features/requests/DenyView'
import { renderInRouter } from '../../support/render'
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
  return { userId, id, request: loadable(pending), comment: '', onComment: vi.fn(), phase: 'idle', onDeny: vi.fn(), timeZone: 'UTC', ...overrides }
}

describe('Deny unlock request', () => {
  it('the facts, the comment handed over as typed, Back to the review, and Deny', async () => {
    const user = userEvent.setup()
    const p = props()
    await renderInRouter(<DenyView {...p} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Deny unlock request' })).toBeTruthy()
    expect(screen.getByText('Maya')).toBeTruthy()
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Comment for Maya/ })
    expect(field.labels?.[0]?.textContent).toContain('*optional')
    // The field is the container's (`comment` stays as given): each key hands the text so far over.
    await user.type(field, 'N')
    expect(p.onComment).toHaveBeenLastCalledWith('N')
    await user.clear(field)
    await user.paste('Not during homework')
    expect(p.onComment).toHaveBeenLastCalledWith('Not during homework')
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(`/children/${userId}/unlock-requests/${id}/review`)
    await user.click(screen.getByRole('button', { name: 'Deny' }))
    expect(p.onDeny).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says when the child asked in US English, on the parent’s clock, whatever the machine’s locale', async () => {
    const first = await renderInRouter(<DenyView {...props({ timeZone: 'Asia/Kolkata' })} />)
    expect(screen.getByText('Tue, Sep 2, 8:40 PM', { selector: 'time' })).toBeTruthy()
    first.unmount()
    await renderInRouter(<DenyView {...props({ timeZone: 'America/Los_Angeles' })} />)
    expect(screen.getByText('Tue, Sep 2, 8:10 AM', { selector: 'time' })).toBeTruthy()
  })

  it('after a failed denial the form stays to be sent again, even once the request is decided', async () => {
    const user = userEvent.setup()
    const p = props({ phase: 'failed', comment: 'Not now', request: loadable(UnlockRequest.parse({ ...pending, status: 'rejected' })) })
    await renderInRouter(<DenyView {...p} />)
    expect(screen.getByRole('textbox', { name: /Comment for Maya/ })).toHaveProperty('value', 'Not now')
    await user.click(screen.getByRole('button', { name: 'Deny' }))
    expect(p.onDeny).toHaveBeenCalledTimes(1)
  })

  it('a request decided already goes to its own page', async () => {
    await renderInRouter(<DenyView {...props({ request: loadable(UnlockRequest.parse({ ...pending, status: 'accepted' })) })} />)
    expect(await screen.findByText('elsewhere')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Deny unlock request' })).toBeNull()
  })

  itDrawsTheRequestStates(
    (request) => <DenyView {...props({ request })} />,
    pending,
    () => screen.queryByRole('textbox', { name: /Comment for Maya/ }),
  )
})
