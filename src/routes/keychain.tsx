import { createRoute, lazyRouteComponent } from '@tanstack/react-router'
import { authedRoute } from './authed'
import { prefetchQueries } from './prefetch'

/** `?key=new` opens the new-key wizard, `?key={keyId}` a key's editor (both survive a reload). */
export interface KeychainSearch {
  key?: string
}

export const keychainRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/keychains/$keychainId',
  staticData: {
    title: ({ keychainId = '' }, names) => (names.isNew('keychain', keychainId) ? 'New keychain' : (names.keychain(keychainId) ?? 'Keychain')),
  },
  validateSearch: (search: Record<string, unknown>): KeychainSearch => {
    const key = search.key
    return typeof key === 'string' && (key === 'new' || /^[0-9a-f-]{36}$/i.test(key)) ? { key: key.toLowerCase() } : {}
  },
  loader: ({ params }) => prefetchQueries((data) => data.paramRouteQueries['/keychains/$keychainId'](params)),
  // Loaded on demand: the key wizard brings the public suffix list with it.
  component: lazyRouteComponent(() => import('../features/keychains/KeychainScreen')),
})
