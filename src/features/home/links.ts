/** The product's pages Home links to (opened in a new tab). */
import { supportUrl } from '../../ui/support'

const site = 'https://gatehouse.app'

export const homeLinks = {
  docs: `${site}/docs`,
  gettingStarted: `${site}/docs/getting-started`,
  welcomeVideo: `${site}/videos/getting-started`,
  connectVideo: `${site}/videos/connect-a-mac`,
  download: `${site}/download`,
  contact: supportUrl,
} as const
