// @vitest-environment happy-dom
/**
 * The root layout writes each page's title into the document as the router moves: from page to
 * page, for an address no route knows, and not again for a change that keeps the page (a search
 * parameter).
 */
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createAppRouter } from '../../../src/router'

await vi.hoisted(async () => {
  const { installMemoryStorages } = await import('../support/memory-storage')
  installMemoryStorages()
})

describe('the document title', () => {
  it('follows the page', async () => {
    const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/login'] }) })
    const { unmount } = await act(async () => {
      const rendered = render(<RouterProvider router={router} />)
      await router.load()
      return rendered
    })
    await vi.waitFor(() => expect(document.title).toBe('Log in · Gatehouse'))

    const titles: string[] = []
    const observer = new MutationObserver(() => titles.push(document.title))
    observer.observe(document.head, { subtree: true, childList: true, characterData: true })
    await act(() => router.navigate({ to: '/login', search: { from: 'reset' } }))
    await act(() => router.navigate({ to: '/signup' }))
    await vi.waitFor(() => expect(document.title).toBe('Sign up · Gatehouse'))
    await act(() => router.navigate({ to: '/no-such-page' as '/' }))
    await vi.waitFor(() => expect(document.title).toBe('Page not found · Gatehouse'))
    observer.disconnect()
    expect(titles, 'each title written once, none for the search parameter').toEqual(['Sign up · Gatehouse', 'Page not found · Gatehouse'])
    unmount()
  })
})
