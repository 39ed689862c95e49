/**
 * Addresses as a parent types or pastes them, and the hostname rules every key address obeys.
 *
 * - Cleaning: the scheme, any user name, the path, query and fragment, the port and trailing
 *   dots are removed and the rest is lower-cased ("HTTPS://Www.Example.com:8080/a?b" →
 *   "www.example.com"). IPv6 addresses in brackets lose the brackets.
 * - Hostnames: at most 253 octets; labels of 1 to 63 characters made of letters, digits and
 *   hyphens, not starting or ending with a hyphen; the last label not all digits; names that
 *   never reach the internet (localhost, .local, .example, .invalid, .test) are refused.
 * - IP addresses: dotted IPv4 (0–255 each) or IPv6 (eight groups, `::` once, an IPv4 tail),
 *   optionally with a zone id after `%` (`fe80::1%en0`, the interface a link-local address is
 *   reached through; `%25` in a bracketed URL host). The zone id is kept as typed.
 *
 * Pure: no public-suffix data here (see suffix.ts), so the fake server and the events can use it.
 */

export const hostnameLimits = { maxOctets: 253, maxLabel: 63 } as const

/** Names that never reach the internet, refused as the last label (or as the whole name). */
export const reservedNames = ['localhost', 'local', 'example', 'invalid', 'test'] as const

export const hostnameMessages = {
  noHostname: 'The given input does not look like a hostname.',
  tooLong: (octets: number) => `The domain is too long: it has ${octets} octets, but at most ${hostnameLimits.maxOctets} are allowed.`,
  labelEmpty: (column: number) => `The label at column ${column} is too short: labels have 1 to ${hostnameLimits.maxLabel} characters.`,
  labelTooLong: (label: string) =>
    `The label "${label}" is too long: it has ${label.length} characters, but at most ${hostnameLimits.maxLabel} are allowed.`,
  invalidCharacter: (label: string, character: string, column: number) =>
    `The label "${label}" contains the invalid character "${character}" at column ${column}.`,
  hyphenAtEdge: (label: string) => `The label "${label}" must not start or end with a hyphen.`,
  lastLabelNumeric: (label: string) => `The last label "${label}" must not be all-numeric.`,
  reserved: (name: string) => `"${name}" is a reserved name that never reaches the internet.`,
} as const

// ── cleaning ────────────────────────────────────────────────────────────────────────────────

const schemePattern = /^[a-z][a-z0-9+.-]*:\/\//i

/**
 * The host part of whatever was typed: scheme, user name, path, query, fragment and port
 * removed, trailing dots dropped, lower case. A `*` stays (wildcard patterns are cleaned too).
 */
export function cleanAddress(raw: string): string {
  let rest = raw.trim().replace(schemePattern, '').replace(/^\/\//, '')
  const end = rest.search(/[/?#\\]/)
  if (end >= 0) rest = rest.slice(0, end)
  const at = rest.lastIndexOf('@')
  if (at >= 0) rest = rest.slice(at + 1)
  if (rest.startsWith('[')) {
    const close = rest.indexOf(']')
    rest = close >= 0 ? rest.slice(1, close) : rest.slice(1)
    // In a URL the zone id's `%` is written `%25`.
    rest = rest.replace(/%25(?=.)/, '%')
  } else if (rest.split(':').length === 2) {
    // One colon: a port (several colons: an IPv6 address, kept whole).
    rest = rest.slice(0, rest.indexOf(':'))
  }
  return lowerCaseAddress(rest.replace(/\.+$/, ''))
}

/** Lower case, but an IPv6 zone id (after `%`) as it was typed: interface names may differ by case. */
export function lowerCaseAddress(address: string): string {
  const zone = address.includes(':') ? address.indexOf('%') : -1
  return zone < 0 ? address.toLowerCase() : `${address.slice(0, zone).toLowerCase()}${address.slice(zone)}`
}

/** The spec's quick test before anything else: longer than 3 characters, with a dot. */
export const passesRawTest = (address: string): boolean => address.length > 3 && address.includes('.')

// ── hostnames ───────────────────────────────────────────────────────────────────────────────

/** UTF-8 length of a string. */
export function octetLength(text: string): number {
  let octets = 0
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0
    octets += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
  }
  return octets
}

const labelCharacter = /^[a-z0-9-]$/i

/**
 * The first problem with a hostname (already cleaned), or null when it obeys every rule.
 * Checked in order: looks like a hostname at all, total length, each label from the left
 * (empty, too long, invalid character, hyphen at an edge), last label all digits, reserved.
 */
export function hostnameProblem(host: string): string | null {
  if (host === '' || /\s/.test(host)) return hostnameMessages.noHostname
  const octets = octetLength(host)
  if (octets > hostnameLimits.maxOctets) return hostnameMessages.tooLong(octets)
  const labels = host.split('.')
  let column = 1
  for (const label of labels) {
    if (label.length === 0) return hostnameMessages.labelEmpty(column)
    if (label.length > hostnameLimits.maxLabel) return hostnameMessages.labelTooLong(label)
    let offset = 0
    for (const ch of label) {
      if (!labelCharacter.test(ch)) return hostnameMessages.invalidCharacter(label, ch, column + offset)
      offset += ch.length
    }
    if (label.startsWith('-') || label.endsWith('-')) return hostnameMessages.hyphenAtEdge(label)
    column += label.length + 1
  }
  const last = labels[labels.length - 1] ?? ''
  if (/^\d+$/.test(last)) return hostnameMessages.lastLabelNumeric(last)
  const reserved = (reservedNames as readonly string[]).includes(last.toLowerCase())
  if (reserved) return hostnameMessages.reserved(last.toLowerCase())
  return null
}

export const isHostname = (host: string): boolean => hostnameProblem(host) === null

// ── IP addresses ────────────────────────────────────────────────────────────────────────────

export function isIPv4(value: string): boolean {
  const parts = value.split('.')
  return parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)
}

/**
 * A zone id: characters a URL host may hold unescaped (letters, digits, `-._~`), not ending
 * with a dot (cleaning drops trailing dots).
 */
const zoneIdPattern = /^[0-9a-z._~-]*[0-9a-z_~-]$/i

/** An IPv6 address and its zone id ('' for none), or null when the text has an empty or odd zone id. */
function splitZone(value: string): { address: string; zone: string } | null {
  const at = value.indexOf('%')
  if (at < 0) return { address: value, zone: '' }
  const zone = value.slice(at + 1)
  return zoneIdPattern.test(zone) ? { address: value.slice(0, at), zone } : null
}

/** The eight 16-bit groups of an IPv6 address (its zone id aside), or null when it is not one. */
export function ipv6Groups(value: string): number[] | null {
  const split = splitZone(value)
  if (split === null) return null
  return addressGroups(split.address)
}

function addressGroups(value: string): number[] | null {
  if (!/^[0-9a-f:.]+$/i.test(value) || !value.includes(':')) return null
  let text = value
  let tail: number[] = []
  const lastColon = text.lastIndexOf(':')
  const last = text.slice(lastColon + 1)
  if (last.includes('.')) {
    // An IPv4 tail stands for the last two groups.
    if (!isIPv4(last)) return null
    const [a, b, c, d] = last.split('.').map(Number) as [number, number, number, number]
    tail = [a * 256 + b, c * 256 + d]
    text = text.slice(0, lastColon + 1)
    if (!text.endsWith('::')) text = text.slice(0, -1)
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const parse = (part: string): number[] | null => {
    if (part === '') return []
    const groups = part.split(':')
    if (groups.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null
    return groups.map((g) => Number.parseInt(g, 16))
  }
  const head = parse(halves[0] ?? '')
  if (head === null) return null
  if (halves.length === 1) {
    const all = [...head, ...tail]
    return all.length === 8 ? all : null
  }
  const rest = parse(halves[1] ?? '')
  if (rest === null) return null
  const known = head.length + rest.length + tail.length
  if (known > 7) return null
  return [...head, ...new Array<number>(8 - known).fill(0), ...rest, ...tail]
}

export const isIPv6 = (value: string): boolean => ipv6Groups(value) !== null

export const isIpAddress = (value: string): boolean => isIPv4(value) || isIPv6(value)

/**
 * One spelling per address, for comparing: IPv4 as is, IPv6 as eight full lower-case groups,
 * then `%` and the zone id when it has one (the same address through another interface differs).
 */
export function canonicalIp(value: string): string | null {
  const v = lowerCaseAddress(value.trim())
  if (isIPv4(v)) return v.split('.').map(Number).join('.')
  const split = splitZone(v)
  const groups = split && addressGroups(split.address)
  if (!split || !groups) return null
  const address = groups.map((g) => g.toString(16).padStart(4, '0')).join(':')
  return split.zone === '' ? address : `${address}%${split.zone}`
}
