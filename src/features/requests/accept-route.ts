/** Where Accept leads on the router, from Home's request card and from the request's review page alike. */
import type { AcceptDestination } from '@domain/requests/accept'

/** The navigation to `destination` for the request `id` of the child `userId` (ids as addresses write them). */
export function acceptRoute(ids: { readonly userId: string; readonly id: string }, destination: AcceptDestination) {
  switch (destination.to) {
    case 'edit-key':
      return { to: '/children/$userId/unlock-requests/$id/edit-key/$keychainId', params: { ...ids, keychainId: destination.keychainId } } as const
    case 'select-keychain':
      return { to: '/children/$userId/unlock-requests/$id/select-keychain', params: ids } as const
    case 'review':
      return { to: '/children/$userId/unlock-requests/$id/review', params: ids } as const
  }
}
