/**
 * The children's routes' data, declared once as a function of each route's params: the route's
 * loader and the signed-in first script start it (src/routes/route-data.ts); the screens read it.
 */
import { childDraftKey } from '@domain/children/settings'
import { routeData } from '../../data/route-data'
import { paths } from '../../route-paths'

/** `/children`: the children list. */
export const childrenData = routeData(paths.children, (_, q) => ({ users: q.users() }))

/**
 * `/children/$userId`: the child; the keychain section names the keychains that can be added; its
 * address test reads the parent's keychains and the app list. A child not saved yet has only its
 * name's form: the child is not read (the server does not know the child yet).
 */
export const childData = routeData(paths.child, (p, q, { isNewDraft }) => ({
  user: isNewDraft(childDraftKey(p.userId)) ? null : q.user(p.userId),
  selectableKeychains: q.selectableKeychains(),
  ownKeychains: q.adminKeychains(),
  apps: q.apps(),
}))
