/**
 * The demo family: fixed ids, times relative to the injected clock, so the same clock gives the
 * same data. Kept modest on purpose; grow it here or in the seed file of the entity.
 *
 * - The demo parent (credentials in demo-credentials.json), trialing with 12 days shown, an
 *   e-mail and a text notification method.
 * - Maya: a MacBook Air (filter on) and an iMac (offline). Leo: a MacBook Pro with a custom name,
 *   filter suspended for 20 more minutes. Ava: no computer yet.
 * - Keychains and keys (demo/seed/keychains.ts, more public ones in demo/seed/family.ts).
 * - Two weeks of activity (demo/activity/seed.ts), unlock and suspension requests (demo/seed/requests.ts),
 *   parent and child security events (demo/seed/security-events.ts).
 * - Another, unrelated parent with a child of their own (for ownership checks).
 */
import type { WireOutput } from '@domain/api/operations'
import type { AdminNotificationTrigger } from '@domain/api/wire'
import { seedDemoActivity } from '../activity/seed'
import type { ServerDeps } from '../../core/context'
import { day, hour, minute, writeJson } from '../../core/db/db'
import { isoSeconds } from '../../core/encode'
import { hashPassword, newSalt } from '../../core/passwords'
import { seededRandom } from '../../core/random'
import { seedFamilyExtras } from './family'
import { demoCredentials, familyIds, otherParent, sid } from './ids'
import { keychainSeedIds, seedKeychains } from './keychains'
import { iosSeedIds, seedIOS } from './ios'
import { requestSeedIds, seedRequests } from './requests'
import { notAtNight } from './schedules'
import { seedSecurityEvents } from './security-events'

export { demoCredentials, otherParent } from './ids'

/** Every fixed id of the demo family. */
export const seedIds = { ...familyIds, ...keychainSeedIds, ...requestSeedIds, ...iosSeedIds } as const

/**
 * Seeds the demo family into an empty database, with `pause()` between its parts (the browser
 * passes a yield to its event loop), so that seeding, which starts right after the first page is
 * drawn, never holds the page still for long.
 */
export async function seedDemo(deps: ServerDeps, pause: () => Promise<void> = () => Promise.resolve()): Promise<void> {
  const { db } = deps
  const now = deps.clock().getTime()
  const ago = (ms: number) => now - ms
  const ids = familyIds

  // ── parents ──
  const demoSalt = newSalt(seededRandom(101))
  db.admin.create({
    id: ids.demoAdmin,
    email: demoCredentials.email.toLowerCase(),
    passwordHash: await hashPassword(demoCredentials.password, demoSalt),
    salt: demoSalt,
    subscriptionStatus: 'trialing',
    // GetAdmin shows a trialing parent whole days left + 7: 5 days 6 hours → "12 days".
    statusExpiration: now + 5 * day + 6 * hour,
    monthlyPriceCents: 1500,
    trialPeriodDays: 21,
    subscriptionId: null,
    gclid: null,
    abTestVariant: null,
    createdAt: ago(13 * day),
  })
  const otherSalt = newSalt(seededRandom(202))
  db.admin.create({
    id: ids.otherAdmin,
    email: otherParent.email,
    passwordHash: await hashPassword(otherParent.password, otherSalt),
    salt: otherSalt,
    subscriptionStatus: 'paid',
    statusExpiration: now + 20 * day,
    monthlyPriceCents: 1500,
    trialPeriodDays: 21,
    subscriptionId: 'sub_demo_rivera',
    gclid: null,
    abTestVariant: null,
    createdAt: ago(200 * day),
  })

  // ── notification methods and rules ──
  db.verifiedNotificationMethod.create({
    id: ids.emailMethod,
    adminId: ids.demoAdmin,
    configJson: writeJson({ case: 'email', email: demoCredentials.email }),
    createdAt: ago(13 * day),
  })
  db.verifiedNotificationMethod.create({
    id: ids.textMethod,
    adminId: ids.demoAdmin,
    configJson: writeJson({ case: 'text', phoneNumber: '+15555550123' }),
    createdAt: ago(12 * day),
  })
  const rule = (n: number, methodId: string, trigger: AdminNotificationTrigger) =>
    db.adminNotification.create({ id: sid('0F', n), adminId: ids.demoAdmin, methodId, trigger, createdAt: ago(12 * day) })
  rule(1, ids.emailMethod, 'unlockRequestSubmitted')
  rule(2, ids.textMethod, 'suspendFilterRequestSubmitted')

  // ── children ──
  const child = (id: string, adminId: string, name: string, createdAt: number, downtime?: object) =>
    db.child.create({
      id,
      adminId,
      name,
      keyloggingEnabled: true,
      screenshotsEnabled: true,
      screenshotsResolution: 1000,
      screenshotsFrequency: 120,
      showSuspensionActivity: true,
      downtimeJson: downtime ? writeJson(downtime) : null,
      createdAt,
    })
  child(ids.maya, ids.demoAdmin, 'Maya', ago(12 * day), {
    start: { hour: 21, minute: 0 },
    end: { hour: 7, minute: 0 },
  })
  child(ids.leo, ids.demoAdmin, 'Leo', ago(12 * day - hour))
  child(ids.ava, ids.demoAdmin, 'Ava', ago(2 * day))
  child(ids.noah, ids.otherAdmin, 'Noah', ago(150 * day))

  // ── computers and logins ──
  const computer = (id: string, adminId: string, modelIdentifier: string, serialNumber: string, customName: string | null) =>
    db.computer.create({
      id,
      adminId,
      customName,
      modelIdentifier,
      serialNumber,
      releaseChannel: 'stable',
      osVersion: '14.5.0',
      createdAt: ago(12 * day),
    })
  computer(ids.mayaMacBookAir, ids.demoAdmin, 'Mac14,2', 'C02GH1DEMO01', null)
  computer(ids.mayaIMac, ids.demoAdmin, 'iMac19,2', 'C02GH1DEMO02', null)
  computer(ids.leoMacBookPro, ids.demoAdmin, 'MacBookPro18,1', 'C02GH1DEMO03', 'Leo’s MacBook Pro')
  computer(ids.noahMacMini, ids.otherAdmin, 'Macmini9,1', 'C02GH1DEMO04', null)

  const login = (
    id: string,
    childId: string,
    computerId: string,
    username: string,
    version: string,
    status: WireOutput<'GetUser'>['devices'][number]['status'],
    isAdmin = false,
  ) =>
    db.userDevice.create({
      id,
      childId,
      computerId,
      isAdmin,
      appVersion: version,
      filterVersion: version,
      username: username.toLowerCase(),
      fullUsername: username,
      numericId: 501,
      statusJson: writeJson(status),
      createdAt: ago(12 * day),
    })
  login(ids.mayaOnMacBookAir, ids.maya, ids.mayaMacBookAir, 'Maya', '2.7.1', { case: 'filterOn' })
  login(ids.mayaOnIMac, ids.maya, ids.mayaIMac, 'Maya', '2.5.2', { case: 'offline' })
  login(ids.leoOnMacBookPro, ids.leo, ids.leoMacBookPro, 'Leo', '2.5.0', { case: 'filterSuspended', resuming: isoSeconds(now + 20 * minute) }, true)
  login(ids.noahOnMacMini, ids.noah, ids.noahMacMini, 'Noah', '2.7.1', { case: 'filterOn' })
  await pause()
  // ── keychains and keys ──
  seedKeychains(db, now)

  db.blockedApp.create({
    id: sid('BA', 1),
    childId: ids.maya,
    identifier: 'FaceTime',
    scheduleJson: null,
    position: 0,
    createdAt: ago(10 * day),
  })
  db.blockedApp.create({
    id: sid('BA', 2),
    childId: ids.maya,
    identifier: 'com.valvesoftware.steam',
    scheduleJson: writeJson(notAtNight),
    position: 1,
    createdAt: ago(10 * day),
  })

  await pause()
  // The parent's time zone is where the demo runs: its busy day is a day of that calendar.
  seedDemoActivity(db, now, ids, new Date(now).getTimezoneOffset())
  await pause()
  seedRequests(db, now)
  seedSecurityEvents(db, now)
  await pause()
  // iPhones and iPads (seed-ios.ts).
  seedIOS(db, now)

  const release = (semver: string, channel: 'stable' | 'beta' | 'canary', age: number) => db.release.create({ semver, channel, createdAt: ago(age) })
  release('2.5.2', 'stable', 90 * day)
  release('2.7.1', 'stable', 30 * day)
  release('2.7.2', 'beta', 10 * day)
  release('2.8.0', 'canary', 3 * day)

  // More public keychains (drawer paging, a second warning) and release history: demo/seed/family.ts.
  seedFamilyExtras(db, now, ids.otherAdmin)
}
