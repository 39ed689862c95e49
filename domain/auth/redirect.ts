/**
 * The `redirect` query parameter may only ever lead to a path of this dashboard. Anything that
 * could leave the origin (`//host`, `https:`, `javascript:`, backslashes, encoded variants,
 * control characters) is refused.
 */
const probeOrigin = 'https://gatehouse.invalid'
const maxDecodeRounds = 4

export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string') return null
  if (value.length === 0 || value.length > 2048) return null
  if (!plainInEveryDecoding(value)) return null
  let url: URL
  try {
    url = new URL(value, probeOrigin)
  } catch {
    return null
  }
  if (url.origin !== probeOrigin) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  // The resolved path is checked again, as a last guard against anything that leads to `//host`.
  if (!plainInEveryDecoding(path)) return null
  // Going back to the login or logout page after logging in would only lead straight back out.
  if (leadsOut(url.pathname)) return null
  return path
}

/** The value and each of its decodings is a plain path: an attacker may encode `//` or `\` once or twice. */
function plainInEveryDecoding(value: string): boolean {
  let decoded = value
  for (let round = 0; round < maxDecodeRounds; round++) {
    if (!isPlainPath(decoded)) return false
    let next: string
    try {
      next = decodeURIComponent(decoded)
    } catch {
      return false
    }
    if (next === decoded) return true
    decoded = next
  }
  return isPlainPath(decoded)
}

const outPaths = new Set(['/login', '/logout'])

function leadsOut(pathname: string): boolean {
  let path: string
  try {
    path = decodeURIComponent(pathname)
  } catch {
    return true
  }
  path = path.toLowerCase().replace(/\/+$/, '')
  return outPaths.has(path)
}

function isPlainPath(s: string): boolean {
  if (!s.startsWith('/')) return false
  if (s.startsWith('//')) return false
  if (s.includes('\\')) return false
  // Control characters and whitespace (browsers strip tabs and newlines inside URLs).
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c <= 0x20 || c === 0x7f) return false
  }
  // A `.` or `..` segment can turn into `//host` once the path is resolved; no page of ours has one.
  const pathPart = s.split(/[?#]/, 1)[0] ?? ''
  return !pathPart.split('/').some((segment) => segment === '.' || segment === '..')
}

/** The login redirect target: a safe path, else the home page. */
export const redirectTarget = (value: unknown, fallback = '/'): string => safeRedirectPath(value) ?? fallback
