/**
 * What the signed-in pages' titles name, read from what the cache holds (never asking the server
 * for it: each page's own data brings it), the day of an activity address in words, and the
 * signed-in frame's title hook.
 *
 * A child is named by the first of: the child, the children, the child's activity days or day,
 * the child's unlock requests; a request's child by the request.
 */
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { OperationName, OperationOutput } from '@domain/api/operations'
import { sameId } from '@domain/api/ids'
import { childDraftKey } from '@domain/children/settings'
import { keychainDraftKey } from '@domain/keys/keychain-draft'
import { deviceDisplayName } from '@domain/devices/status'
import { iosDeviceDisplayName, keychainDisplayName } from '@domain/names/display-names'
import { dayOfAddress } from '@domain/names/page-title-days'
import { type CacheReader, cacheKeys, useCachedValue } from '../../data'
import { type TitleNames, type TitledMatch, pageTitleOf, useDocumentTitle } from './page-title'

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
    day: dayOfAddress,
  }
}

/**
 * The route matches that decide the title: the deepest that declares one (or the not-found
 * mark), as a text that changes only when the page does, so that the router's other changes
 * (loading, a search param) render nothing again.
 */
function titledKey(matches: readonly TitledMatch[] & readonly { readonly routeId: string }[]): string {
  if (matches.some((m) => m.status === 'notFound' || m._notFound === true)) return 'not found'
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!
    if (match.staticData.title !== undefined) return JSON.stringify([match.routeId, match.params])
  }
  return ''
}

/** The matches `pageTitleOf` needs, re-rendering only when the titled page changes. */
function useTitledMatches(): readonly TitledMatch[] {
  const router = useRouter()
  const key = useRouterState({ select: (state) => titledKey(state.matches) })
  return useMemo((): readonly TitledMatch[] => {
    if (key === 'not found') return [{ status: 'notFound', params: {}, staticData: {} }]
    if (key === '') return []
    const [routeId, params] = JSON.parse(key) as [string, Record<string, string>]
    const staticData =
      (router.routesById as Record<string, { options: { staticData?: TitledMatch['staticData'] } } | undefined>)[routeId]?.options.staticData ?? {}
    return [{ status: 'success', params, staticData }]
  }, [router, key])
}

/** The signed-in frame's title: the page's, with the names its data holds, the pending requests in front. */
export function useSignedInTitle(pending: number): void {
  const matches = useTitledMatches()
  const page = useCachedValue((cache) => pageTitleOf(matches, titleNamesIn(cache)))
  useDocumentTitle(page, pending, 'frame')
}
