import { authedRoute } from './authed'
import { rootRoute } from './root'
import { confWorkshopRoute } from './conf-workshop'
import { confBoothRoute } from './conf-booth'
import { loginRoute } from './login'
import { logoutRoute } from './logout'
import { otpRoute } from './otp'
import { signupRoute } from './signup'
import { useCaseRoute } from './use-case'
import { verifySignupEmailRoute } from './verify-signup-email'
import { resetPasswordRoute } from './reset-password'
import { resetPasswordTokenRoute } from './reset-password-token'
import { checkoutSuccessRoute } from './checkout-success'
import { checkoutCancelRoute } from './checkout-cancel'
import { demoCheckoutRoute } from './demo-checkout'
import { settingsRoute } from './settings'
import { unlockRequestsRoute } from './unlock-requests'
import { securityEventsRoute } from './security-events'
import { keychainsRoute } from './keychains'
import { keychainsNewRoute } from './keychains-new'
import { keychainRoute } from './keychain'
import { devicesRoute } from './devices'
import { deviceRoute } from './device'
import { iosDevicesRoute } from './ios-devices'
import { iosDeviceRoute } from './ios-device'
import { childrenRoute } from './children'
import { childrenNewRoute } from './children-new'
import { childRoute } from './child'
import { combinedActivityRoute } from './combined-activity'
import { combinedActivityDayRoute } from './combined-activity-day'
import { childActivityRoute } from './child-activity'
import { childActivityDayRoute } from './child-activity-day'
import { suspendFilterRequestRoute } from './suspend-filter-request'
import { childUnlockRequestsRoute } from './child-unlock-requests'
import { unlockRequestRoute } from './unlock-request'
import { unlockRequestReviewRoute } from './unlock-request-review'
import { unlockRequestSelectKeychainRoute } from './unlock-request-select-keychain'
import { unlockRequestEditKeyRoute } from './unlock-request-edit-key'
import { unlockRequestDenyRoute } from './unlock-request-deny'
import { homeRoute } from './home'

export const routeTree = rootRoute.addChildren([
  confWorkshopRoute,
  confBoothRoute,
  loginRoute,
  logoutRoute,
  otpRoute,
  signupRoute,
  useCaseRoute,
  verifySignupEmailRoute,
  resetPasswordRoute,
  resetPasswordTokenRoute,
  // The demo's stand-in for the payment provider's checkout page: demo builds only.
  ...(__DEMO__ ? [demoCheckoutRoute] : []),
  authedRoute.addChildren([
    homeRoute,
    checkoutSuccessRoute,
    checkoutCancelRoute,
    settingsRoute,
    unlockRequestsRoute,
    securityEventsRoute,
    keychainsRoute,
    keychainsNewRoute,
    keychainRoute,
    devicesRoute,
    deviceRoute,
    iosDevicesRoute,
    iosDeviceRoute,
    childrenRoute,
    childrenNewRoute,
    childRoute,
    combinedActivityRoute,
    combinedActivityDayRoute,
    childActivityRoute,
    childActivityDayRoute,
    suspendFilterRequestRoute,
    childUnlockRequestsRoute,
    unlockRequestRoute,
    unlockRequestReviewRoute,
    unlockRequestSelectKeychainRoute,
    unlockRequestEditKeyRoute,
    unlockRequestDenyRoute,
  ]),
])
