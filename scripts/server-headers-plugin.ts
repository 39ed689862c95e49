/**
 * Build step (production and staging builds): writes the web server's security headers next to
 * the output folder, as nginx `add_header` lines (`dist/` gets `dist.headers.conf`), which
 * deploy/nginx/gatehouse.conf includes. The Content-Security-Policy header is made by the same
 * function as the `<meta>` policy in the build's documents, so the two cannot disagree.
 */
import { writeFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'

/**
 * Powerful features the dashboard never uses, turned off for it and any frame it embeds. Only
 * names Chromium knows: an unknown one is reported as an error in the console.
 */
export const permissionsPolicy = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/**
 * Every header a host sends with every answer (documents, code, images, errors). The policy comes
 * from the build's settings; the rest is the same for every build:
 * - `X-Content-Type-Options: nosniff`: a file is only ever what its Content-Type says;
 * - `Referrer-Policy: strict-origin-when-cross-origin`: other sites see the dashboard's origin,
 *   never an address with a child's id or a token in it;
 * - `Permissions-Policy`: see permissionsPolicy;
 * - `Cross-Origin-Opener-Policy: same-origin`: a page the dashboard opens, or that opens it,
 *   gets no handle on its window;
 * - `Strict-Transport-Security` (a year; not the other names of the domain): once a browser has
 *   reached the dashboard over HTTPS, it never asks for it over plain HTTP, where the parent's
 *   token could be read on the way. Browsers ignore it on a plain HTTP answer (a local test).
 */
export function securityHeaders(contentSecurityHeader: string): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', contentSecurityHeader],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', permissionsPolicy],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Strict-Transport-Security', 'max-age=31536000'],
  ]
}

/**
 * The headers as nginx directives, sent with every status (`always`). A value nginx would read
 * differently from how it is written (a quote, a backslash, a `$` variable, a line break) stops
 * the build rather than weakening the header.
 */
export function nginxHeaders(headers: readonly (readonly [string, string])[]): string {
  const lines = headers.map(([name, value]) => {
    if (/["\\$\r\n;{}]/.test(name) || /["\\$\r\n]/.test(value)) throw new Error(`The ${name} header cannot be written for nginx: ${value}`)
    return `add_header ${name} "${value}" always;`
  })
  return `# Written by the build (npm run build): the dashboard's security headers, for nginx.\n${lines.join('\n')}\n`
}

/** Where the build writes the headers: next to the output folder, `dist` → `dist.headers.conf`. */
export const headersFileOf = (outDir: string): string => join(dirname(outDir), `${basename(outDir)}.headers.conf`)

export function serverHeaders(contentSecurityHeader: string): Plugin {
  let config: ResolvedConfig | undefined
  return {
    name: 'gatehouse-server-headers',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    // Checked before anything is built, so a header that cannot be written stops the build early.
    buildStart() {
      nginxHeaders(securityHeaders(contentSecurityHeader))
    },
    closeBundle() {
      if (!config) return
      const outDir = resolve(config.root, config.build.outDir)
      writeFileSync(headersFileOf(outDir), nginxHeaders(securityHeaders(contentSecurityHeader)))
    },
  }
}
