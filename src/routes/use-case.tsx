import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router'
import { isLoggedIn } from '../session'
import { rootRoute } from './root'
import { paths } from '../route-paths'

export const useCaseRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.useCase,
  staticData: { title: 'How will you use Gatehouse?' },
  // For signed-in parents only. The build renders the page as they see it (there is no session
  // at build time); the browser checks before showing or hydrating it.
  beforeLoad: () => {
    if (typeof window !== 'undefined' && !isLoggedIn()) throw redirect({ to: '/signup' })
  },
  component: lazyRouteComponent(() => import('../features/account/UseCaseScreen')),
})
