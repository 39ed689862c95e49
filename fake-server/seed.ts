/**
 * The demo family: fixed ids, times relative to the injected clock, so the same clock gives the
 * same data. Kept modest on purpose; grow it here.
 *
 * - The demo parent (credentials in demo-credentials.json), trialing with 12 days shown, an
 *   e-mail and a text notification method.
 * - Maya: a MacBook Air (filter on) and an iMac (offline). Leo: a MacBook Pro with a custom name,
 *   filter suspended for 20 more minutes. Ava: no computer yet.
 * - Keychains of their own, plus two public keychains of another parent (one with a warning).
 * - Two weeks of activity (activity-generator.ts), two pending unlock requests, one pending suspension request,
 *   parent and child security events.
 * - Another, unrelated parent with a child of their own (for ownership checks).
 */
import type { WireOutput } from '@domain/operations'
import type { AdminNotificationTrigger, RuleSchedule, SharedKey } from '@domain/wire'
import credentials from './demo-credentials.json'
import type { ServerDeps } from './context'
import { type Db, day, hour, minute, writeJson } from './db'
import { isoSeconds } from './encode'
import { hashPassword, newSalt } from './passwords'
import { seededRandom } from './random'
import { seedFamilyExtras } from './seed-family'
import { seedDemoActivity } from './activity-generator'
import { seedSecurityEvents } from './seed-security-events'

export const demoCredentials: { readonly email: string; readonly password: string } = credentials

/** A readable fixed id: `sid('C', 2)` → `C0000000-0000-4000-8000-000000000002`. */
export const sid = (prefix: string, n: number): string =>
  `${prefix.padEnd(8, '0')}-0000-4000-8000-${n.toString(16).toUpperCase().padStart(12, '0')}`

export const seedIds = {
  demoAdmin: sid('DE', 1),
  otherAdmin: sid('DE', 2),
  maya: sid('C', 1),
  leo: sid('C', 2),
  ava: sid('C', 3),
  /** The other parent's child. */
  noah: sid('C', 4),
  mayaMacBookAir: sid('D', 1),
  mayaIMac: sid('D', 2),
  leoMacBookPro: sid('D', 3),
  noahMacMini: sid('D', 4),
  mayaOnMacBookAir: sid('DD', 1),
  mayaOnIMac: sid('DD', 2),
  leoOnMacBookPro: sid('DD', 3),
  noahOnMacMini: sid('DD', 4),
  mayasKeychain: sid('B', 1),
  leosKeychain: sid('B', 2),
  avasKeychain: sid('B', 3),
  musicPractice: sid('B', 4),
  homeworkHelpers: sid('B', 5),
  videoCalls: sid('B', 6),
  noahsKeychain: sid('B', 7),
  emailMethod: sid('0E', 1),
  textMethod: sid('0E', 2),
  unlockRequestYouTube: sid('AB', 1),
  unlockRequestDiscord: sid('AB', 2),
  unlockRequestAccepted: sid('AB', 3),
  suspendRequest: sid('5F', 1),
} as const

export const otherParent = { email: 'rivera.family@example.com', password: 'rivera-family-demo' } as const

const autoDescription = (name: string): string =>
  `This keychain was created automatically as a default place for you to add keys for ${name}. ` +
  'Feel free to use it as is, change it, delete it, or create as many other keychains as you like.'

const allDays = {
  sunday: true,
  monday: true,
  tuesday: true,
  wednesday: true,
  thursday: true,
  friday: true,
  saturday: true,
}
const weekdaysOnly = { ...allDays, sunday: false, saturday: false }

const afterSchool: RuleSchedule = {
  mode: 'active',
  days: weekdaysOnly,
  window: { start: { hour: 15, minute: 0 }, end: { hour: 18, minute: 0 } },
}
const schoolHours: RuleSchedule = {
  mode: 'active',
  days: weekdaysOnly,
  window: { start: { hour: 7, minute: 0 }, end: { hour: 17, minute: 0 } },
}
const notAtNight: RuleSchedule = {
  mode: 'inactive',
  days: allDays,
  window: { start: { hour: 21, minute: 0 }, end: { hour: 5, minute: 0 } },
}

const browsers = { type: 'webBrowsers' } as const

/** Seeds the demo family into an empty database. */
export async function seedDemo(deps: ServerDeps): Promise<void> {
  const { db } = deps
  const now = deps.clock().getTime()
  const ago = (ms: number) => now - ms
  const ids = seedIds

  // ── parents ──
  const demoSalt = newSalt(seededRandom(101))
  db.admin.create({
    id: ids.demoAdmin,
    email: demoCredentials.email.toLowerCase(),
    passwordHash: await hashPassword(demoCredentials.password, demoSalt),
    salt: demoSalt,
    subscriptionStatus: 'trialing',
    // GetAdmin shows whole days left + 7 (server-behaviour §3): 5 days 6 hours → "12 days".
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
  login(
    ids.leoOnMacBookPro,
    ids.leo,
    ids.leoMacBookPro,
    'Leo',
    '2.5.0',
    { case: 'filterSuspended', resuming: isoSeconds(now + 20 * minute) },
    true,
  )
  login(ids.noahOnMacMini, ids.noah, ids.noahMacMini, 'Noah', '2.7.1', { case: 'filterOn' })

  // ── keychains and keys ──
  const keychain = (id: string, adminId: string, name: string, description: string | null, isPublic = false, warning: string | null = null) =>
    db.keychain.create({ id, adminId, name, description, warning, isPublic, createdAt: ago(12 * day) })
  keychain(ids.mayasKeychain, ids.demoAdmin, 'Maya’s Keychain', autoDescription('Maya'))
  keychain(ids.leosKeychain, ids.demoAdmin, 'Leo’s Keychain', autoDescription('Leo'))
  keychain(ids.avasKeychain, ids.demoAdmin, 'Ava’s Keychain', autoDescription('Ava'))
  keychain(ids.musicPractice, ids.demoAdmin, 'Music Practice', 'Sites for piano and guitar practice')
  keychain(ids.homeworkHelpers, ids.otherAdmin, 'Homework Helpers', 'Reference and practice sites for school work', true)
  keychain(
    ids.videoCalls,
    ids.otherAdmin,
    'Video Calls',
    'Video-calling apps for lessons and family calls',
    true,
    'Some of these apps let children talk with people you do not know. Check the keys before assigning this keychain.',
  )
  keychain(ids.noahsKeychain, ids.otherAdmin, 'Noah’s Keychain', autoDescription('Noah'))

  let keyNumber = 0
  const key = (keychainId: string, value: SharedKey, extra: { comment?: string; deletedAt?: number } = {}) =>
    db.key.create({
      id: sid('E', ++keyNumber),
      keychainId,
      keyJson: writeJson(value),
      comment: extra.comment ?? null,
      deletedAt: extra.deletedAt ?? null,
      createdAt: ago(11 * day - keyNumber * hour),
    })
  key(ids.mayasKeychain, { type: 'anySubdomain', domain: 'khanacademy.org', scope: browsers })
  key(ids.mayasKeychain, { type: 'domain', domain: 'docs.google.com', scope: browsers }, { comment: 'school documents' })
  key(
    ids.mayasKeychain,
    { type: 'skeleton', scope: { type: 'identifiedAppSlug', identifiedAppSlug: 'zoom' } },
    { comment: 'piano lessons on Thursdays', deletedAt: now + 5 * day },
  )
  // Expired yesterday: invisible everywhere.
  key(ids.mayasKeychain, { type: 'domain', domain: 'scratch.mit.edu', scope: browsers }, { deletedAt: ago(day) })
  key(ids.leosKeychain, { type: 'domainRegex', pattern: 'deploy-preview-*.netlify.app', scope: { type: 'unrestricted' } })
  key(ids.leosKeychain, { type: 'ipAddress', ipAddress: '140.82.112.3', scope: browsers }, { comment: 'code club server' })
  key(ids.musicPractice, { type: 'anySubdomain', domain: 'musictheory.net', scope: browsers })
  key(ids.musicPractice, {
    type: 'domain',
    domain: 'www.noteflight.com',
    scope: { type: 'single', single: { type: 'bundleId', bundleId: 'com.apple.Safari' } },
  })
  key(ids.homeworkHelpers, { type: 'anySubdomain', domain: 'wikipedia.org', scope: browsers })
  key(ids.homeworkHelpers, { type: 'anySubdomain', domain: 'desmos.com', scope: browsers })
  key(ids.homeworkHelpers, { type: 'anySubdomain', domain: 'quizlet.com', scope: browsers })
  key(ids.videoCalls, { type: 'skeleton', scope: { type: 'identifiedAppSlug', identifiedAppSlug: 'zoom' } })
  key(ids.videoCalls, { type: 'skeleton', scope: { type: 'bundleId', bundleId: 'com.apple.FaceTime' } })
  key(ids.noahsKeychain, { type: 'anySubdomain', domain: 'lego.com', scope: browsers })

  let linkNumber = 0
  const assign = (childId: string, keychainId: string, schedule: RuleSchedule | null = null) =>
    db.childKeychain.create({
      id: sid('CB', ++linkNumber),
      childId,
      keychainId,
      scheduleJson: schedule ? writeJson(schedule) : null,
      createdAt: ago(11 * day),
    })
  assign(ids.maya, ids.mayasKeychain)
  assign(ids.maya, ids.musicPractice, afterSchool)
  assign(ids.maya, ids.homeworkHelpers, schoolHours)
  assign(ids.leo, ids.leosKeychain)
  assign(ids.leo, ids.homeworkHelpers)
  assign(ids.ava, ids.avasKeychain)
  assign(ids.noah, ids.noahsKeychain)
  assign(ids.noah, ids.videoCalls)

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

  seedActivity(db, now)
  seedRequests(db, now)
  // Two weeks of parent and child security events: seed-security-events.ts.
  seedSecurityEvents(db, now, ids)

  const release = (semver: string, channel: 'stable' | 'beta' | 'canary', age: number) =>
    db.release.create({ semver, channel, createdAt: ago(age) })
  release('2.5.2', 'stable', 90 * day)
  release('2.7.1', 'stable', 30 * day)
  release('2.7.2', 'beta', 10 * day)
  release('2.8.0', 'canary', 3 * day)

  // More public keychains (drawer paging, a second warning) and release history: seed-family.ts.
  seedFamilyExtras(db, now, ids.otherAdmin)
}

/** The placeholder image the fake server serves for a screenshot (screenshot-image.ts). */
export { screenshotUrl } from './screenshot-image'

/** Two weeks of activity for each child with a computer (activity-generator.ts). */
function seedActivity(db: Db, now: number): void {
  seedDemoActivity(db, now, seedIds)
}

function seedRequests(db: Db, now: number): void {
  db.unlockRequest.create({
    id: seedIds.unlockRequestYouTube,
    userDeviceId: seedIds.mayaOnMacBookAir,
    status: 'pending',
    appBundleId: 'com.apple.Safari',
    url: 'https://www.youtube.com/watch?v=volcano-science-101',
    hostname: 'www.youtube.com',
    ipAddress: '142.250.72.14',
    requestComment: 'video for science class',
    responseComment: null,
    createdAt: now - 25 * minute,
    updatedAt: now - 25 * minute,
  })
  db.unlockRequest.create({
    id: seedIds.unlockRequestDiscord,
    userDeviceId: seedIds.leoOnMacBookPro,
    status: 'pending',
    appBundleId: 'com.hnc.Discord',
    url: null,
    hostname: 'cdn.discordapp.com',
    ipAddress: '162.159.130.233',
    requestComment: null,
    responseComment: null,
    createdAt: now - 2 * hour,
    updatedAt: now - 2 * hour,
  })
  db.unlockRequest.create({
    id: seedIds.unlockRequestAccepted,
    userDeviceId: seedIds.mayaOnMacBookAir,
    status: 'accepted',
    appBundleId: 'com.apple.Safari',
    url: 'https://www.khanacademy.org/math/algebra',
    hostname: 'www.khanacademy.org',
    ipAddress: '104.18.12.33',
    requestComment: 'math homework',
    responseComment: 'Sure, good luck!',
    createdAt: now - day - 3 * hour,
    updatedAt: now - day - 2 * hour,
  })
  db.suspendFilterRequest.create({
    id: seedIds.suspendRequest,
    userDeviceId: seedIds.mayaOnMacBookAir,
    status: 'pending',
    scope: 'unrestricted',
    duration: 1800,
    requestComment: 'I need to download my homework files',
    responseComment: null,
    extraMonitoring: null,
    createdAt: now - 3 * minute,
    updatedAt: now - 3 * minute,
  })
}
