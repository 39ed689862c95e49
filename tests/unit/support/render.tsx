/**
 * Component tests render with Testing Library and act as a person does, with user-event: find
 * things by role and name (`screen.getByRole('button', { name: 'Deny' })`), click and type
 * (`userEvent.setup()`). A presenter that draws the router's links renders inside a memory router
 * (`renderInRouter`), whose other addresses show "elsewhere". Importing this module unmounts
 * what each test rendered after it.
 */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, render, type RenderResult } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach } from 'vitest'

afterEach(cleanup)

/** Renders `ui` at `/` of a memory router, once the router has loaded. */
export async function renderInRouter(ui: ReactNode): Promise<RenderResult> {
  const rootRoute = createRootRoute({ component: () => <Outlet /> })
  const page = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui })
  const elsewhere = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <p>elsewhere</p> })
  const router = createRouter({ routeTree: rootRoute.addChildren([page, elsewhere]), history: createMemoryHistory({ initialEntries: ['/'] }) })
  let rendered: RenderResult | undefined
  await act(async () => {
    rendered = render(<RouterProvider router={router} />)
    await router.load()
  })
  return rendered!
}

/**
 * A text matcher for words split across elements (`2 devices <span>· 1 offline</span>`): the
 * innermost element whose whole text is `text`.
 */
export const wholeText =
  (text: string) =>
  (_content: string, element: Element | null): boolean =>
    element?.textContent === text && ![...element.children].some((child) => child.textContent === text)
