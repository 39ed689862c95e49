/** Build configuration of the API client (Vite env; the settings are listed in README.md). */
import type { ApiProfile } from '@domain/operations'

const env = import.meta.env

/** The API address without a trailing slash; '' = same origin. */
export const apiUrl = (env.VITE_API_URL ?? '').trim().replace(/\/+$/, '')

export const apiProfile: ApiProfile = env.VITE_API_PROFILE === 'renamed-2025' ? 'renamed-2025' : 'spec'

/** Staging when the optional variable equals 'true'. */
export const isStaging = env.VITE_STAGING === 'true'

/** Demo, development and staging builds; production builds never send X-DashboardUrl. */
export const isNonProduction = env.MODE !== 'production' || isStaging
