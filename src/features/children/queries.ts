/**
 * The children's routes' data, declared once as a function of each route's params: the route's
 * loader and the signed-in first script start it (src/routes/route-data.ts); the screens mount it.
 */
import type { queries } from '../../data/queries'
import type { QueryPick } from '../../data/prefetch'

type Params<K extends string> = Readonly<Record<K, string>>

/** `/children`: the children list, by name for the screen. */
export const childrenData = (q: typeof queries) => ({ users: q.users() })

export const childrenQueries: QueryPick = (q) => Object.values(childrenData(q))

/**
 * `/children/$userId`: the child; the keychain section names the keychains that can be added; its
 * address test reads the parent's keychains and the app list. A child not saved yet has only its
 * name's form: nothing is read (the server does not know the child yet).
 */
export const childQueries =
  (p: Params<'userId'>): QueryPick =>
  async (q) =>
    (await import('./child/new-children')).isNewChild(p.userId)
      ? []
      : [q.user(p.userId), q.selectableKeychains(), q.adminKeychains(), q.apps()]
