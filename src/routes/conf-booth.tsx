import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { rootRoute } from './root'
import { paths } from '../route-paths'

export const confBoothRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.confBooth,
  staticData: { title: 'Conference booth' },
  component: lazyRouteComponent(() => import('../features/account/ConferenceScreen'), 'Booth'),
})
