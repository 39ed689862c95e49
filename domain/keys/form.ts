/**
 * The key editing form (what the key wizard edits) and its conversion to and from a key.
 *
 * A website key unlocks an address for web browsers, for every app, or for one app. An app key
 * gives one app (chosen from the catalogue by slug, or named by bundle ID) either unrestricted
 * internet access (a "skeleton" key) or access to one address. A key that limits an address to
 * one app reads back as an app key with limited access (both spell the same key).
 *
 * Pure: no public-suffix data; `formToKey` expects a form that passed the checks of
 * validate.ts (it only cleans the address).
 */
import type { AppScope, Key, SharedKey, SingleAppScope } from '../api/wire'
import { cleanAddress } from './hostname'

export type KeyType = 'website' | 'app'
export type AddressType = 'standard' | 'strict' | 'ip' | 'domainRegex'
export type AddressScope = 'webBrowsers' | 'unrestricted' | 'singleApp'
export type AppIdentificationType = 'slug' | 'bundleId'
export type AppAccess = 'unrestricted' | 'address'

export interface KeyForm {
  readonly keyType: KeyType
  /** As typed; cleaned when the key is made. */
  readonly address: string
  readonly addressType: AddressType
  /** Website keys: which apps may reach the address. */
  readonly addressScope: AddressScope
  readonly appIdentificationType: AppIdentificationType
  /** App keys: all of the internet, or one address. */
  readonly appScope: AppAccess
  readonly appSlug: string
  readonly appBundleId: string
  /** ISO instant when the key stops working, or null. */
  readonly expiration: string | null
  readonly comment: string
  /** Shows the IP address and regular expression types. */
  readonly showAdvanced: boolean
}

export const addressTypes: readonly AddressType[] = ['standard', 'strict', 'ip', 'domainRegex']
export const advancedAddressTypes: readonly AddressType[] = ['ip', 'domainRegex']
export const isAdvancedType = (type: AddressType): boolean => advancedAddressTypes.includes(type)

export const emptyKeyForm = (): KeyForm => ({
  keyType: 'website',
  address: '',
  addressType: 'standard',
  addressScope: 'webBrowsers',
  appIdentificationType: 'slug',
  appScope: 'unrestricted',
  appSlug: '',
  appBundleId: '',
  expiration: null,
  comment: '',
  showAdvanced: false,
})

// ── form → key ──────────────────────────────────────────────────────────────────────────────

export const singleAppScope = (form: KeyForm): SingleAppScope =>
  form.appIdentificationType === 'slug'
    ? { type: 'identifiedAppSlug', identifiedAppSlug: form.appSlug.trim() }
    : { type: 'bundleId', bundleId: form.appBundleId.trim() }

function addressKey(form: KeyForm, scope: AppScope): SharedKey {
  const address = cleanAddress(form.address)
  switch (form.addressType) {
    case 'standard':
      return { type: 'anySubdomain', domain: address, scope }
    case 'strict':
      return { type: 'domain', domain: address, scope }
    case 'ip':
      return { type: 'ipAddress', ipAddress: address, scope }
    case 'domainRegex':
      return { type: 'domainRegex', pattern: address, scope }
  }
}

/** The key a (valid) form stands for. */
export function formToKey(form: KeyForm): SharedKey {
  if (form.keyType === 'app') {
    const single = singleAppScope(form)
    return form.appScope === 'unrestricted' ? { type: 'skeleton', scope: single } : addressKey(form, { type: 'single', single })
  }
  const scope: AppScope = form.addressScope === 'singleApp' ? { type: 'single', single: singleAppScope(form) } : { type: form.addressScope }
  return addressKey(form, scope)
}

/** The comment as sent: trimmed, none when blank. */
export function commentToSend(comment: string): string | undefined {
  const trimmed = comment.trim()
  return trimmed === '' ? undefined : trimmed
}

// ── key → form ──────────────────────────────────────────────────────────────────────────────

const withApp = (form: KeyForm, single: SingleAppScope): KeyForm =>
  single.type === 'identifiedAppSlug'
    ? { ...form, appIdentificationType: 'slug', appSlug: single.identifiedAppSlug }
    : { ...form, appIdentificationType: 'bundleId', appBundleId: single.bundleId }

function addressOf(key: Exclude<SharedKey, { type: 'skeleton' }>): { address: string; addressType: AddressType } {
  switch (key.type) {
    case 'anySubdomain':
      return { address: key.domain, addressType: 'standard' }
    case 'domain':
      return { address: key.domain, addressType: 'strict' }
    case 'ipAddress':
      return { address: key.ipAddress, addressType: 'ip' }
    case 'domainRegex':
      return { address: key.pattern, addressType: 'domainRegex' }
    case 'path':
      // Keys for one page are no longer made: editing one keeps its site, as an exact address.
      return { address: key.path, addressType: 'strict' }
  }
}

/** The form showing a key (comment and expiration empty; see `keyRecordToForm`). */
export function keyToForm(key: SharedKey): KeyForm {
  const base = emptyKeyForm()
  if (key.type === 'skeleton') return withApp({ ...base, keyType: 'app', appScope: 'unrestricted' }, key.scope)
  const { address, addressType } = addressOf(key)
  const form: KeyForm = { ...base, address, addressType, showAdvanced: isAdvancedType(addressType) }
  if (key.scope.type === 'single') return withApp({ ...form, keyType: 'app', appScope: 'address' }, key.scope.single)
  return { ...form, keyType: 'website', addressScope: key.scope.type }
}

/** The form for editing a stored key. */
export const keyRecordToForm = (record: Pick<Key, 'key' | 'comment' | 'expiration'>): KeyForm => ({
  ...keyToForm(record.key),
  comment: record.comment ?? '',
  expiration: record.expiration ?? null,
})

// ── edits with rules ────────────────────────────────────────────────────────────────────────

/** Where a key made from an unlock request points: its exact host and its registrable domain. */
export interface AddressSource {
  /** Strict keys: the exact host. */
  readonly host: string
  /** Standard keys: the registrable domain (the host itself when it has none). */
  readonly domain: string
}

/**
 * A new address type. Between standard and strict, a key made from an unlock request takes the
 * request's address again: the exact host for strict, its registrable domain for standard.
 */
export function setAddressType(form: KeyForm, addressType: AddressType, source?: AddressSource): KeyForm {
  const next = { ...form, addressType }
  const between = (t: AddressType) => t === 'standard' || t === 'strict'
  if (!source || !between(addressType) || !between(form.addressType)) return next
  return { ...next, address: addressType === 'strict' ? source.host : source.domain }
}

/** Advanced off hides the IP and regular expression types; a key of those types becomes standard. */
export const setShowAdvanced = (form: KeyForm, on: boolean): KeyForm =>
  on || !isAdvancedType(form.addressType) ? { ...form, showAdvanced: on } : { ...form, showAdvanced: false, addressType: 'standard' }

/** How far ahead 'Key expires' puts the expiration when switched on. */
export const defaultExpirationDays = 7
const dayMs = 86_400_000

/** 'Key expires' on: 7 days from now; off: no expiration. */
export const setExpires = (form: KeyForm, on: boolean, nowMs: number): KeyForm => ({
  ...form,
  expiration: on ? new Date(nowMs + defaultExpirationDays * dayMs).toISOString() : null,
})
