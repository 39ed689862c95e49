import { createRouter } from '@tanstack/react-router'
import { routeTree } from './routes/tree'
import { Loading, ScreenError } from './ui/QueryState'

export const router = createRouter({
  routeTree,
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
