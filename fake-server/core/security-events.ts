/**
 * Security events: the words and the explanation the feed shows for each event name
 * (parent events and the Mac app's child events; unknown names are stored but left out of the
 * feed). The words are the real server's; the explanations are our own wording.
 */
export interface EventText {
  readonly words: string
  readonly explanation: string
}

export const adminEvents = {
  login: {
    words: 'Successful login',
    explanation:
      'Someone logged in to your parent dashboard. If you do not recognise this login, change your password right away and check your other recent events.',
  },
  loginFailed: {
    words: 'Failed login',
    explanation:
      'A login to your parent dashboard was refused, usually because of a mistyped password. If it was not you, someone may be trying to guess your password: choose a strong one.',
  },
  passwordResetRequested: {
    words: 'Password reset requested',
    explanation:
      'A password reset link was sent to your e-mail address. If you did not ask for it, someone may be trying to get into your account; do not open the link.',
  },
  passwordChanged: {
    words: 'Password changed',
    explanation: 'The password of your parent account was changed. If you did not change it, reset it now and review your recent activity.',
  },
  childAdded: {
    words: 'New child added',
    explanation: 'A child was added to your account. This should be rare; look into it if it happened without your knowledge.',
  },
  childDeleted: {
    words: 'Child deleted',
    explanation:
      'A child and all their monitoring data were removed from your account. This should be rare; look into it if it happened without your knowledge.',
  },
  childComputerDeleted: {
    words: 'Child computer deleted',
    explanation: 'A computer was disconnected from one of your children. This should be rare; look into it if it happened without your knowledge.',
  },
  monitoringDecreased: {
    words: 'Child monitoring decreased',
    explanation:
      'Monitoring for a child was reduced (for example screenshots or keylogging turned off). If you did not make this change, check who has access to your account.',
  },
  keyCreated: {
    words: 'Key created',
    explanation:
      'A key was added to one of your keychains, either by hand or by accepting an unlock request. Keys let your children reach more of the internet.',
  },
  keychainCreated: {
    words: 'Keychain created',
    explanation: 'A new keychain was created in your account. This is for your information only.',
  },
  keychainsChanged: {
    words: 'Child keychains changed',
    explanation: 'The keychains assigned to a child changed. If you did not make this change, check which keychains your child now has.',
  },
  notificationDeleted: {
    words: 'Admin notification deleted',
    explanation:
      'One of your notification rules was removed, so you may no longer hear about some events. If it was not you, add it back and check your account.',
  },
  iosBlockRuleDeleted: {
    words: 'iOS block rule deleted',
    explanation:
      'This event occurs when a parent deletes an iOS block rule from the parents admin site. Should be investigated if the change was not made by you.',
  },
  blockedAppsChanged: {
    words: 'Blocked apps changed',
    explanation: 'The list of apps blocked for a child changed. If you did not make this change, check the list in the child settings.',
  },
} as const satisfies Record<string, EventText>

export const childEvents = {
  filterSuspendedRemotely: {
    words: 'Filter suspended remotely',
    explanation: 'You (or another parent on this account) granted a filter suspension request from the dashboard. This is expected.',
  },
  filterSuspensionGrantedByAdmin: {
    words: 'Filter suspension granted by admin',
    explanation:
      'The filter was suspended on the computer itself by a macOS administrator. If no parent typed a password there, the child may have suspended the filter on their own.',
  },
  filterSuspensionExpired: {
    words: 'Filter suspension expired',
    explanation: 'A filter suspension ended on time and the filter is back on. Nothing to worry about.',
  },
  filterSuspensionEndedEarly: {
    words: 'Filter suspension ended early',
    explanation: 'The child turned the filter back on before the suspension ran out. Nothing to worry about.',
  },
  systemExtensionChangeRequested: {
    words: 'System extension change requested',
    explanation:
      'The app asked macOS to install, start, restart, replace, stop or remove its filter extension. A stop or removal that is not followed by a restart deserves a closer look.',
  },
  systemExtensionStateChanged: {
    words: 'System extension state changed',
    explanation: 'The filter extension changed state. Look into it if it stays stopped or removed, because the computer is then unfiltered.',
  },
  appQuit: {
    words: 'App quit',
    explanation:
      'A macOS administrator quit the app. A protected child should never be able to do this; check who has administrator rights on the computer.',
  },
  appLaunched: {
    words: 'App launched',
    explanation: 'The app started, for example after a restart. Only worth a look if it happens very often.',
  },
  newMacOsUserCreated: {
    words: 'New macOS user created',
    explanation: 'A new user account was created on the computer. A child could use one to get around the filter; make sure you know who created it.',
  },
  macosUserExempted: {
    words: 'macOS user exempted',
    explanation: 'An administrator exempted another user of the computer from filtering. Make sure that user is not one your child can log in to.',
  },
  childDisconnected: {
    words: 'Child disconnected',
    explanation: 'The app on the computer was disconnected from the child, so it no longer monitors them. Look into it if you did not do this.',
  },
  appUpdateSucceeded: {
    words: 'App update succeeded',
    explanation: 'The app updated itself to a new version. This is normal and happens now and then.',
  },
  appUpdateFailedToReplaceSystemExtension: {
    words: 'App update failed to replace system extension',
    explanation: 'An update could not swap in the new filter extension. This is rare; check on the computer that the filter is still running.',
  },
  advancedSettingsOpened: {
    words: 'Advanced settings opened',
    explanation: 'Someone opened the hidden advanced settings of the app on the computer. Children should not get there; find out who did.',
  },
  systemClockOrTimeZoneChanged: {
    words: 'System clock or time zone changed',
    explanation: 'The clock or the time zone of the computer changed. Changing them can be a way to slip past time-based rules such as downtime.',
  },
  blockedAppLaunchAttempted: {
    words: 'Blocked app launch attempted',
    explanation: 'The child tried to open an app you blocked. The app stayed closed, so there is no risk, but it shows what they tried.',
  },
} as const satisfies Record<string, EventText>

export type AdminEventName = keyof typeof adminEvents
export type ChildEventName = keyof typeof childEvents

export const adminEventText = (name: string): EventText | undefined =>
  Object.prototype.hasOwnProperty.call(adminEvents, name) ? adminEvents[name as AdminEventName] : undefined

export const childEventText = (name: string): EventText | undefined =>
  Object.prototype.hasOwnProperty.call(childEvents, name) ? childEvents[name as ChildEventName] : undefined
