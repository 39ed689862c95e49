import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { isLoggedIn } from '../session'
import { Loading } from '../ui/QueryState'
import { rootRoute } from './root'
import { prefetchQueries } from './prefetch'

/** Every authenticated screen sits under this pathless layout: the guard and the app shell. */
export const authedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authed',
  beforeLoad: ({ location }) => {
    if (!isLoggedIn()) {
      throw redirect({
        to: '/logout',
        search: location.pathname === '/' ? {} : { redirect: location.href },
      })
    }
  },
  // The frame's subscription banner reads the parent's account.
  loader: () => prefetchQueries((q) => [q.admin()]),
  component: lazyRouteComponent(() => import('../screens/shell/AppShell')),
  pendingComponent: () => <Loading label="Loading Gatehouse…" />,
})
