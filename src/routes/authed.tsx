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
  // The frame reads the parent's account (subscription banner), every child's unlock requests
  // (the pending count) and, from the API that sends one, the announcement.
  loader: () =>
    prefetchQueries((q, { apiProfile }) => [q.admin(), q.unlockRequests(), ...(apiProfile === 'current' ? [q.dashboard()] : [])]),
  component: lazyRouteComponent(() => import('../screens/shell/AppShell')),
  pendingComponent: () => <Loading label="Loading Gatehouse…" />,
})
