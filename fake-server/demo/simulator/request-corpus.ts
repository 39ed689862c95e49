/**
 * What the simulated children ask for: unlock requests from browsers and other apps (full URLs,
 * bare domains, IP addresses; some batches of two), filter suspensions of various lengths, and
 * the security events a Mac may report. Each scenario has a fitting comment, which a child adds
 * only some of the time.
 */
import type { BlockedRequest } from '../../core/mac/requests'
import type { ChildEventName } from '../../core/security-events'

export interface UnlockScenario {
  readonly blocked: readonly BlockedRequest[]
  readonly comment: string
}

const safari = 'com.apple.Safari'
const chrome = 'com.google.Chrome'
const firefox = 'org.mozilla.firefox'

export const unlockScenarios: readonly UnlockScenario[] = [
  {
    blocked: [
      { bundleId: safari, url: 'https://www.youtube.com/watch?v=photosynthesis-explained', hostname: 'www.youtube.com', ipAddress: '142.250.72.14' },
    ],
    comment: 'video for biology homework',
  },
  {
    blocked: [{ bundleId: chrome, url: 'https://www.coolmathgames.com/0-run-3', hostname: 'www.coolmathgames.com', ipAddress: '104.26.4.96' }],
    comment: 'I finished my homework',
  },
  {
    // A bare domain: the browser only saw the host.
    blocked: [{ bundleId: firefox, hostname: 'www.nationalgeographic.com' }],
    comment: 'for my animals project',
  },
  {
    // An address without a name.
    blocked: [{ bundleId: safari, ipAddress: '93.184.215.14' }],
    comment: 'the school wifi login page',
  },
  {
    blocked: [{ bundleId: 'com.hnc.Discord', hostname: 'gateway.discord.gg', ipAddress: '162.159.135.232' }],
    comment: 'my study group talks on Discord',
  },
  {
    blocked: [{ bundleId: 'com.spotify.client', hostname: 'api.spotify.com', ipAddress: '35.186.224.25' }],
    comment: 'music while I do homework',
  },
  {
    blocked: [{ bundleId: 'com.mojang.minecraftlauncher', ipAddress: '51.161.86.221' }],
    comment: 'Sam’s Minecraft server',
  },
  {
    blocked: [
      { bundleId: chrome, url: 'https://www.reddit.com/r/aww/', hostname: 'www.reddit.com', ipAddress: '151.101.1.140' },
      { bundleId: chrome, hostname: 'i.redd.it', ipAddress: '151.101.1.140' },
    ],
    comment: 'just the cute animals page',
  },
  {
    blocked: [{ bundleId: 'us.zoom.xos', hostname: 'us05web.zoom.us', ipAddress: '170.114.52.2' }],
    comment: 'guitar lesson starts soon',
  },
  {
    // An app the catalogue does not know.
    blocked: [{ bundleId: 'org.audacityteam.audacity', hostname: 'updates.audacityteam.org' }],
    comment: 'recording my podcast for English',
  },
  {
    blocked: [{ bundleId: 'com.valvesoftware.steam', url: 'https://store.steampowered.com/app/1794680', hostname: 'store.steampowered.com' }],
    comment: 'can I look at this game?',
  },
  {
    blocked: [
      { bundleId: safari, url: 'https://docs.python.org/3/tutorial/', hostname: 'docs.python.org', ipAddress: '151.101.0.223' },
      { bundleId: safari, hostname: 'www.python.org', ipAddress: '151.101.0.223' },
    ],
    comment: 'coding club homework',
  },
]

export interface SuspensionScenario {
  readonly durationSeconds: number
  readonly comment: string
}

export const suspensionScenarios: readonly SuspensionScenario[] = [
  { durationSeconds: 600, comment: 'I need to download the worksheet from the school site' },
  { durationSeconds: 1800, comment: 'installing a game update' },
  { durationSeconds: 300, comment: 'a website for my homework keeps getting blocked' },
  { durationSeconds: 3600, comment: 'watching a movie with Dad' },
  { durationSeconds: 900, comment: 'printing my project' },
]

export interface SecurityEventScenario {
  readonly event: ChildEventName
  readonly detail?: string
}

/** Events a Mac reports now and then (none that need a request first). */
export const securityEventScenarios: readonly SecurityEventScenario[] = [
  { event: 'appQuit' },
  { event: 'newMacOsUserCreated' },
  { event: 'systemClockOrTimeZoneChanged', detail: 'suspicious bootime change' },
  { event: 'advancedSettingsOpened' },
  { event: 'blockedAppLaunchAttempted', detail: 'app: Steam' },
  { event: 'systemExtensionChangeRequested', detail: 'stop' },
  { event: 'macosUserExempted', detail: 'userId: 502' },
  { event: 'appLaunched' },
]
