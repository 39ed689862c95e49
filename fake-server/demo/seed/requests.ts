/**
 * The demo family's unlock and filter-suspension requests (times relative to the clock):
 * - unlock requests of Maya and Leo, pending, accepted and rejected; Maya has two pending for the
 *   same site (www.youtube.com and music.youtube.com), Leo one for a bare IP address from a game;
 * - suspension requests: Maya's, pending and 3 minutes old; Leo's, pending but 3 hours old (too
 *   old to grant: the child must ask again); Leo's accepted one, whose suspension runs now.
 */
import { type Db, day, hour, minute } from '../../core/db/db'
import { familyIds, sid } from './ids'

export const requestSeedIds = {
  unlockRequestYouTube: sid('AB', 1),
  unlockRequestDiscord: sid('AB', 2),
  unlockRequestAccepted: sid('AB', 3),
  unlockRequestYouTubeMusic: sid('AB', 4),
  unlockRequestGameServer: sid('AB', 5),
  unlockRequestRejected: sid('AB', 6),
  unlockRequestLeoAccepted: sid('AB', 7),
  unlockRequestLeoRejected: sid('AB', 8),
  suspendRequest: sid('5F', 1),
  suspendRequestStale: sid('5F', 2),
  suspendRequestAccepted: sid('5F', 3),
} as const

interface UnlockSeed {
  readonly id: string
  readonly userDeviceId: string
  readonly status: 'pending' | 'accepted' | 'rejected'
  readonly appBundleId: string
  readonly url?: string
  readonly hostname?: string
  readonly ipAddress?: string
  readonly requestComment?: string
  readonly responseComment?: string
  readonly age: number
  /** How long after it was made the parent decided (decided requests). */
  readonly decidedAfter?: number
}

interface SuspensionSeed {
  readonly id: string
  readonly userDeviceId: string
  readonly status: 'pending' | 'accepted' | 'rejected'
  readonly duration: number
  readonly requestComment?: string
  readonly responseComment?: string
  readonly extraMonitoring?: string
  readonly age: number
  readonly decidedAfter?: number
}

/** How old Maya's pending unlock request for www.youtube.com is (the review material puts a screenshot beside it). */
export const unlockRequestYouTubeAge = 25 * minute

const ids = { ...familyIds, ...requestSeedIds }

const unlockRequests: readonly UnlockSeed[] = [
  {
    id: ids.unlockRequestYouTube,
    userDeviceId: ids.mayaOnMacBookAir,
    status: 'pending',
    appBundleId: 'com.apple.Safari',
    url: 'https://www.youtube.com/watch?v=volcano-science-101',
    hostname: 'www.youtube.com',
    ipAddress: '142.250.72.14',
    requestComment: 'video for science class',
    age: unlockRequestYouTubeAge,
  },
  {
    id: ids.unlockRequestYouTubeMusic,
    userDeviceId: ids.mayaOnMacBookAir,
    status: 'pending',
    appBundleId: 'com.apple.Safari',
    url: 'https://music.youtube.com/watch?v=piano-scales-c-major',
    hostname: 'music.youtube.com',
    ipAddress: '142.250.72.46',
    age: 22 * minute,
  },
  {
    id: ids.unlockRequestDiscord,
    userDeviceId: ids.leoOnMacBookPro,
    status: 'pending',
    appBundleId: 'com.hnc.Discord',
    hostname: 'cdn.discordapp.com',
    ipAddress: '162.159.130.233',
    age: 2 * hour,
  },
  {
    id: ids.unlockRequestGameServer,
    userDeviceId: ids.leoOnMacBookPro,
    status: 'pending',
    appBundleId: 'com.mojang.minecraftlauncher',
    ipAddress: '51.161.86.221',
    requestComment: 'Sam’s Minecraft server',
    age: 50 * minute,
  },
  {
    id: ids.unlockRequestLeoRejected,
    userDeviceId: ids.leoOnMacBookPro,
    status: 'rejected',
    appBundleId: 'com.google.Chrome',
    url: 'https://www.roblox.com/games/920587237/Adopt-Me',
    hostname: 'www.roblox.com',
    ipAddress: '128.116.119.3',
    requestComment: 'everyone in my class plays it',
    responseComment: 'Let’s talk about it at the weekend.',
    age: 5 * hour,
    decidedAfter: hour,
  },
  {
    id: ids.unlockRequestAccepted,
    userDeviceId: ids.mayaOnMacBookAir,
    status: 'accepted',
    appBundleId: 'com.apple.Safari',
    url: 'https://www.khanacademy.org/math/algebra',
    hostname: 'www.khanacademy.org',
    ipAddress: '104.18.12.33',
    requestComment: 'math homework',
    responseComment: 'Sure, good luck!',
    age: day + 3 * hour,
    decidedAfter: hour,
  },
  {
    id: ids.unlockRequestRejected,
    userDeviceId: ids.mayaOnMacBookAir,
    status: 'rejected',
    appBundleId: 'com.valvesoftware.steam',
    url: 'https://store.steampowered.com/app/1794680',
    hostname: 'store.steampowered.com',
    requestComment: 'can I buy this game?',
    responseComment: 'Not on a school night.',
    age: day + 6 * hour,
    decidedAfter: 30 * minute,
  },
  {
    id: ids.unlockRequestLeoAccepted,
    userDeviceId: ids.leoOnMacBookPro,
    status: 'accepted',
    appBundleId: 'com.google.Chrome',
    hostname: 'www.codecademy.com',
    responseComment: 'Have fun coding!',
    age: 2 * day,
    decidedAfter: 2 * hour,
  },
]

const suspensionRequests: readonly SuspensionSeed[] = [
  {
    id: ids.suspendRequest,
    userDeviceId: ids.mayaOnMacBookAir,
    status: 'pending',
    duration: 1800,
    requestComment: 'I need to download my homework files',
    age: 3 * minute,
  },
  {
    id: ids.suspendRequestStale,
    userDeviceId: ids.leoOnMacBookPro,
    status: 'pending',
    duration: 3600,
    requestComment: 'need to update my Minecraft mods',
    age: 3 * hour,
  },
  {
    // Granted 10 minutes ago for 30 minutes: Leo's Mac is suspended until 20 minutes from now.
    id: ids.suspendRequestAccepted,
    userDeviceId: ids.leoOnMacBookPro,
    status: 'accepted',
    duration: 1800,
    requestComment: 'downloading the game for coding club',
    responseComment: 'OK, 30 minutes.',
    extraMonitoring: '@60',
    age: 12 * minute,
    decidedAfter: 2 * minute,
  },
]

/** Seeds the requests. */
export function seedRequests(db: Db, now: number): void {
  for (const r of unlockRequests) {
    db.unlockRequest.create({
      id: r.id,
      userDeviceId: r.userDeviceId,
      status: r.status,
      appBundleId: r.appBundleId,
      url: r.url ?? null,
      hostname: r.hostname ?? null,
      ipAddress: r.ipAddress ?? null,
      requestComment: r.requestComment ?? null,
      responseComment: r.responseComment ?? null,
      createdAt: now - r.age,
      updatedAt: now - r.age + (r.decidedAfter ?? 0),
    })
  }
  for (const r of suspensionRequests) {
    db.suspendFilterRequest.create({
      id: r.id,
      userDeviceId: r.userDeviceId,
      status: r.status,
      scope: 'unrestricted',
      duration: r.duration,
      requestComment: r.requestComment ?? null,
      responseComment: r.responseComment ?? null,
      extraMonitoring: r.extraMonitoring ?? null,
      createdAt: now - r.age,
      updatedAt: now - r.age + (r.decidedAfter ?? 0),
    })
  }
}
