/**
 * The demo family's security events: parent and child events over the last three weeks (some
 * older than the 14-day feed), and one of the other parent.
 */
import { type Db, day, hour, minute } from './db'
import { familyIds, sid } from './seed-ids'
import type { AdminEventName, ChildEventName } from './security-events'

/** Seeds the security events. */
export function seedSecurityEvents(db: Db, now: number): void {
  let n = 0
  const parentEvent = (adminId: string, event: AdminEventName, age: number, detail: string | null, ipAddress: string | null) =>
    db.securityEvent.create({ id: sid('5E', ++n), adminId, userDeviceId: null, event, detail, ipAddress, createdAt: now - age })
  const childEvent = (userDeviceId: string, event: ChildEventName, age: number, detail: string | null = null) =>
    db.securityEvent.create({
      id: sid('5E', ++n),
      adminId: familyIds.demoAdmin,
      userDeviceId,
      event,
      detail,
      ipAddress: null,
      createdAt: now - age,
    })
  const demo = familyIds.demoAdmin
  // Older than the 14-day window: stored but not in the feed.
  parentEvent(demo, 'login', 20 * day, 'using email/password', '203.0.113.7')
  parentEvent(demo, 'keychainCreated', 10 * day, 'name: Music Practice', '203.0.113.7')
  childEvent(familyIds.mayaOnIMac, 'appQuit', 3 * day)
  parentEvent(demo, 'loginFailed', 3 * day, 'incorrect password', '198.51.100.23')
  parentEvent(demo, 'login', 2 * day, 'using email/password', '203.0.113.7')
  parentEvent(demo, 'childAdded', 2 * day - 5 * minute, 'name: Ava', '203.0.113.7')
  childEvent(familyIds.mayaOnMacBookAir, 'systemClockOrTimeZoneChanged', 2 * day - 3 * hour)
  childEvent(familyIds.leoOnMacBookPro, 'appLaunched', day)
  parentEvent(demo, 'login', hour, 'using magic link', '203.0.113.7')
  childEvent(familyIds.leoOnMacBookPro, 'filterSuspendedRemotely', 10 * minute, 'for 30 minutes')
  parentEvent(familyIds.otherAdmin, 'login', day, 'using email/password', '192.0.2.44')
}
