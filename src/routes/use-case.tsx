import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { isLoggedIn } from '../session'
import { rootRoute } from './root'

export const useCaseRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/use-case',
  beforeLoad: () => {
    if (!isLoggedIn()) throw redirect({ to: '/signup' })
  },
  component: lazyRouteComponent(() => import('../screens/public/UseCaseScreen')),
})
