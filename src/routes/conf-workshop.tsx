import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root'
import { paths } from '../route-paths'

export const confWorkshopRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.confWorkshop,
  staticData: { title: 'Conference workshop' },
  component: lazyRouteComponent(() => import('../features/account/ConferenceScreen'), 'Workshop'),
})
