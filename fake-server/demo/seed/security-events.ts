/**
 * Two weeks of the demo family's security events, seeded after seed.ts's family: parent events
 * (logins from a few addresses, a failed login, a password reset, new keys) and events from the
 * children's Macs, a handful of which need a parent's attention (the filter stopped, a new macOS
 * user, a suspension granted on the Mac, the app quit). One event is older than the feed's 14
 * days, and the other parent has one of their own.
 *
 * Deterministic: ids `5E000000-…` numbered in creation order, times relative to the clock. The
 * newest is 10 minutes old, so whatever happens in the demo shows on top.
 */
import { type Db, day, hour, minute } from '../../core/db/db'
import { familyIds, sid } from './ids'
import type { AdminEventName, ChildEventName } from '../../core/security-events'

/** The parent's usual address, another one they use, and a stranger's. */
export const seededIps = { home: '203.0.113.7', phone: '203.0.113.58', stranger: '198.51.100.23', other: '192.0.2.44' } as const

/** How old the event of Maya's MacBook Air changing its clock is (the review material puts screenshots around it). */
export const mayaClockChangedAge = 2 * day - 3 * hour

/** Seeds the security events. */
export function seedSecurityEvents(db: Db, now: number): void {
  const ids = familyIds
  let n = 0
  const parentEvent = (adminId: string, event: AdminEventName, age: number, detail: string | null, ipAddress: string | null) =>
    db.securityEvent.create({ id: sid('5E', ++n), adminId, userDeviceId: null, event, detail, ipAddress, createdAt: now - age })
  const childEvent = (userDeviceId: string, event: ChildEventName, age: number, detail: string | null = null) =>
    db.securityEvent.create({
      id: sid('5E', ++n),
      adminId: ids.demoAdmin,
      userDeviceId,
      event,
      detail,
      ipAddress: null,
      createdAt: now - age,
    })
  const demo = ids.demoAdmin
  const { home, phone, stranger, other } = seededIps
  const air = ids.mayaOnMacBookAir
  const imac = ids.mayaOnIMac
  const pro = ids.leoOnMacBookPro

  // Older than the 14-day window: stored but not in the feed.
  parentEvent(demo, 'login', 20 * day, 'using email/password', home)
  parentEvent(demo, 'keychainCreated', 10 * day, 'name: Music Practice', home)
  childEvent(imac, 'appQuit', 3 * day)
  parentEvent(demo, 'loginFailed', 3 * day, 'incorrect password', stranger)
  parentEvent(demo, 'login', 2 * day, 'using email/password', home)
  parentEvent(demo, 'childAdded', 2 * day - 5 * minute, 'name: Ava', home)
  childEvent(air, 'systemClockOrTimeZoneChanged', mayaClockChangedAge)
  childEvent(pro, 'appLaunched', day)
  parentEvent(demo, 'login', hour, 'using magic link', home)
  childEvent(pro, 'filterSuspendedRemotely', 10 * minute, 'for 30 minutes')
  parentEvent(ids.otherAdmin, 'login', day, 'using email/password', other)

  // The rest of the fortnight, oldest first.
  parentEvent(demo, 'login', 13 * day + 6 * hour, 'using email/password', home)
  parentEvent(demo, 'keyCreated', 13 * day + 5 * hour, "key opening khanacademy.org added to keychain 'Maya’s Keychain'", home)
  childEvent(air, 'appLaunched', 12 * day + 20 * hour)
  childEvent(imac, 'appLaunched', 12 * day + 19 * hour)
  childEvent(air, 'appUpdateSucceeded', 11 * day + 2 * hour, 'version 2.7.1')
  childEvent(pro, 'advancedSettingsOpened', 10 * day + 3 * hour)
  childEvent(air, 'systemExtensionChangeRequested', 9 * day + 4 * hour, 'stop')
  childEvent(air, 'systemExtensionStateChanged', 9 * day + 4 * hour - minute, 'stopped')
  childEvent(air, 'systemExtensionChangeRequested', 9 * day + 3 * hour, 'restart')
  parentEvent(demo, 'passwordResetRequested', 8 * day + 2 * hour, null, phone)
  parentEvent(demo, 'passwordChanged', 8 * day + 2 * hour - 6 * minute, null, phone)
  parentEvent(demo, 'keyCreated', 6 * day + 5 * hour, "key opening scratch.mit.edu added to keychain 'Leo’s Keychain'", home)
  childEvent(air, 'blockedAppLaunchAttempted', 6 * day + 2 * hour, 'Steam')
  childEvent(pro, 'filterSuspensionGrantedByAdmin', 5 * day + 7 * hour, 'for 15 minutes')
  childEvent(pro, 'filterSuspensionExpired', 5 * day + 7 * hour - 15 * minute)
  parentEvent(demo, 'login', 4 * day + 3 * hour, 'using magic link', phone)
  childEvent(pro, 'newMacOsUserCreated', 4 * day + hour, 'username: gamer2')
  childEvent(air, 'macosUserExempted', 3 * day + 5 * hour, 'userId: 502')
  childEvent(pro, 'filterSuspensionEndedEarly', 2 * day + 5 * hour)
  parentEvent(demo, 'login', day + 5 * hour, 'using email/password', phone)
  parentEvent(demo, 'keyCreated', day + 4 * hour, "key opening docs.google.com added to keychain 'Maya’s Keychain'", phone)
}
