/// <reference types="vite/client" />

/** True in demo builds (npm start, npm run build:demo): the app runs on the in-browser fake server. */
declare const __DEMO__: boolean

interface ImportMetaEnv {
  readonly VITE_API_URL?: string
  readonly VITE_STAGING?: string
  /** Which API the build talks to: `2025-05` or `current` (see README). */
  readonly VITE_API_PROFILE?: string
  /** Cloudflare Turnstile site key: the sign-up page's bot check under the `current` API. */
  readonly VITE_TURNSTILE_SITEKEY?: string
  readonly VITE_SUPPORT_URL?: string
  /** The companion app's App Store page (onboarding QR code and link). */
  readonly VITE_APP_STORE_URL?: string
  /** The help page about connecting a Mac (onboarding). */
  readonly VITE_CONNECT_HELP_URL?: string
  /** Home's links: the documentation, the getting-started guide, the two how-to videos, the Mac app's download page. */
  readonly VITE_DOCS_URL?: string
  readonly VITE_GETTING_STARTED_URL?: string
  readonly VITE_WELCOME_VIDEO_URL?: string
  readonly VITE_CONNECT_VIDEO_URL?: string
  readonly VITE_DOWNLOAD_URL?: string
  /** A geo-IP service address with `{ip}` in it; unset: no lookups. */
  readonly VITE_GEOIP_URL?: string
  /** Non-production builds only: `adminId:token`, signed in automatically (see README). */
  readonly VITE_TEST_ADMIN_CREDS?: string
}

interface Window {
  /**
   * Demo builds only: settles once the in-browser fake server answers requests. Set by the demo's
   * own entry script, which index.html loads before the app.
   */
  gatehouseDemoReady?: Promise<import('@domain/demo/control').DemoControl>
  /** Demo builds only: the fake server's control (outbox, faults, reset), once it has started. */
  gatehouseDemo?: import('@domain/demo/control').DemoControl
}
