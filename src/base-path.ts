/**
 * The path the dashboard is served under: '/' normally, e.g. '/sales/demo/' for a build made
 * with `--base /sales/demo/` (Vite's `base`). Router paths ('/login') are below it.
 */
export const basePath: string = import.meta.env.BASE_URL

/** The base without its trailing slash ('' for '/'), as the router's basepath and in links. */
export const basePrefix: string = basePath.replace(/\/+$/, '')

/** A router path ('/login') as the page's URL path ('/sales/demo/login'). */
export const appHref = (path: string): string => `${basePrefix}${path}`

/** The router path of a page's URL path (the base taken off), for redirects back to it. */
export function routerPath(pathname: string): string {
  if (basePrefix === '' || !pathname.startsWith(basePrefix)) return pathname
  return pathname.slice(basePrefix.length) || '/'
}
