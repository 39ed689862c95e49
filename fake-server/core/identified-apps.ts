/**
 * GetIdentifiedApps: an original catalogue of about fifty common Mac apps with their bundle ids and a
 * category (global reference data, the same for every parent). Slugs are
 * what keys and unlock requests use (`identifiedAppSlug`).
 */
import type { WireOutput } from '@domain/api/operations'

export type IdentifiedAppRow = WireOutput<'GetIdentifiedApps'>[number]

/** Fixed ids: `catalogId(0xC, 3)` → `1DA0000C-0000-4000-8000-000000000003`. */
const catalogId = (kind: number, n: number): string =>
  `1DA0000${kind.toString(16).toUpperCase()}-0000-4000-8000-${n.toString(16).toUpperCase().padStart(12, '0')}`

const categories = {
  browser: { id: catalogId(0xc, 1), name: 'Browser', slug: 'browser' },
  communication: { id: catalogId(0xc, 2), name: 'Communication', slug: 'communication' },
  games: { id: catalogId(0xc, 3), name: 'Games', slug: 'games' },
  productivity: { id: catalogId(0xc, 4), name: 'Productivity', slug: 'productivity' },
  creativity: { id: catalogId(0xc, 5), name: 'Creativity', slug: 'creativity' },
  entertainment: { id: catalogId(0xc, 6), name: 'Entertainment', slug: 'entertainment' },
  developer: { id: catalogId(0xc, 7), name: 'Developer tools', slug: 'developer-tools' },
  system: { id: catalogId(0xc, 8), name: 'System', slug: 'system' },
  education: { id: catalogId(0xc, 9), name: 'Education', slug: 'education' },
} as const

type Category = keyof typeof categories

/** [name, slug, category, bundle ids, launchable]. */
const entries: readonly [string, string, Category | null, readonly string[], boolean?][] = [
  ['Safari', 'safari', 'browser', ['com.apple.Safari']],
  ['Google Chrome', 'chrome', 'browser', ['com.google.Chrome']],
  ['Firefox', 'firefox', 'browser', ['org.mozilla.firefox']],
  ['Microsoft Edge', 'edge', 'browser', ['com.microsoft.edgemac']],
  ['Brave Browser', 'brave', 'browser', ['com.brave.Browser']],
  ['Arc', 'arc', 'browser', ['company.thebrowser.Browser']],
  ['Messages', 'messages', 'communication', ['com.apple.MobileSMS']],
  ['FaceTime', 'facetime', 'communication', ['com.apple.FaceTime']],
  ['Zoom', 'zoom', 'communication', ['us.zoom.xos']],
  ['Discord', 'discord', 'communication', ['com.hnc.Discord']],
  ['Slack', 'slack', 'communication', ['com.tinyspeck.slackmacgap']],
  ['Microsoft Teams', 'teams', 'communication', ['com.microsoft.teams2', 'com.microsoft.teams']],
  ['WhatsApp', 'whatsapp', 'communication', ['net.whatsapp.WhatsApp']],
  ['Minecraft', 'minecraft', 'games', ['com.mojang.minecraftlauncher']],
  ['Steam', 'steam', 'games', ['com.valvesoftware.steam']],
  ['Roblox', 'roblox', 'games', ['com.roblox.RobloxPlayer']],
  ['Pages', 'pages', 'productivity', ['com.apple.iWork.Pages']],
  ['Keynote', 'keynote', 'productivity', ['com.apple.iWork.Keynote']],
  ['Numbers', 'numbers', 'productivity', ['com.apple.iWork.Numbers']],
  ['Microsoft Word', 'word', 'productivity', ['com.microsoft.Word']],
  ['Notes', 'notes', 'productivity', ['com.apple.Notes']],
  ['GarageBand', 'garageband', 'creativity', ['com.apple.garageband10']],
  ['iMovie', 'imovie', 'creativity', ['com.apple.iMovieApp']],
  ['Music', 'music', 'entertainment', ['com.apple.Music']],
  ['Spotify', 'spotify', 'entertainment', ['com.spotify.client']],
  ['Xcode', 'xcode', 'developer', ['com.apple.dt.Xcode']],
  ['Swift Playgrounds', 'swift-playgrounds', 'education', ['com.apple.PlaygroundsMac']],
  ['App Store', 'app-store', 'system', ['com.apple.AppStore']],
  ['System Settings', 'system-settings', 'system', ['com.apple.systempreferences']],
  // A background process, not something a child opens.
  ['WebKit Networking', 'webkit-networking', null, ['com.apple.WebKit.Networking'], false],
  ['Opera', 'opera', 'browser', ['com.operasoftware.Opera']],
  ['Vivaldi', 'vivaldi', 'browser', ['com.vivaldi.Vivaldi']],
  ['DuckDuckGo', 'duckduckgo', 'browser', ['com.duckduckgo.macos.browser']],
  ['Mail', 'mail', 'communication', ['com.apple.mail']],
  ['Telegram', 'telegram', 'communication', ['ru.keepcoder.Telegram']],
  ['Signal', 'signal', 'communication', ['org.whispersystems.signal-desktop']],
  ['Skype', 'skype', 'communication', ['com.skype.skype']],
  ['Epic Games Launcher', 'epic-games', 'games', ['com.epicgames.EpicGamesLauncher']],
  ['Chess', 'chess', 'games', ['com.apple.Chess']],
  ['Microsoft Excel', 'excel', 'productivity', ['com.microsoft.Excel']],
  ['Microsoft PowerPoint', 'powerpoint', 'productivity', ['com.microsoft.Powerpoint']],
  ['Google Drive', 'google-drive', 'productivity', ['com.google.drivefs']],
  ['Notion', 'notion', 'productivity', ['notion.id']],
  ['Calendar', 'calendar', 'productivity', ['com.apple.iCal']],
  ['Photos', 'photos', 'creativity', ['com.apple.Photos']],
  ['Final Cut Pro', 'final-cut-pro', 'creativity', ['com.apple.FinalCut']],
  ['Logic Pro', 'logic-pro', 'creativity', ['com.apple.logic10']],
  ['Pixelmator Pro', 'pixelmator-pro', 'creativity', ['com.pixelmatorteam.pixelmator.x']],
  ['Blender', 'blender', 'creativity', ['org.blenderfoundation.blender']],
  ['TV', 'tv', 'entertainment', ['com.apple.TV']],
  ['Podcasts', 'podcasts', 'entertainment', ['com.apple.podcasts']],
  ['Books', 'books', 'entertainment', ['com.apple.iBooksX']],
  ['VLC', 'vlc', 'entertainment', ['org.videolan.vlc']],
  ['Visual Studio Code', 'vscode', 'developer', ['com.microsoft.VSCode']],
  ['Terminal', 'terminal', 'developer', ['com.apple.Terminal']],
  ['Anki', 'anki', 'education', ['net.ankiweb.dtop']],
  ['GeoGebra Classic', 'geogebra', 'education', ['org.geogebra.mathapps']],
  ['Finder', 'finder', 'system', ['com.apple.finder']],
]

let bundleNumber = 0
export const identifiedApps: readonly IdentifiedAppRow[] = entries.map(([name, slug, category, bundleIds, launchable], i) => {
  const app: IdentifiedAppRow = {
    id: catalogId(0xa, i + 1),
    name,
    slug,
    launchable: launchable ?? true,
    bundleIds: bundleIds.map((bundleId) => ({ id: catalogId(0xb, ++bundleNumber), bundleId })),
  }
  return category === null ? app : { ...app, category: categories[category] }
})

/** The catalogue entry of a bundle id (case-insensitive), if any. */
export const identifiedAppByBundleId = (bundleId: string): IdentifiedAppRow | undefined =>
  identifiedApps.find((app) => app.bundleIds.some((b) => b.bundleId.toLowerCase() === bundleId.toLowerCase()))
