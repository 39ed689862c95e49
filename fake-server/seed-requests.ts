/**
 * The demo family's unlock and filter-suspension requests (times relative to the clock).
 */
import { type Db, day, hour, minute } from './db'
import { familyIds, sid } from './seed-ids'

export const requestSeedIds = {
  unlockRequestYouTube: sid('AB', 1),
  unlockRequestDiscord: sid('AB', 2),
  unlockRequestAccepted: sid('AB', 3),
  suspendRequest: sid('5F', 1),
} as const

/** Seeds the requests. */
export function seedRequests(db: Db, now: number): void {
  const ids = { ...familyIds, ...requestSeedIds }
  db.unlockRequest.create({
    id: ids.unlockRequestYouTube,
    userDeviceId: ids.mayaOnMacBookAir,
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
    id: ids.unlockRequestDiscord,
    userDeviceId: ids.leoOnMacBookPro,
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
    id: ids.unlockRequestAccepted,
    userDeviceId: ids.mayaOnMacBookAir,
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
    id: ids.suspendRequest,
    userDeviceId: ids.mayaOnMacBookAir,
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
