/**
 * What a line of typed text looks like: an address, or a search.
 *
 * An address (`typedAddress`): a word of the line that is
 * - a web address with its scheme (`http://` or `https://`) and a host, or starting with `www.`;
 * - or a bare domain: letters, digits, hyphens and dots only, no dot at either end, under a
 *   known public suffix (the ICANN part of the public suffix list), and not ending in a common
 *   file extension that is also a country's suffix (`fileExtensions`: `notes.md`, `main.py`);
 * - or an IP address, when it has a scheme or is the whole line.
 * Punctuation that ends a sentence (. , ; : ! ? ) ' ") is not part of the word. The host is given
 * back in lower case.
 *
 * A search (`looksLikeSearch`): a line typed into a browser or a search app (`searchApps`, by
 * folded name) that is not an address and has two to fifteen words, or is one word ending in a
 * question mark; and at most 120 characters (longer is writing, not a search).
 *
 * This module loads the public suffix list (through ../keys/suffix.ts): screens that use it load
 * on demand.
 */
import { registrableDomain } from '../keys/suffix'
import { fold } from './text-fold'

/** Apps whose typed text goes to an address bar or a search box, by folded name. */
export const searchApps: readonly string[] = [
  'safari',
  'google chrome',
  'chrome',
  'chromium',
  'firefox',
  'microsoft edge',
  'edge',
  'brave',
  'brave browser',
  'opera',
  'opera gx',
  'arc',
  'vivaldi',
  'orion',
  'duckduckgo',
  'tor browser',
  'spotlight',
  'alfred',
  'raycast',
  'google',
  'bing',
  'youtube',
]
const searchAppSet = new Set(searchApps)

/** File extensions that are also countries' suffixes, so `main.py` is not an address. */
export const fileExtensions: readonly string[] = ['py', 'md', 'sh', 'rs', 'pl', 'ps', 'mk']

/** The longest line that can be a search, and the most words. */
export const maxSearchLength = 120
export const maxSearchWords = 15

const trailing = /[.,;:!?)'"\u2019\u201d]+$/u
const leading = /^[('"\u2018\u201c]+/u
const schemeUrl = /^https?:\/\/([^/?#\s]+)/i
const bareHost = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i
const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/

/** The host of a URL's authority: no user info, no port, lower case; null when empty. */
function hostOf(authority: string): string | null {
  const afterUser = authority.slice(authority.lastIndexOf('@') + 1)
  const host = afterUser.replace(/:\d*$/, '').toLowerCase()
  return host === '' ? null : host
}

const isIpv4 = (host: string): boolean => ipv4.test(host) && host.split('.').every((n) => Number(n) <= 255)

/** Whether `host` is a bare domain under a known suffix that is not a file extension. */
function isDomain(host: string): boolean {
  // Labels that start or end with a hyphen are refused by the suffix list's own host check.
  if (!bareHost.test(host)) return false
  const last = host.slice(host.lastIndexOf('.') + 1)
  if (fileExtensions.includes(last)) return false
  return registrableDomain(host).ok
}

/** One word of a line as an address: its host, or null. */
function addressOfWord(raw: string, wholeLine: boolean): string | null {
  const word = raw.replace(leading, '').replace(trailing, '')
  const scheme = schemeUrl.exec(word)
  if (scheme) {
    const host = hostOf(scheme[1]!)
    if (host === null) return null
    return isIpv4(host) || isDomain(host) || host === 'localhost' ? host : null
  }
  const host = word.split(/[/?#]/, 1)[0]!.toLowerCase()
  if (host.startsWith('www.') && bareHost.test(host)) return host
  if (isIpv4(host)) return wholeLine ? host : null
  return isDomain(host) ? host : null
}

/** The first address typed in the line (its host, lower case), or null. */
export function typedAddress(line: string): string | null {
  const words = line.split(/\s+/).filter((w) => w !== '')
  for (const word of words) {
    const host = addressOfWord(word, words.length === 1)
    if (host !== null) return host
  }
  return null
}

/** Whether the app is a browser or a search app (by folded name). */
export const isSearchApp = (appName: string): boolean => searchAppSet.has(fold(appName))

/** Whether the line, typed into `appName`, looks like a search (see the module's comment). */
export function looksLikeSearch(line: string, appName: string): boolean {
  return typedAddress(line) === null && searchShaped(line, appName)
}

/** The search rule without the address check. */
function searchShaped(line: string, appName: string): boolean {
  const trimmed = line.trim()
  if (trimmed.length > maxSearchLength || !isSearchApp(appName)) return false
  const folded = fold(trimmed)
  const words = folded === '' ? 0 : folded.split(' ').length
  return (words >= 2 && words <= maxSearchWords) || (words === 1 && trimmed.endsWith('?'))
}

/** What a typed line looks like, for the reasons: an address (with its host), a search, or neither. */
export type TypedTextLook = { readonly kind: 'address'; readonly host: string } | { readonly kind: 'search' } | null

export function typedTextLook(line: string, appName: string): TypedTextLook {
  const host = typedAddress(line)
  if (host !== null) return { kind: 'address', host }
  return searchShaped(line, appName) ? { kind: 'search' } : null
}
