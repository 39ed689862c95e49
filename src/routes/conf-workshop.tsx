import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root'

export const confWorkshopRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/conf-workshop',
  staticData: { title: 'Conference workshop' },
  component: lazyRouteComponent(() => import('../features/account/ConferenceScreen'), 'Workshop'),
})
