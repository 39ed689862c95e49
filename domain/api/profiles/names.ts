/**
 * The API profiles by name, and the choices a build makes from its profile. No wire tables or
 * schemas here: the app's first screen reads these before any operation is needed.
 */
export type ApiProfile = '2025-05' | 'current'
export const apiProfiles: readonly ApiProfile[] = ['2025-05', 'current']

export const isApiProfile = (value: unknown): value is ApiProfile => typeof value === 'string' && (apiProfiles as readonly string[]).includes(value)

/**
 * The profile of a build: the setting when it names one; unset, every build (production, staging
 * and the demo) talks to today's API. Anything else is a mistake (null).
 */
export function selectProfile(setting: string | undefined): ApiProfile | null {
  const value = setting?.trim() ?? ''
  if (value === '') return 'current'
  return isApiProfile(value) ? value : null
}

/**
 * The offset (minutes behind UTC) whose days the activity pages count in: the server's UTC
 * days under `2025-05` (which cannot count any other), the parent's own days under `current`.
 * `localOffset` is what `Date.getTimezoneOffset()` says.
 */
export const activityDayOffset = (profile: ApiProfile, localOffset: number): number => (profile === '2025-05' ? 0 : localOffset)

/**
 * How sign-up proves a person is signing up: `none` (the May 2025 server asks for nothing, nor
 * does the demo's fake server), `turnstile` (today's server wants a Cloudflare Turnstile token:
 * the build has a site key for the widget), or `unavailable` (today's server, but no site key:
 * its sign-ups would be refused, so the page says so instead of trying).
 */
export type SignupBotCheck = 'none' | 'turnstile' | 'unavailable'

export function signupBotCheck(profile: ApiProfile, build: { readonly siteKey: string | null; readonly demo: boolean }): SignupBotCheck {
  if (profile === '2025-05') return 'none'
  if (build.siteKey) return 'turnstile'
  return build.demo ? 'none' : 'unavailable'
}
