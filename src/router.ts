import { createRouter } from '@tanstack/react-router'
import { basePrefix } from './base-path'
import { routeTree } from './routes/tree'
import { Loading, ScreenError } from './ui/QueryState'

export const router = createRouter({
  routeTree,
  // Builds served under a path prefix (Vite's `base`) route below it.
  ...(basePrefix ? { basepath: basePrefix } : {}),
  defaultPreload: 'intent',
  scrollRestoration: true,
  // Screens that crash or fail to download show a way forward, inside the app shell.
  defaultErrorComponent: ScreenError,
  defaultPendingComponent: Loading,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
