/**
 * The large family's unlock requests and security events, until the demo parent has
 * `largeFamilySize.unlockRequests` and `largeFamilySize.securityEvents`: a few pending requests
 * of the last two hours on every Mac, the rest decided over two weeks; events of the parent and of
 * every Mac over two weeks.
 */
import type { Db } from '../../../core/db/db'
import { day, hour, minute } from '../../../core/time'
import type { AdminEventName } from '../../../core/security-events'
import { familyIds } from '../ids'
import { seededIps } from '../security-events'
import { securityEventScenarios, unlockScenarios } from '../../simulator/request-corpus'
import { largeFamilySize, largeIds } from './ids'

/** Pending requests per Mac login (the simulated children ask for at most 8 per child). */
const pendingPerLogin = 2

const loginsOf = (db: Db, adminId: string): string[] => {
  const children = new Set(db.child.findMany({ where: { adminId: { equals: adminId } } }).map((c) => c.id))
  return db.userDevice
    .getAll()
    .filter((login) => children.has(login.childId))
    .map((login) => login.id)
}

export function seedAddedRequests(db: Db, now: number, rnd: () => number): void {
  const logins = loginsOf(db, familyIds.demoAdmin)
  const loginSet = new Set(logins)
  const existing = db.unlockRequest.getAll().filter((r) => loginSet.has(r.userDeviceId)).length
  const missing = largeFamilySize.unlockRequests - existing
  for (let n = 0; n < missing; n++) {
    const userDeviceId = logins[n % logins.length] ?? familyIds.mayaOnMacBookAir
    const scenario = unlockScenarios[Math.floor(rnd() * unlockScenarios.length)] ?? unlockScenarios[0]!
    const blocked = scenario.blocked[0]!
    const pending = n < logins.length * pendingPerLogin
    const age = pending ? Math.round((5 + rnd() * 110) * minute) : Math.round(2 * hour + rnd() * 13 * day)
    const status = pending ? 'pending' : rnd() < 0.6 ? 'accepted' : 'rejected'
    db.unlockRequest.create({
      id: largeIds.unlockRequest(n + 1),
      userDeviceId,
      status,
      appBundleId: blocked.bundleId,
      url: blocked.url ?? null,
      hostname: blocked.hostname ?? null,
      ipAddress: blocked.ipAddress ?? null,
      requestComment: rnd() < 0.5 ? scenario.comment : null,
      responseComment: !pending && rnd() < 0.3 ? (status === 'accepted' ? 'OK, just for today.' : 'Not on a school night.') : null,
      createdAt: now - age,
      updatedAt: now - age + (pending ? 0 : Math.round(rnd() * hour)),
    })
  }
}

const parentEvents: readonly { event: AdminEventName; detail: string | null }[] = [
  { event: 'login', detail: 'using email/password' },
  { event: 'login', detail: 'using magic link' },
  { event: 'keyCreated', detail: "key opening khanacademy.org added to keychain 'School Library'" },
  { event: 'keychainCreated', detail: 'name: Homework' },
  { event: 'loginFailed', detail: 'incorrect password' },
]

export function seedAddedSecurityEvents(db: Db, now: number, rnd: () => number): void {
  const adminId = familyIds.demoAdmin
  const logins = loginsOf(db, adminId)
  const existing = db.securityEvent.findMany({ where: { adminId: { equals: adminId } } }).length
  const missing = largeFamilySize.securityEvents - existing
  const ips = [seededIps.home, seededIps.phone, seededIps.stranger]
  for (let n = 0; n < missing; n++) {
    // Spread over the fortnight, none newer than the normal family's newest (10 minutes).
    const createdAt = now - Math.round(15 * minute + rnd() * 14 * day)
    const id = largeIds.securityEvent(n + 1)
    if (n % 4 === 0) {
      const { event, detail } = parentEvents[Math.floor(rnd() * parentEvents.length)] ?? parentEvents[0]!
      const ipAddress = event === 'loginFailed' ? seededIps.stranger : (ips[n % 2] ?? seededIps.home)
      db.securityEvent.create({ id, adminId, userDeviceId: null, event, detail, ipAddress, createdAt })
    } else {
      const scenario = securityEventScenarios[Math.floor(rnd() * securityEventScenarios.length)] ?? securityEventScenarios[0]!
      const userDeviceId = logins[n % logins.length] ?? familyIds.mayaOnMacBookAir
      db.securityEvent.create({ id, adminId, userDeviceId, event: scenario.event, detail: scenario.detail ?? null, ipAddress: null, createdAt })
    }
  }
}
