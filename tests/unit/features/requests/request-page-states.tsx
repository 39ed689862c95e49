/**
 * What every unlock request page draws around its request, checked for each page: loading; the
 * failure with Try again and Contact support; a failed refresh as a notice with Try again above
 * the page's content, still shown.
 */
import { expect, it, vi } from 'vitest'
import type { ReactElement } from 'react'
import type { UnlockRequest } from '@domain/api/wire'
import type { Loadable } from '../../../../src/ui/QueryState'
import { byText, click, render, type Rendered } from '../home/render'

export const loadable = <T,>(data: T | undefined, error?: unknown) => ({ data, error: error as never, refetch: vi.fn(() => Promise.resolve()) })
export const failure = { type: 'serverError', debugMessage: 'boom' }

/** `view` draws the page for a request; `content` matches what the page shows once it is in. */
export function itDrawsTheRequestStates(view: (request: Loadable<UnlockRequest>) => ReactElement, request: UnlockRequest, content: string) {
  const shown = async (request: Loadable<UnlockRequest>, check: (page: Rendered) => Promise<void>) => {
    const page = await render(view(request))
    try {
      await check(page)
    } finally {
      page.unmount()
    }
  }

  it('the request loading, then its failure with Try again and Contact support', async () => {
    await shown(loadable<UnlockRequest>(undefined), async ({ container }) => {
      expect(byText(container, '[role="status"]', 'Loading unlock request…')).toBeTruthy()
      return Promise.resolve()
    })
    const failed = loadable<UnlockRequest>(undefined, failure)
    await shown(failed, async ({ container }) => {
      expect(container.querySelector('[role="alert"] h1')).not.toBeNull()
      await click(byText(container, 'button', 'Try again'))
      expect(failed.refetch).toHaveBeenCalledTimes(1)
      expect(byText(container, 'a', /Contact support/)).toBeTruthy()
    })
  })

  it('a failed refresh: a notice with Try again above the page it still shows', async () => {
    const kept = loadable(request, failure)
    await shown(kept, async ({ container }) => {
      expect(container.querySelector('.refresh-failed')?.textContent).toContain('Couldn’t refresh')
      expect(container.querySelector(content)).not.toBeNull()
      await click(byText(container, '.refresh-failed button', 'Try again'))
      expect(kept.refetch).toHaveBeenCalledTimes(1)
    })
  })
}
