import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { loadRouteData } from './prefetch'
import { paths } from '../route-paths'

/** `?key=new` opens the new-key wizard, `?key={keyId}` a key's editor (both survive a reload). */
export interface KeychainSearch {
  key?: string
}

export const keychainRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: paths.keychain,
  staticData: {
    title: ({ keychainId = '' }, names) => (names.isNew('keychain', keychainId) ? 'New keychain' : (names.keychain(keychainId) ?? 'Keychain')),
  },
  validateSearch: (search: Record<string, unknown>): KeychainSearch => {
    const key = search.key
    return typeof key === 'string' && (key === 'new' || /^[0-9a-f-]{36}$/i.test(key)) ? { key: key.toLowerCase() } : {}
  },
  loader: loadRouteData,
  // Loaded on demand: the key wizard brings the public suffix list with it.
  component: lazyRouteComponent(() => import('../features/keychains/KeychainScreen')),
})
