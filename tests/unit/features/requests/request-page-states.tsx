/**
 * What every unlock request page draws around its request, checked for each page: loading; the
 * failure with Try again and Contact support; a failed refresh as a notice with Try again above
 * the page's content, still shown.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, it, vi } from 'vitest'
import type { ReactElement } from 'react'
import type { UnlockRequest } from '@domain/api/wire'
import type { Loadable } from '../../../../src/ui/QueryView'
import { renderInRouter } from '../../support/render'

export const loadable = <T,>(data: T | undefined, error?: unknown) => ({ data, error: error as never, refetch: vi.fn(() => Promise.resolve()) })
export const failure = { type: 'serverError', debugMessage: 'boom' }

/** `view` draws the page for a request; `content` finds what the page shows once it is in (null when absent). */
export function itDrawsTheRequestStates(
  view: (request: Loadable<UnlockRequest>) => ReactElement,
  request: UnlockRequest,
  content: () => HTMLElement | null,
) {
  it('the request loading, then its failure with Try again and Contact support', async () => {
    const user = userEvent.setup()
    const loading = await renderInRouter(view(loadable<UnlockRequest>(undefined)))
    expect(screen.getByRole('status').textContent).toBe('Loading unlock request…')
    loading.unmount()
    const failed = loadable<UnlockRequest>(undefined, failure)
    await renderInRouter(view(failed))
    const alert = screen.getByRole('alert')
    expect(within(alert).getByRole('heading', { level: 1 })).toBeTruthy()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(failed.refetch).toHaveBeenCalledTimes(1)
    expect(within(alert).getByRole('link', { name: /Contact support/ })).toBeTruthy()
  })

  it('a failed refresh: a notice with Try again above the page it still shows', async () => {
    const user = userEvent.setup()
    const kept = loadable(request, failure)
    await renderInRouter(view(kept))
    const notice = screen.getByRole('status')
    expect(notice.textContent).toContain('Couldn’t refresh')
    expect(content()).not.toBeNull()
    await user.click(within(notice).getByRole('button', { name: 'Try again' }))
    expect(kept.refetch).toHaveBeenCalledTimes(1)
  })
}
