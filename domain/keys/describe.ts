/**
 * Keys in words: the security-log sentence the server writes ("domain x.com for all web
 * browsers"), the key list's columns (type, target, scope, comment preview) and the sentence of
 * its list view, and the wizard's one-line step summaries.
 */
import type { AppScope, IdentifiedApp, SharedKey, SingleAppScope } from '../api/wire'
import type { AddressScope, AddressType, AppAccess, KeyForm, KeyType } from './form'
import { cleanAddress } from './hostname'
import type { StepId } from './wizard'

// ── the security log's wording ──────────────────────────────────────────────────────────────

const singleText = (scope: SingleAppScope): string => (scope.type === 'bundleId' ? `bundle=${scope.bundleId}` : `app=${scope.identifiedAppSlug}`)

const scopeText = (scope: AppScope): string =>
  scope.type === 'webBrowsers' ? 'all web browsers' : scope.type === 'unrestricted' ? 'all apps' : `single app, ${singleText(scope.single)}`

/** "domain x.com for all web browsers", "any subdomain of …", "unrestricted access for single app, bundle=…". */
export function describeKey(key: SharedKey): string {
  switch (key.type) {
    case 'domain':
      return `domain ${key.domain} for ${scopeText(key.scope)}`
    case 'anySubdomain':
      return `any subdomain of ${key.domain} for ${scopeText(key.scope)}`
    case 'domainRegex':
      return `domains matching ${key.pattern} for ${scopeText(key.scope)}`
    case 'path':
      return `path ${key.path} for ${scopeText(key.scope)}`
    case 'ipAddress':
      return `IP address ${key.ipAddress} for ${scopeText(key.scope)}`
    case 'skeleton':
      return `unrestricted access for single app, ${singleText(key.scope)}`
  }
}

// ── apps by name ────────────────────────────────────────────────────────────────────────────

export type AppCatalogue = readonly Pick<IdentifiedApp, 'name' | 'slug' | 'bundleIds'>[]

/** The app's name from the catalogue; the slug or bundle ID itself when it is not listed. */
export function appName(scope: SingleAppScope, apps: AppCatalogue = []): string {
  if (scope.type === 'identifiedAppSlug') {
    return apps.find((a) => a.slug === scope.identifiedAppSlug)?.name ?? scope.identifiedAppSlug
  }
  const id = scope.bundleId.toLowerCase()
  return apps.find((a) => a.bundleIds.some((b) => b.bundleId.toLowerCase() === id))?.name ?? scope.bundleId
}

/** "1 key", "3 keys". */
export const keyCount = (n: number): string => `${n} ${n === 1 ? 'key' : 'keys'}`

// ── the key list ────────────────────────────────────────────────────────────────────────────

export const keyTypeLabels: Readonly<Record<KeyType, string>> = { website: 'Website', app: 'App' }
export const addressTypeLabels: Readonly<Record<AddressType, string>> = {
  standard: 'Standard',
  strict: 'Strict',
  ip: 'IP address',
  domainRegex: 'Regular expression',
}
export const addressScopeLabels: Readonly<Record<AddressScope, string>> = {
  webBrowsers: 'Web browsers',
  unrestricted: 'All apps',
  singleApp: 'A single app',
}
export const appAccessLabels: Readonly<Record<AppAccess, string>> = {
  unrestricted: 'Unrestricted',
  address: 'Only one address',
}

/** 'Website', or 'App' for keys that belong to one app. */
export const keyTypeOf = (key: SharedKey): KeyType => (key.type === 'skeleton' || key.scope.type === 'single' ? 'app' : 'website')

/** How the key list shows the target of an app key with unrestricted access (a skeleton key): every address. */
export const everyAddress = '*'

/** What the key opens: the address (with "and subdomains" for standard keys), or `*` for every address. */
export function keyTarget(key: SharedKey): string {
  switch (key.type) {
    case 'anySubdomain':
      return `${key.domain} and subdomains`
    case 'domain':
      return key.domain
    case 'domainRegex':
      return key.pattern
    case 'ipAddress':
      return key.ipAddress
    case 'path':
      return key.path
    case 'skeleton':
      return everyAddress
  }
}

/** The key in a few words, unique enough for a button's name: the target, and the app of a `*` key. */
export function keyLabel(key: SharedKey, apps?: AppCatalogue): string {
  return key.type === 'skeleton' ? `${everyAddress} in ${appName(key.scope, apps)}` : keyTarget(key)
}

/** Where it works: 'Web browsers', 'All apps', or '{app} only' (a skeleton key's one app too). */
export function keyScope(key: SharedKey, apps?: AppCatalogue): string {
  if (key.type === 'skeleton') return `${appName(key.scope, apps)} only`
  if (key.scope.type === 'single') return `${appName(key.scope.single, apps)} only`
  return key.scope.type === 'webBrowsers' ? 'Web browsers' : 'All apps'
}

export const commentPreviewLength = 30

/** The comment cut at 30 characters, with an ellipsis when something was cut. */
export function commentPreview(comment: string | undefined): string {
  const chars = Array.from(comment ?? '')
  return chars.length > commentPreviewLength ? `${chars.slice(0, commentPreviewLength).join('')}…` : chars.join('')
}

/** The key in one sentence, for the list view. */
export function keySentence(key: SharedKey, apps?: AppCatalogue): string {
  if (key.type === 'skeleton') return `Every address (${everyAddress}), in ${appName(key.scope, apps)} only`
  const where =
    key.scope.type === 'single' ? `in ${appName(key.scope.single, apps)} only` : key.scope.type === 'webBrowsers' ? 'in web browsers' : 'in every app'
  switch (key.type) {
    case 'anySubdomain':
      return `${key.domain} and all its subdomains, ${where}`
    case 'domain':
      return `Exactly ${key.domain}, ${where}`
    case 'domainRegex':
      return `Addresses matching ${key.pattern}, ${where}`
    case 'ipAddress':
      return `The IP address ${key.ipAddress}, ${where}`
    case 'path':
      return `The page ${key.path}, ${where}`
  }
}

// ── wizard step summaries ───────────────────────────────────────────────────────────────────

/**
 * One line for a closed step. `formatExpiration` turns the ISO expiration into the parent's
 * local date (the caller knows the time zone).
 */
export function stepSummary(form: KeyForm, step: StepId, apps: AppCatalogue, formatExpiration: (iso: string) => string): string {
  switch (step) {
    case 'keyType':
      return keyTypeLabels[form.keyType]
    case 'address': {
      const address = cleanAddress(form.address)
      return address === '' ? 'Not set' : `${address} (${addressTypeLabels[form.addressType].toLowerCase()})`
    }
    case 'addressScope':
      return addressScopeLabels[form.addressScope]
    case 'app':
      if (form.appIdentificationType === 'bundleId') return form.appBundleId.trim() || 'Not set'
      return form.appSlug === '' ? 'Not chosen' : appName({ type: 'identifiedAppSlug', identifiedAppSlug: form.appSlug }, apps)
    case 'appScope':
      return appAccessLabels[form.appScope]
    case 'expiration':
      return form.expiration === null ? 'Never expires' : `Expires ${formatExpiration(form.expiration)}`
    case 'comment':
      return form.comment.trim() === '' ? 'No comment' : commentPreview(form.comment.trim())
  }
}
