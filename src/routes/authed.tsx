import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { isLoggedIn } from '../session'
import { ShellLoading } from '../features/shell'
import { rootRoute } from './root'
import { loadFrameData } from './prefetch'
import { paths } from '../route-paths'

/** Every authenticated screen sits under this pathless layout: the guard and the app shell. */
export const authedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authed',
  beforeLoad: ({ location }) => {
    if (!isLoggedIn()) {
      throw redirect({
        to: '/logout',
        search: location.pathname === paths.home ? {} : { redirect: location.href },
      })
    }
  },
  loader: loadFrameData,
  component: lazyRouteComponent(() => import('../features/shell/AppShell')),
  // The frame the signed-in documents already show (see scripts/prerender-plugin.ts).
  pendingComponent: () => <ShellLoading />,
})
