/**
 * Build-time rendering of the public pages (run in Node by the build, see
 * scripts/prerender-plugin.ts): the same routes and components as the app, on a memory history,
 * so the page's markup is in its HTML document and the browser paints it before any script runs.
 * The client hydrates it (src/main.tsx).
 */
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { createAppRouter } from './router'

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
