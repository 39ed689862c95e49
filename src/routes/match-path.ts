/**
 * Route paths with parameters (`/children/$userId`: `$name` stands for one segment), matched as
 * the router ranks them. No other code: the documents' first scripts use it too.
 */

/** A path's parameters under `pattern`, or null when it does not match. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/')
  const got = path.split('/')
  if (want.length !== got.length) return null
  const params: Record<string, string> = {}
  for (const [i, part] of want.entries()) {
    const segment = got[i] ?? ''
    if (!part.startsWith('$')) {
      if (part !== segment) return null
    } else {
      if (segment === '') return null
      try {
        params[part.slice(1)] = decodeURIComponent(segment)
      } catch {
        return null
      }
    }
  }
  return params
}

/** Before or after: at the first segment where one pattern is fixed and the other a parameter, the fixed one comes first. */
function moreFixed(a: string, b: string): number {
  const as = a.split('/')
  const bs = b.split('/')
  for (let i = 0; i < Math.min(as.length, bs.length); i++) {
    const aParam = as[i]?.startsWith('$') ?? false
    const bParam = bs[i]?.startsWith('$') ?? false
    if (aParam !== bParam) return aParam ? 1 : -1
  }
  return 0
}

/** The first of `patterns` that `path` matches, fixed segments before parameters from the left. */
export function firstMatch(patterns: readonly string[], path: string): { pattern: string; params: Record<string, string> } | null {
  for (const pattern of [...patterns].sort(moreFixed)) {
    const params = matchPath(pattern, path)
    if (params) return { pattern, params }
  }
  return null
}
