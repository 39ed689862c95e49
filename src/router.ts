import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { basePrefix } from './base-path'
import { routeTree } from './routes/tree'
import { Loading, ScreenError } from './ui/QueryState'

/** The app's router; the build's prerender (src/prerender.tsx) makes one on a memory history. */
export function createAppRouter(options: { history?: RouterHistory; isServer?: boolean } = {}) {
  return createRouter({
    routeTree,
    // Builds served under a path prefix (Vite's `base`) route below it.
    ...(basePrefix ? { basepath: basePrefix } : {}),
    defaultPreload: 'intent',
    // Restoring scroll is the browser's job; at build time there is nothing to restore.
    scrollRestoration: options.isServer !== true,
    // Screens that crash or fail to download show a way forward, inside the app shell.
    defaultErrorComponent: ScreenError,
    defaultPendingComponent: Loading,
    ...(options.history ? { history: options.history } : {}),
    ...(options.isServer === undefined ? {} : { isServer: options.isServer }),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
