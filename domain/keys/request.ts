/**
 * A key made from an unlock request: the form the wizard starts from, and where a switch
 * between standard and strict takes its address from.
 *
 * Sites whose subdomains belong to many different people (hosting and blogging platforms)
 * become exact-domain (strict) keys: unlocking every subdomain would unlock strangers' sites.
 * Other sites become standard keys for their registrable domain. An app that is not a web
 * browser gets a key for that app limited to the address; a browser (or no app) a website key
 * for web browsers.
 */
import { type AddressSource, type KeyForm, emptyKeyForm } from './form'
import { cleanAddress, isIpAddress } from './hostname'
import { registrableDomain } from './suffix'

/** Registrable domains whose subdomains are separate sites of separate owners. */
export const popularSharedDomains: readonly string[] = [
  'github.io',
  'gitlab.io',
  'vercel.app',
  'herokuapp.com',
  'web.app',
  'firebaseapp.com',
  'blogspot.com',
  'wordpress.com',
  'tumblr.com',
  'glitch.me',
  'netlify.app',
  'pages.dev',
]

/** What a key needs of an unlock request (UnlockRequest has these fields). */
export interface RequestLike {
  readonly url?: string | undefined
  readonly domain?: string | undefined
  readonly ipAddress?: string | undefined
  readonly appSlug?: string | undefined
  readonly appBundleId?: string | undefined
  readonly appCategories: readonly string[]
}

/** The host and the registrable domain a request's address offers (null without an address). */
export function addressSourceOf(request: RequestLike): AddressSource | null {
  const host = cleanAddress(request.domain ?? request.url ?? '')
  if (host === '' || isIpAddress(host)) return null
  const suffix = registrableDomain(host)
  return { host, domain: suffix.ok ? suffix.domain : host }
}

const isBrowser = (request: RequestLike): boolean =>
  request.appCategories.some((c) => c.toLowerCase() === 'browser' || c.toLowerCase() === 'web browser')

/** The wizard's starting form for a key that grants an unlock request. */
export function formFromRequest(request: RequestLike): KeyForm {
  const base = emptyKeyForm()
  const source = addressSourceOf(request)
  const ip = request.ipAddress ?? (isIpAddress(cleanAddress(request.url ?? '')) ? cleanAddress(request.url ?? '') : undefined)
  const address: Pick<KeyForm, 'address' | 'addressType' | 'showAdvanced'> = source
    ? popularSharedDomains.includes(source.domain)
      ? { address: source.host, addressType: 'strict', showAdvanced: false }
      : { address: source.domain, addressType: 'standard', showAdvanced: false }
    : ip
      ? { address: ip, addressType: 'ip', showAdvanced: true }
      : { address: '', addressType: 'standard', showAdvanced: false }
  const app = request.appSlug
    ? { appIdentificationType: 'slug' as const, appSlug: request.appSlug }
    : request.appBundleId
      ? { appIdentificationType: 'bundleId' as const, appBundleId: request.appBundleId }
      : null
  if (app === null || isBrowser(request)) return { ...base, ...address }
  return { ...base, ...address, ...app, keyType: 'app', appScope: 'address' }
}
