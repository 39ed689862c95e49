/**
 * The product's pages Home links to (opened in a new tab; nothing is fetched from them), set per
 * deployment at build time like the support page (README, "Build-time settings"); unset, the
 * product's own site.
 */
import { supportUrl } from '../../ui/support'

const site = 'https://gatehouse.app'
const env = import.meta.env

export const homeLinks = {
  /** "View documentation". */
  docs: env.VITE_DOCS_URL || `${site}/docs`,
  /** "Read our getting started guide". */
  gettingStarted: env.VITE_GETTING_STARTED_URL || `${site}/docs/getting-started`,
  /** The welcome card's "How-to video (2 min)". */
  welcomeVideo: env.VITE_WELCOME_VIDEO_URL || `${site}/videos/getting-started`,
  /** The first-device card's "How-to video (2 min)". */
  connectVideo: env.VITE_CONNECT_VIDEO_URL || `${site}/videos/connect-a-mac`,
  /** Where the Mac app is downloaded (its address is shown). */
  download: env.VITE_DOWNLOAD_URL || `${site}/download`,
  /** "Submit support request", "Get more help". */
  contact: supportUrl,
} as const
