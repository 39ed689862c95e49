/**
 * The generic document (index.html) serves every signed-in address without a document of its own
 * (`/`, a child's page, an e-mail's link to a request), so it cannot preload their screens' code.
 * The build lists it on #root instead (`data-route-code`: route path to files), and the signed-in
 * first script fetches the address's files at once, not once the app has started and its router
 * has found the route.
 */
import { basePath } from './base-path'
import { firstMatch } from './routes/match-path'

/** The files of the route `path` is on: its own entry, else the first pattern it matches. */
export function routeCodeFiles(json: string | undefined, path: string): string[] {
  let table: unknown
  try {
    table = JSON.parse(json ?? '{}')
  } catch {
    return []
  }
  if (typeof table !== 'object' || table === null) return []
  const code = table as Record<string, unknown>
  const pattern = Object.hasOwn(code, path) ? path : firstMatch(Object.keys(code), path)?.pattern
  const files = pattern === undefined ? [] : code[pattern]
  return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string') : []
}

/** Preloads the files of the route `path` is on (scripts as modules, style sheets as styles). */
export function preloadRouteCode(path: string, doc: Document = document): void {
  for (const file of routeCodeFiles(doc.getElementById('root')?.dataset.routeCode, path)) {
    const link = doc.createElement('link')
    if (file.endsWith('.css')) {
      link.rel = 'preload'
      link.as = 'style'
    } else {
      link.rel = 'modulepreload'
    }
    link.crossOrigin = ''
    link.href = `${basePath}${file}`
    doc.head.append(link)
  }
}
