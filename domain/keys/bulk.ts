/**
 * 'Add keys from a list': addresses pasted one a line, each proposed as a website key with its
 * own verdict. An IP address becomes an IP address key, a line with `*` a regular expression,
 * anything else a standard or strict key as the parent chose; all for the chosen apps. Blank
 * lines and lines starting with `#` are skipped. A line repeating an earlier one, or a key the
 * keychain already has, is not proposed again.
 */
import type { SharedKey } from '../api/wire'
import { type AddressType, emptyKeyForm, formToKey } from './form'
import { cleanAddress, isIpAddress } from './hostname'
import { checkAddress } from './validate'

export const maxBulkLines = 200

export interface BulkOptions {
  readonly addressType: 'standard' | 'strict'
  readonly scope: 'webBrowsers' | 'unrestricted'
}

export type BulkLine =
  | { readonly line: number; readonly text: string; readonly ok: true; readonly key: SharedKey }
  | { readonly line: number; readonly text: string; readonly ok: false; readonly hint: string; readonly detail?: string }

export const bulkMessages = {
  duplicateLine: (line: number) => `Same as line ${line}`,
  alreadyInKeychain: 'Already in this keychain',
  tooManyLines: `Only the first ${maxBulkLines} addresses are read; add the rest in another list.`,
} as const

const typeFor = (text: string, options: BulkOptions): AddressType => {
  const cleaned = cleanAddress(text)
  if (isIpAddress(cleaned)) return 'ip'
  return cleaned.includes('*') ? 'domainRegex' : options.addressType
}

const sameKey = (a: SharedKey, b: SharedKey): boolean => JSON.stringify(a) === JSON.stringify(b)

/** One proposal per non-blank line (at most `maxBulkLines`), in order; `line` is 1-based. */
export function proposeKeys(text: string, options: BulkOptions, existing: readonly SharedKey[]): BulkLine[] {
  const proposals: BulkLine[] = []
  const lines = text.split(/\r?\n/)
  for (let i = 0; i < lines.length && proposals.length < maxBulkLines; i++) {
    const typed = (lines[i] ?? '').trim()
    if (typed === '' || typed.startsWith('#')) continue
    const line = i + 1
    const addressType = typeFor(typed, options)
    const verdict = checkAddress(typed, addressType)
    if (!verdict.ok) {
      const hint = verdict.empty ? 'invalid address' : verdict.hint
      const detail = verdict.empty ? undefined : verdict.detail
      proposals.push(detail === undefined ? { line, text: typed, ok: false, hint } : { line, text: typed, ok: false, hint, detail })
      continue
    }
    const key = formToKey({ ...emptyKeyForm(), address: typed, addressType, addressScope: options.scope, showAdvanced: true })
    const earlier = proposals.find((p) => p.ok && sameKey(p.key, key))
    if (earlier) proposals.push({ line, text: typed, ok: false, hint: bulkMessages.duplicateLine(earlier.line) })
    else if (existing.some((k) => sameKey(k, key))) proposals.push({ line, text: typed, ok: false, hint: bulkMessages.alreadyInKeychain })
    else proposals.push({ line, text: typed, ok: true, key })
  }
  return proposals
}

/** Whether the text holds more addresses than are read. */
export const bulkTooLong = (text: string): boolean =>
  text.split(/\r?\n/).filter((l) => l.trim() !== '' && !l.trim().startsWith('#')).length > maxBulkLines
