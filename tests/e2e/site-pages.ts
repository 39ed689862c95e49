/**
 * The pages the hostile-names spec visits, taken from the one list of pages (./pages.ts), and
 * the checks it uses.
 */
import { browserToday, settled, signedInPages as signedInList } from './pages'

export { settled }
export { expectNoHorizontalScroll } from './page-checks'
export const today = browserToday

export interface SitePage {
  readonly name: string
  /** The path, given today's date as activity URLs write it (MM-DD-YYYY). */
  readonly path: (day: string) => string
}

/** Pages of a signed-in parent (the activity pages after the notice), and an unknown address. */
export const signedInPages: readonly SitePage[] = [
  ...signedInList.filter((entry) => !entry.beforeNotice),
  { name: 'not-found', path: () => '/no-such-page' },
]
