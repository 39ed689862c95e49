/** The settings routes' data (the parent's account), declared once for their loaders, the signed-in first script and their screens. */
import { routeData } from '../../data/route-data'
import { paths } from '../../route-paths'

/** `/settings`: the parent's account. */
export const settingsData = routeData(paths.settings, (_, q) => ({ admin: q.admin() }))

/** `/demo-checkout` (demo builds only): the parent's account (the price). */
export const demoCheckoutData = routeData(paths.demoCheckout, (_, q) => ({ admin: q.admin() }))
