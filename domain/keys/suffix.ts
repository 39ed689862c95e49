/**
 * Registrable domains, from the public suffix list (tldts; its ICANN section). This module is
 * the only one that loads the list: import it only from screens that are loaded on demand
 * (keychains, requests) and from the fake server, never from the app's first screen.
 */
import { parse } from 'tldts'

export type SuffixVerdict =
  | { readonly ok: true; readonly domain: string; readonly publicSuffix: string }
  /** `publicSuffix`: the name is itself a public suffix, such as "co.uk". */
  | { readonly ok: false; readonly reason: 'unknownSuffix' | 'publicSuffix' | 'ip'; readonly suffix: string }

/** Whether a cleaned hostname is a registrable domain (or below one) under a known public suffix. */
export function registrableDomain(host: string): SuffixVerdict {
  const parsed = parse(host)
  if (parsed.isIp) return { ok: false, reason: 'ip', suffix: '' }
  const suffix = parsed.publicSuffix ?? ''
  if (parsed.isIcann !== true) return { ok: false, reason: 'unknownSuffix', suffix }
  if (parsed.domain === null) return { ok: false, reason: 'publicSuffix', suffix }
  return { ok: true, domain: parsed.domain, publicSuffix: suffix }
}
