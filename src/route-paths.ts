/**
 * Every route's path, written once: the route files take their `path` from here, each route's
 * data declaration (a feature's queries.ts) names its route by it, and the signed-in documents'
 * first script matches the address against the declarations. `$name` stands for one segment.
 * Imports nothing: the route tree, the first script and the build all read it.
 */
export const paths = {
  // Public pages.
  login: '/login',
  logout: '/logout',
  signup: '/signup',
  otp: '/otp/$token',
  useCase: '/use-case',
  verifySignupEmail: '/verify-signup-email/$token',
  resetPassword: '/reset-password',
  resetPasswordToken: '/reset-password/$token',
  confBooth: '/conf-booth',
  confWorkshop: '/conf-workshop',
  demoCheckout: '/demo-checkout',
  // Signed-in pages.
  home: '/',
  checkoutSuccess: '/checkout-success',
  checkoutCancel: '/checkout-cancel',
  settings: '/settings',
  unlockRequests: '/unlock-requests',
  securityEvents: '/security-events',
  keychains: '/keychains',
  newKeychain: '/keychains/new',
  keychain: '/keychains/$keychainId',
  devices: '/devices',
  device: '/devices/$deviceId',
  iosDevices: '/ios-devices',
  iosDevice: '/ios-devices/$deviceId',
  children: '/children',
  newChild: '/children/new',
  child: '/children/$userId',
  combinedActivity: '/children/activity',
  combinedActivityDay: '/children/activity/$urlDate',
  childActivity: '/children/$userId/activity',
  childActivityDay: '/children/$userId/activity/$urlDate',
  childUnlockRequests: '/children/$userId/unlock-requests',
  unlockRequest: '/children/$userId/unlock-requests/$id',
  reviewUnlockRequest: '/children/$userId/unlock-requests/$id/review',
  denyUnlockRequest: '/children/$userId/unlock-requests/$id/deny',
  selectKeychain: '/children/$userId/unlock-requests/$id/select-keychain',
  editKey: '/children/$userId/unlock-requests/$id/edit-key/$keychainId',
  suspendFilterRequest: '/children/$userId/suspend-filter-requests/$id',
} as const

export type RoutePath = (typeof paths)[keyof typeof paths]

/** A path's parameters: one string per `$name` segment. */
export type ParamsOf<P extends string> = P extends `${string}$${infer Name}/${infer Rest}`
  ? { readonly [K in Name]: string } & ParamsOf<`/${Rest}`>
  : P extends `${string}$${infer Name}`
    ? { readonly [K in Name]: string }
    : Record<never, string>
