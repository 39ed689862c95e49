/**
 * Every signed-in route's data declaration, for its loader (./prefetch.ts) and the signed-in
 * documents' first script (src/signed-in-start.ts), which starts it while the app's code is still
 * downloading. Each declaration is its feature's (queries.ts) and names its route by its path
 * (src/route-paths.ts); the screen reads the same one. Besides types it imports only those
 * declarations, the path matcher and the frame's data, so the first script stays small.
 */
import type { RouteData } from '../data/route-data'
import { childActivityData, childActivityDayData, combinedActivityData, combinedActivityDayData } from '../features/activity/queries'
import { childData, childrenData } from '../features/children/queries'
import { deviceData, devicesData } from '../features/devices/queries'
import { homeData } from '../features/home/queries'
import { iosDeviceData, iosDevicesData } from '../features/ios-devices/queries'
import { keychainData, keychainsData } from '../features/keychains/queries'
import {
  childUnlockRequestsData,
  denyUnlockRequestData,
  editKeyData,
  reviewUnlockRequestData,
  selectKeychainData,
  suspendFilterRequestData,
  unlockRequestData,
  unlockRequestsData,
} from '../features/requests/queries'
import { securityEventsData } from '../features/security/queries'
import { demoCheckoutData, settingsData } from '../features/settings/queries'
import { firstMatch } from './match-path'

/** The frame's data on an address, started with every signed-in route. */
export { frameData } from '../features/shell/queries'

/** The data of every signed-in route that has any (a route's is found by its path); the demo's checkout page's too. */
export const signedInData: readonly RouteData[] = [
  homeData,
  childrenData,
  childData,
  combinedActivityData,
  combinedActivityDayData,
  childActivityData,
  childActivityDayData,
  childUnlockRequestsData,
  unlockRequestData,
  reviewUnlockRequestData,
  denyUnlockRequestData,
  selectKeychainData,
  editKeyData,
  suspendFilterRequestData,
  devicesData,
  deviceData,
  iosDevicesData,
  iosDeviceData,
  keychainsData,
  keychainData,
  securityEventsData,
  settingsData,
  unlockRequestsData,
  demoCheckoutData,
] as readonly RouteData[]

/** The declaration of the route at `path` (a route's own path, `$name` segments and all). */
export const dataOfRoute = (path: string): RouteData | undefined => signedInData.find((data) => data.path === path)

/**
 * The declaration a signed-in address reads, with the address's params: its route's, matched as
 * the router ranks them (fixed segments before parameters); none for other addresses.
 */
export function dataForAddress(address: string): { readonly data: RouteData; readonly params: Record<string, string> } | undefined {
  const match = firstMatch(
    signedInData.map((data) => data.path),
    address,
  )
  const data = match && dataOfRoute(match.pattern)
  return data && match ? { data, params: match.params } : undefined
}
