/**
 * Which image addresses from the server the dashboard loads: only `https:` ones, or `http:` ones
 * to this machine (or the dashboard's own origin) in development and demo builds. Anything else
 * (other `http:`, `data:`, `javascript:`, `blob:`, addresses with credentials) shows the "image
 * unavailable" placeholder. The build's Content-Security-Policy (vite.config.ts) also limits
 * images to the configured screenshot hosts.
 * Pure.
 */

const loopbackHost = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i

export interface ImageUrlContext {
  /** The dashboard's origin, to resolve relative addresses. */
  readonly pageOrigin: string
  /** Development and demo builds: `http:` to this machine is allowed too. */
  readonly allowLocalHttp: boolean
}

/** The address to load an image from the server from, or null when it must not be loaded. */
export function safeImageUrl(url: string | null | undefined, context: ImageUrlContext): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null
  let parsed: URL
  try {
    parsed = new URL(url.trim(), context.pageOrigin)
  } catch {
    return null
  }
  if (parsed.username !== '' || parsed.password !== '') return null
  if (parsed.protocol === 'https:') return parsed.href
  if (parsed.protocol === 'http:' && context.allowLocalHttp) {
    // The page origin parsed above as the base (an unreadable base throws there), so it parses here.
    const sameOrigin = parsed.origin === new URL(context.pageOrigin).origin
    if (sameOrigin || loopbackHost.test(parsed.hostname)) return parsed.href
  }
  return null
}
