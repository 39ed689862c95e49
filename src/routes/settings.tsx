import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { optionalString } from './search'
import { loadRouteData } from './prefetch'
import { paths } from '../route-paths'

export const settingsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: paths.settings,
  staticData: { title: 'Settings' },
  // `portal`: set when the demo's billing-portal stand-in sends the parent back here.
  validateSearch: (search: Record<string, unknown>): { portal?: string } => {
    const portal = optionalString(search.portal)
    return portal === undefined ? {} : { portal }
  },
  loader: loadRouteData,
  component: lazyRouteComponent(() => import('../features/settings/SettingsScreen')),
})
