// The pages' Content Security Policy (a meta tag in built pages, and the HTTP header for hosts
// that can send one), from the build's settings: the API, geo-IP and screenshot hosts, Turnstile.
import type { Plugin } from 'vite'

/** Cloudflare Turnstile, the sign-up page's bot check under today's API: its script and frame. */
const turnstileOrigin = 'https://challenges.cloudflare.com'

/** The origin of an address setting (`{ip}` placeholders allowed), or null when it has none. */
function originOf(address: string | undefined): string | null {
  const text = address?.trim().replace('{ip}', '0.0.0.0')
  if (!text) return null
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}

/** A screenshot host of VITE_IMAGE_HOSTS: `https://host[:port]`, `https://*.host`, or `http:` to this machine. */
const imageHostPattern = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$|^http:\/\/(localhost|127(\.\d{1,3}){3}|\[::1\])(:\d{1,5})?$/i

/** The screenshot hosts of VITE_IMAGE_HOSTS (commas or spaces between them); a bad one stops the build. */
export function imageHosts(value: string | undefined): string[] {
  const hosts: string[] = []
  for (const raw of (value ?? '').split(/[\s,]+/)) {
    const host = raw.trim().replace(/\/+$/, '')
    if (host === '') continue
    if (!imageHostPattern.test(host)) {
      throw new Error(`VITE_IMAGE_HOSTS: "${raw}" is not an origin like https://shots.example.com or https://*.example.com`)
    }
    if (!hosts.includes(host)) hosts.push(host)
  }
  return hosts
}

/**
 * Where screenshots may load from: the hosts named in VITE_IMAGE_HOSTS, or, when none are named,
 * any `https:` address, so a build that does not know its API's storage host still shows
 * screenshots (an image cannot run script; naming the hosts only narrows it further).
 */
export function screenshotSources(value: string | undefined): string[] {
  const hosts = imageHosts(value)
  return hosts.length > 0 ? hosts : ['https:']
}

/**
 * The Content-Security-Policy of every build (production, staging, demo). Scripts come only from
 * the dashboard's own origin (no inline script, no eval); requests go to it, the API
 * (VITE_API_URL) and the geo-IP service (VITE_GEOIP_URL); images come from it, data:, blob: and
 * the screenshot hosts (see screenshotSources). Turnstile's script and frame are allowed only when the
 * sign-up page shows it (the `current` API with VITE_TURNSTILE_SITEKEY), with the inline styles
 * its widget sizes its frame with. No plugins, no other frames, no `<base>`, forms only to the
 * dashboard.
 */
export function contentSecurityPolicy(env: Readonly<Record<string, string | undefined>>, options: { demo?: boolean } = {}): string {
  const profile = env.VITE_API_PROFILE?.trim() || 'current'
  const turnstile = profile === 'current' && Boolean(env.VITE_TURNSTILE_SITEKEY?.trim())
  const connect = new Set(["'self'"])
  const apiOrigin = originOf(env.VITE_API_URL)
  for (const origin of [apiOrigin, originOf(env.VITE_GEOIP_URL)]) if (origin) connect.add(origin)
  return [
    "default-src 'self'",
    `script-src 'self'${turnstile ? ` ${turnstileOrigin}` : ''}`,
    `frame-src ${turnstile ? turnstileOrigin : "'none'"}`,
    `connect-src ${[...connect].join(' ')}`,
    [
      "img-src 'self' data: blob:",
      ...screenshotSources(env.VITE_IMAGE_HOSTS),
      // A local API over http (npm run fake-api) serves its own screenshots.
      ...(apiOrigin?.startsWith('http:') ? [apiOrigin] : []),
    ].join(' '),
    ...(turnstile ? ["style-src 'self' 'unsafe-inline'"] : []),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    // No string reaches an HTML parser or a script's address except through these named
    // policies: the announcement's HTML, the bot check's script, the demo's worker.
    "require-trusted-types-for 'script'",
    ['trusted-types', ...trustedTypePolicies({ turnstile, demo: options.demo === true })].join(' '),
  ].join('; ')
}

/**
 * The Trusted Types policies a build creates (the names src/ui/trusted-types.ts and
 * fake-server/browser.ts give them): the announcement's HTML always, the bot check's script where
 * the sign-up page shows it, the app's own worker address outside the demo (src/app-update.ts);
 * in demo builds `default` instead, which lets through only the demo's service worker address
 * for msw's registration (fake-server/browser.ts says why).
 */
export function trustedTypePolicies({ turnstile, demo }: { turnstile: boolean; demo: boolean }): string[] {
  return ['gatehouse-announcement', ...(turnstile ? ['gatehouse-turnstile'] : []), ...(demo ? ['default'] : ['gatehouse-service-worker'])]
}

/** The same policy as an HTTP header, for hosts that can send one: it can also forbid framing. */
export const contentSecurityHeader = (env: Readonly<Record<string, string | undefined>>): string =>
  `${contentSecurityPolicy(env)}; frame-ancestors 'none'`

/** Puts the policy right after index.html's charset, before any script (built pages only). */
export function securityPolicy(policy: string): Plugin {
  const charset = /<meta charset="UTF-8" \/>/
  const attribute = policy.replaceAll('&', '&amp;').replaceAll('"', '&quot;')
  return {
    name: 'gatehouse-content-security-policy',
    apply: 'build',
    transformIndexHtml(html) {
      if (!charset.test(html)) throw new Error('index.html has no <meta charset="UTF-8" />')
      return html.replace(charset, (meta) => `${meta}\n    <meta http-equiv="Content-Security-Policy" content="${attribute}" />`)
    },
  }
}
