/**
 * What the dashboard trusts to load.
 *
 * - The Content-Security-Policy of production and demo builds: scripts only from the dashboard
 *   itself (no inline script, no eval), requests only to the dashboard, the API and the geo-IP
 *   service, images from the dashboard, `data:`, `blob:` and the configured screenshot hosts,
 *   no plugins, no `<base>`, forms posting only to the dashboard. Sent as an HTTP header it also
 *   forbids framing (`frame-ancestors`, which a `<meta>` policy cannot carry).
 * - Image addresses from the server: used only when `https:`, or `http:` to the dashboard's own
 *   machine in development and demo builds; anything else shows the "image unavailable"
 *   placeholder.
 * Pure.
 */

export interface PolicySources {
  /** The API's address (VITE_API_URL); '' = the dashboard's own origin. */
  readonly apiUrl?: string
  /** The geo-IP service's address template (VITE_GEOIP_URL), `{ip}` included; '' = none. */
  readonly geoipUrl?: string
  /** Screenshot hosts (VITE_IMAGE_HOSTS): origins separated by commas or spaces, `https://*.host` allowed. */
  readonly imageHosts?: string
}

const loopbackHost = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i

/** A host source for the policy: `https://host[:port]`, `https://*.host`, or `http:` to this machine. */
const hostSource = /^(https):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$|^(http):\/\/(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/i

/** The origin of an address, for the policy; throws with a clear message when it has none. */
function originOf(url: string, setting: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new Error(`${setting} must be an absolute https:// (or http://) address, not "${url}"`)
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`${setting} must be an https:// (or http://) address, not "${url}"`)
  }
  return parsed.origin
}

/** The screenshot hosts of VITE_IMAGE_HOSTS, each checked; throws naming the first bad one. */
export function parseImageHosts(value: string | undefined): string[] {
  const hosts: string[] = []
  for (const raw of (value ?? '').split(/[\s,]+/)) {
    const entry = raw.trim().replace(/\/+$/, '')
    if (entry === '') continue
    if (!hostSource.test(entry)) {
      throw new Error(`VITE_IMAGE_HOSTS: "${raw}" is not an origin like https://screenshots.example.com or https://*.example.com`)
    }
    if (!hosts.includes(entry)) hosts.push(entry)
  }
  return hosts
}

/** The policy's directives, in order, without `frame-ancestors`. */
export function policyDirectives(sources: PolicySources): [string, string[]][] {
  const connect = ["'self'"]
  const addConnect = (url: string | undefined, setting: string) => {
    const trimmed = (url ?? '').trim()
    // Empty or a path: the dashboard's own origin, already 'self'.
    if (trimmed === '' || trimmed.startsWith('/')) return
    const origin = originOf(trimmed, setting)
    if (!connect.includes(origin)) connect.push(origin)
  }
  addConnect(sources.apiUrl, 'VITE_API_URL')
  addConnect(sources.geoipUrl, 'VITE_GEOIP_URL')
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['connect-src', connect],
    ['img-src', ["'self'", 'data:', 'blob:', ...parseImageHosts(sources.imageHosts)]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
  ]
}

const serialise = (directives: [string, string[]][]): string =>
  directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')

/** The policy for the `<meta http-equiv="Content-Security-Policy">` of a build. */
export const metaPolicy = (sources: PolicySources): string => serialise(policyDirectives(sources))

/** The same policy as an HTTP header, which can also forbid framing. */
export const headerPolicy = (sources: PolicySources): string =>
  serialise([...policyDirectives(sources), ['frame-ancestors', ["'none'"]]])

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
    const sameOrigin = (() => {
      try {
        return parsed.origin === new URL(context.pageOrigin).origin
      } catch {
        return false
      }
    })()
    if (sameOrigin || loopbackHost.test(parsed.hostname)) return parsed.href
  }
  return null
}
