/**
 * A key as the server stores it, checked with the same rules as the key form.
 *
 * The server cleans less than the form: only `http(s)://`, trailing slashes and upper case go
 * (a domain with a path or a space is refused, not cut). Then every address must obey the
 * hostname rules and be a registrable domain under a known public suffix (a pattern once its
 * `*` are letters), IP addresses must be IPv4 or IPv6, a path key needs a path, and one app is
 * named by a chosen slug or a bundle ID of at least 3 characters.
 */
import type { AppScope, SharedKey, SingleAppScope } from '../api/wire'
import { isIpAddress, lowerCaseAddress } from './hostname'
import { appProblem, domainVerdict } from './validate'

/** `http(s)://` and trailing slashes stripped, trimmed, lower case. */
export const storedDomain = (raw: string): string =>
  raw
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '')
    .toLowerCase()

const validSingle = (single: SingleAppScope): boolean =>
  appProblem(
    single.type === 'identifiedAppSlug'
      ? { appIdentificationType: 'slug', appSlug: single.identifiedAppSlug, appBundleId: '' }
      : { appIdentificationType: 'bundleId', appSlug: '', appBundleId: single.bundleId },
  ) === null

const validScope = (scope: AppScope): boolean => scope.type !== 'single' || validSingle(scope.single)

const isDomain = (domain: string): boolean => domainVerdict(domain).ok

/** The key as stored (addresses cleaned, paths lower-cased), or null when it is not a valid key. */
export function normalizeStoredKey(key: SharedKey): SharedKey | null {
  if (key.type === 'skeleton') return validSingle(key.scope) ? key : null
  if (!validScope(key.scope)) return null
  switch (key.type) {
    case 'domain':
    case 'anySubdomain': {
      const domain = storedDomain(key.domain)
      return isDomain(domain) ? { ...key, domain } : null
    }
    case 'domainRegex': {
      const pattern = storedDomain(key.pattern)
      return pattern.includes('*') && isDomain(pattern.replaceAll('*', 'a')) ? { ...key, pattern } : null
    }
    case 'path': {
      const cleaned = key.path.trim().replace(/^https?:\/\//i, '')
      const slash = cleaned.indexOf('/')
      if (slash < 0) return null
      const domain = cleaned.slice(0, slash).toLowerCase()
      const path = cleaned
        .slice(slash + 1)
        .replace(/\/+$/, '')
        .toLowerCase()
      return isDomain(domain) && path !== '' && !/\s/.test(path) ? { ...key, path: `${domain}/${path}` } : null
    }
    case 'ipAddress': {
      const ipAddress = lowerCaseAddress(key.ipAddress.trim())
      return isIpAddress(ipAddress) ? { ...key, ipAddress } : null
    }
  }
}
