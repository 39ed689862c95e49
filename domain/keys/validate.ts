/**
 * The key form's checks, with the messages the wizard shows:
 * - standard and strict addresses must be registrable domains (or below one) under a known
 *   public suffix, obey the hostname rules and pass the quick test (more than 3 characters, a
 *   dot); otherwise the hint is 'invalid address', with the reason when there is one;
 * - IP addresses must be valid IPv4 or IPv6; an IP address typed under another type says to
 *   turn on Advanced and choose IP address;
 * - regular expressions need a `*` and must be a valid domain once each `*` is a letter;
 * - a bundle ID has at least 3 characters; choosing an app by name needs a chosen app;
 * - an expiration lies in the future; the comment is optional.
 */
import { type AddressType, type KeyForm } from './form'
import { cleanAddress, hostnameProblem, isIpAddress, passesRawTest } from './hostname'
import { registrableDomain } from './suffix'

export const minBundleIdLength = 3

export const addressHints = {
  invalid: 'invalid address',
  invalidIp: 'invalid IP address',
  ipUnderOtherType: 'This is an IP address: turn on Advanced and choose IP address.',
  needsWildcard: 'A regular expression needs a * wildcard, like deploy-preview-*.netlify.app',
} as const

export const addressDetails = {
  noDot: 'A website address has a dot, like example.com.',
  unknownSuffix: (suffix: string) => `".${suffix}" is not a known domain ending.`,
  publicSuffix: (host: string) => `"${host}" is a domain ending shared by many sites, not one website.`,
  hostnameForIp: 'This is a website name: choose Standard or Strict for it.',
} as const

export const formMessages = {
  chooseApp: 'Choose an app',
  bundleIdTooShort: `A bundle ID has at least ${minBundleIdLength} characters`,
  expirationPast: 'Choose a date in the future',
} as const

export type AddressVerdict =
  | { readonly ok: true; readonly address: string }
  | { readonly ok: false; readonly empty: true }
  | { readonly ok: false; readonly empty: false; readonly hint: string; readonly detail?: string }

const problem = (hint: string, detail?: string): AddressVerdict =>
  detail === undefined ? { ok: false, empty: false, hint } : { ok: false, empty: false, hint, detail }

/** A cleaned host as a website address (standard, strict, or a pattern with its `*` filled in). */
export function domainVerdict(host: string): AddressVerdict {
  const hostname = hostnameProblem(host)
  if (hostname !== null) return problem(addressHints.invalid, hostname)
  if (!passesRawTest(host)) return problem(addressHints.invalid, addressDetails.noDot)
  const suffix = registrableDomain(host)
  if (suffix.ok) return { ok: true, address: host }
  if (suffix.reason === 'publicSuffix') return problem(addressHints.invalid, addressDetails.publicSuffix(host))
  return problem(addressHints.invalid, addressDetails.unknownSuffix(suffix.suffix))
}

/** Whether an address, as typed, makes a key of that type (and if so, the cleaned address). */
export function checkAddress(raw: string, type: AddressType): AddressVerdict {
  const address = cleanAddress(raw)
  if (address === '') return { ok: false, empty: true }
  const ip = isIpAddress(address)
  if (type === 'ip') {
    if (ip) return { ok: true, address }
    return hostnameProblem(address) === null && passesRawTest(address)
      ? problem(addressHints.invalidIp, addressDetails.hostnameForIp)
      : problem(addressHints.invalidIp)
  }
  if (ip) return problem(addressHints.ipUnderOtherType)
  if (type === 'domainRegex') {
    if (!address.includes('*')) return problem(addressHints.needsWildcard)
    const verdict = domainVerdict(address.replaceAll('*', 'a'))
    return verdict.ok ? { ok: true, address } : verdict
  }
  return domainVerdict(address)
}

export const isValidAddress = (raw: string, type: AddressType): boolean => checkAddress(raw, type).ok

/** The app step's problem: a chosen app, or a bundle ID of at least 3 characters. */
export function appProblem(form: Pick<KeyForm, 'appIdentificationType' | 'appSlug' | 'appBundleId'>): string | null {
  if (form.appIdentificationType === 'slug') return form.appSlug.trim() === '' ? formMessages.chooseApp : null
  return form.appBundleId.trim().length < minBundleIdLength ? formMessages.bundleIdTooShort : null
}

/** The expiration's problem: it must lie after `nowMs` (an unreadable date is a problem too). */
export function expirationProblem(expiration: string | null, nowMs: number): string | null {
  if (expiration === null) return null
  const at = Date.parse(expiration)
  return Number.isNaN(at) || at <= nowMs ? formMessages.expirationPast : null
}
