/**
 * The production build's service worker and web app manifest, made by vite-plugin-pwa (Workbox's
 * generateSW underneath): the worker precaches every file of the build (code, styles, documents,
 * icons) and answers from that cache first; it caches nothing at run time, so the API's answers
 * (another origin, or any address not in the list) always go to the network.
 *
 * The build writes one document per route with a fixed path (`login/index.html`, see
 * prerender-plugin.ts); a static host answers `/login` with it. The precache list names each such
 * document by that address, so the worker answers `/login` (whatever its query) with the same
 * document as the host; every other page address (with an id or a token in it) gets `index.html`,
 * the signed-in fallback, as from the host.
 *
 * The worker waits when a new version is installed; the page offers to reload (src/app-update.ts)
 * and tells it to take over (the SKIP_WAITING message). Demo builds get none of this: their fake
 * server is the service worker of the same scope.
 */
import { VitePWA } from 'vite-plugin-pwa'
import type { Plugin } from 'vite'

/** The app's colours: the navy of the logo (light), the dark theme's page (dark). */
export const themeColours = { light: '#1f3a5f', dark: '#0e1520' } as const
/** The light theme's page, behind the splash screen of an installed app. */
const backgroundColour = '#f4f6f9'

interface PrecacheEntry {
  url: string
  revision: string | null
  size: number
}

/** `login/index.html` is precached as `login`, the address a host answers with it; `index.html` stays. */
export function documentsAtTheirAddresses(entries: PrecacheEntry[]): { manifest: PrecacheEntry[]; warnings: string[] } {
  return {
    manifest: entries.map((entry) => (entry.url.endsWith('/index.html') ? { ...entry, url: entry.url.slice(0, -'/index.html'.length) } : entry)),
    warnings: [],
  }
}

export function appWorker(): Plugin[] {
  return VitePWA({
    strategies: 'generateSW',
    // The page registers the worker itself, after its start (src/app-update.ts).
    injectRegister: false,
    registerType: 'prompt',
    manifest: {
      id: '/',
      name: 'Gatehouse',
      short_name: 'Gatehouse',
      description: "Review your children's screenshots, answer their requests and keep their Macs safe.",
      start_url: '.',
      scope: '.',
      display: 'standalone',
      theme_color: themeColours.light,
      background_color: backgroundColour,
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // Only the precache: no run-time caching of any request, the API's least of all.
      runtimeCaching: [],
      navigateFallback: 'index.html',
      manifestTransforms: [documentsAtTheirAddresses],
      // A page's query (/signup?plan=family) is read by its code: the document is the same.
      ignoreURLParametersMatching: [/.*/],
      cleanupOutdatedCaches: true,
      // A new version waits for the page's "Reload" (src/app-update.ts).
      skipWaiting: false,
      clientsClaim: false,
    },
  })
}
