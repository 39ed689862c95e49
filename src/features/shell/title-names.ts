/**
 * What the signed-in pages' titles name, read from what the cache holds (never asking the server
 * for it: each page's own data brings it), and the signed-in frame's title hook.
 *
 * A child is named by the first of: the child, the children, the child's activity days or day,
 * the child's unlock requests; a request's child by the request.
 */
import type { OperationName, OperationOutput } from '@domain/api/operations'
import { sameId } from '@domain/api/ids'
import { childDraftKey } from '@domain/children/settings'
import { keychainDraftKey } from '@domain/keys/keychain-draft'
import { deviceDisplayName } from '@domain/devices/status'
import { iosDeviceDisplayName, keychainDisplayName } from '@domain/names/display-names'
import { type CacheReader, cacheKeys, useCachedValue } from '../../data'
import { type TitleNames, pageTitleOf, useDocumentTitle, useTitledMatches } from './page-title'

/** The names `cache` holds. */
export function titleNamesIn(cache: CacheReader): TitleNames {
  const view = <N extends OperationName>(key: string): OperationOutput<N> | undefined => cache.view(key) as OperationOutput<N> | undefined
  return {
    child: (childId, day) =>
      view<'GetUser'>(cacheKeys.user(childId))?.name ??
      view<'GetUsers'>(cacheKeys.users())?.find((c) => sameId(c.id, childId))?.name ??
      view<'UserActivitySummaries'>(cacheKeys.userActivity(childId))?.userName ??
      (day === undefined ? undefined : view<'UserActivityFeed'>(cacheKeys.userActivityDay(childId, day))?.userName) ??
      view<'GetUserUnlockRequests'>(cacheKeys.userUnlockRequests(childId))?.[0]?.userName,
    requestChild: (kind, requestId) =>
      kind === 'unlock'
        ? view<'GetUnlockRequest'>(cacheKeys.unlockRequest(requestId))?.userName
        : view<'GetSuspendFilterRequest'>(cacheKeys.suspendFilterRequest(requestId))?.userName,
    isNew: (kind, id) => cache.isNewDraft(kind === 'child' ? childDraftKey(id) : keychainDraftKey(id)),
    keychain: (keychainId) => {
      const summary =
        view<'GetAdminKeychain'>(cacheKeys.adminKeychain(keychainId))?.summary ??
        view<'GetAdminKeychains'>(cacheKeys.adminKeychains())?.keychains.find((k) => sameId(k.summary.id, keychainId))?.summary
      return summary && keychainDisplayName(summary.name)
    },
    device: (deviceId) => {
      const device = view<'GetDevice'>(cacheKeys.computer(deviceId)) ?? view<'GetDevices'>(cacheKeys.computers())?.find((d) => sameId(d.id, deviceId))
      return device && deviceDisplayName(device)
    },
    iosDevice: (deviceId) => {
      const device =
        view<'GetIOSDevice'>(cacheKeys.iosDevice(deviceId)) ?? view<'IOSDevices'>(cacheKeys.iosDevices())?.find((d) => sameId(d.id, deviceId))
      return device && iosDeviceDisplayName(device)
    },
  }
}

/** The signed-in frame's title: the page's, with the names its data holds, the pending requests in front. */
export function useSignedInTitle(pending: number): void {
  const matches = useTitledMatches()
  const page = useCachedValue((cache) => pageTitleOf(matches, titleNamesIn(cache)))
  useDocumentTitle(page, pending, 'frame')
}
