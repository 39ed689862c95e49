/**
 * An iOS device's settings as the parent edits them: enabled block groups, the web policy and
 * its domain list.
 *
 * - Policies: "Only approved websites" (blockAllExcept: every site blocked but the listed
 *   domains), "Blocklist plus limit adult websites" (blockAdultAnd: the automatic adult filter
 *   plus the listed domains blocked), "Limit adult websites" (blockAdult), "Block everything"
 *   (blockAll), "Unrestricted" (allowAll). Only the first two use the list; the list is kept
 *   (and saved) whatever the policy.
 * - A domain is added as the key wizard cleans an address (scheme, path, port dropped,
 *   lower-cased) when the result is a hostname by the key wizard's rules and not already
 *   listed (compared case-insensitively).
 * - The settings differ from the saved ones when the enabled groups differ as sets, the policy
 *   differs, or the domain lists differ in order or content.
 */
import { cleanAddress, isHostname } from '../keys/hostname'
import type { WebPolicy } from '../api/wire/ios'

export const webPolicyOptions: readonly { readonly value: WebPolicy; readonly label: string }[] = [
  { value: 'blockAllExcept', label: 'Only approved websites' },
  { value: 'blockAdultAnd', label: 'Blocklist plus limit adult websites' },
  { value: 'blockAdult', label: 'Limit adult websites' },
  { value: 'blockAll', label: 'Block everything' },
  { value: 'allowAll', label: 'Unrestricted' },
]

/** The heading of the domain list, or null when the policy does not use one. */
export function domainListHeading(policy: WebPolicy): string | null {
  if (policy === 'blockAllExcept') return 'Approved websites:'
  if (policy === 'blockAdultAnd') return 'Blocked websites:'
  return null
}

export interface IOSSettings {
  readonly enabledBlockGroups: readonly string[]
  readonly webPolicy: WebPolicy
  readonly webPolicyDomains: readonly string[]
}

export type DomainCheck = { readonly ok: true; readonly domain: string } | { readonly ok: false; readonly reason: 'empty' | 'invalid' | 'listed' }

/** Whether a typed domain can join the list, and as what. */
export function checkDomain(typed: string, listed: readonly string[]): DomainCheck {
  if (typed.trim() === '') return { ok: false, reason: 'empty' }
  const domain = cleanAddress(typed)
  // An address that cleans to nothing (a bare scheme, a path) is no hostname either.
  if (!isHostname(domain)) return { ok: false, reason: 'invalid' }
  if (listed.some((d) => d.toLowerCase() === domain)) return { ok: false, reason: 'listed' }
  return { ok: true, domain }
}

/** The hint under the field for a check that failed (none for an empty field). */
export function domainHint(check: DomainCheck): string | null {
  if (check.ok || check.reason === 'empty') return null
  return check.reason === 'invalid' ? 'invalid address' : 'already listed'
}

/** Toggling a group: an enabled one is removed, another is appended. Ids compare case-insensitively. */
export function toggleGroup(enabled: readonly string[], id: string): string[] {
  const key = id.toLowerCase()
  return enabled.some((g) => g.toLowerCase() === key) ? enabled.filter((g) => g.toLowerCase() !== key) : [...enabled, id]
}

export const isGroupEnabled = (enabled: readonly string[], id: string): boolean => enabled.some((g) => g.toLowerCase() === id.toLowerCase())

const groupSet = (ids: readonly string[]): Set<string> => new Set(ids.map((id) => id.toLowerCase()))

/** Whether the edited settings differ from the saved ones (groups as sets, domains in order). */
export function settingsDiffer(a: IOSSettings, b: IOSSettings): boolean {
  if (a.webPolicy !== b.webPolicy) return true
  if (a.webPolicyDomains.length !== b.webPolicyDomains.length) return true
  if (a.webPolicyDomains.some((d, i) => d !== b.webPolicyDomains[i])) return true
  const ga = groupSet(a.enabledBlockGroups)
  const gb = groupSet(b.enabledBlockGroups)
  return ga.size !== gb.size || [...ga].some((g) => !gb.has(g))
}
