/** Build configuration of the API client (Vite env; the settings are listed in README.md). */
import { type ApiProfile, activityDayOffset, selectProfile, signupBotCheck } from '@domain/api/profiles/names'
import { basePrefix } from '../base-path'

const env = import.meta.env

/**
 * The API address without a trailing slash ('' = the page's origin): `VITE_API_URL` when set;
 * otherwise, in a demo build, the path the dashboard is served under (its in-browser server
 * answers there, and a static host that serves only that path never sees a request outside it);
 * otherwise the page's origin.
 */
export function apiAddress(configured: string | undefined, demo: boolean, base: string): string {
  const address = (configured ?? '').trim().replace(/\/+$/, '')
  if (address !== '' || !demo) return address
  return base.replace(/\/+$/, '')
}

/** The API address of this build (see `apiAddress`). */
export const apiUrl = apiAddress(env.VITE_API_URL, __DEMO__, basePrefix)

/**
 * Which API the build talks to (`VITE_API_PROFILE`): today's by default, demo builds included
 * (`2025-05` is one setting away). The build refuses other values, so the fallback never applies.
 */
export const apiProfile: ApiProfile = selectProfile(env.VITE_API_PROFILE) ?? 'current'

/** The offset (minutes behind UTC) whose days the activity pages show, read when called. */
export const currentActivityDayOffset = (): number => activityDayOffset(apiProfile, new Date().getTimezoneOffset())

/** The Cloudflare Turnstile site key for the sign-up page's bot check (`VITE_TURNSTILE_SITEKEY`). */
export const turnstileSiteKey: string | null = env.VITE_TURNSTILE_SITEKEY?.trim() || null

/** What the sign-up page does about the server's bot check. */
export const signupCheck = signupBotCheck(apiProfile, { siteKey: turnstileSiteKey, demo: __DEMO__ })

/** Staging when the optional variable equals 'true'. */
export const isStaging = env.VITE_STAGING === 'true'

/** Demo, development and staging builds; production builds never send X-DashboardUrl. */
export const isNonProduction = env.MODE !== 'production' || isStaging
