import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root'

export const confBoothRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/conf-booth',
  staticData: { title: 'Conference booth' },
  component: lazyRouteComponent(() => import('../features/account/ConferenceScreen'), 'Booth'),
})
