/**
 * Build-time rendering of the public pages (run in Node by the build, see
 * scripts/prerender-plugin.ts): the same routes and components as the app, on a memory history,
 * so the page's markup is in its HTML document and the browser paints it before any script runs.
 * The client hydrates it (src/main.tsx). The signed-in documents get the frame the app shows while
 * it loads, which the client replaces.
 */
import { StrictMode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { prerenderToNodeStream } from 'react-dom/static'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { documentTitle } from '@domain/names/page-titles'
import { createAppRouter } from './router'
import { ShellLoading, noNames, pageTitleOf } from './features/shell'

/** The markup of the app at `path`, or null when the route sends the visitor elsewhere. */
export async function renderPage(path: string): Promise<string | null> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), isServer: true })
  await router.load()
  if (router.state.location.pathname !== path || router.state.matches.some((m) => m.status !== 'success')) return null
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
  let html = ''
  for await (const chunk of prelude) html += String(chunk)
  return html
}

/**
 * The document title of the page at `path`, as the app writes it (before any data: a page that
 * names a child or a keychain says what it is).
 */
export function pageTitle(path: string): string {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), isServer: true })
  const { pathname, search } = router.latestLocation
  return documentTitle(pageTitleOf(router.matchRoutes(pathname, search), noNames), 0)
}

/** The signed-in frame while the app loads (the same component the app shows then). */
export function renderShellLoading(hidden = false): string {
  return renderToStaticMarkup(<ShellLoading hidden={hidden} />)
}
