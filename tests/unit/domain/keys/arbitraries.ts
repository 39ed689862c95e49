/**
 * Generators for key tests: valid and invalid addresses of each type, app choices and whole key
 * forms, each tagged with what is true of it by construction.
 */
import fc from 'fast-check'
import type { AddressType, KeyForm } from '@domain/keys/form'

const letters = 'abcdefghijklmnopqrstuvwxyz'
export const label = fc
  .tuple(
    fc.constantFrom(...letters.split('')),
    fc.array(fc.constantFrom(...`${letters}0123456789-`.split('')), { maxLength: 6 }),
    fc.constantFrom(...`${letters}0123456789`.split('')),
  )
  .map(([a, b, c]) => a + b.join('') + c)
export const knownSuffix = fc.constantFrom('com', 'org', 'net', 'co.uk', 'de', 'app', 'edu')
/** A registrable domain under a known suffix, perhaps with subdomains. */
export const siteHost = fc
  .tuple(fc.array(label, { maxLength: 2 }), label, knownSuffix)
  .map(([subs, name, suffix]) => [...subs, name, suffix].join('.'))
export const ipv4 = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 4 }).map((p) => p.join('.'))
export const ipv6 = fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 }).map((g) => g.map((x) => x.toString(16)).join(':'))

/** An address valid for its type, as a parent might type it (scheme and case sometimes). */
export const validAddress = (type: AddressType): fc.Arbitrary<string> => {
  switch (type) {
    case 'standard':
    case 'strict':
      return fc.tuple(siteHost, fc.constantFrom('', 'https://', 'http://')).map(([h, s]) => `${s}${h}`)
    case 'ip':
      return fc.oneof(ipv4, ipv6)
    case 'domainRegex':
      return fc.tuple(label, siteHost).map(([l, h]) => `${l}-*.${h}`)
  }
}

/** An address that is not valid for its type (never empty). */
export const invalidAddress = (type: AddressType): fc.Arbitrary<string> => {
  switch (type) {
    case 'standard':
    case 'strict':
      return fc.oneof(
        label.map((l) => `${l}.notatld`),
        label.map((l) => `${l}_x.com`),
        ipv4,
        label,
      )
    case 'ip':
      return fc.oneof(siteHost, fc.constant('300.1.1.1'), fc.constant('1::2::3'))
    case 'domainRegex':
      return fc.oneof(
        siteHost,
        label.map((l) => `${l}*.notatld`),
      )
  }
}

export const addressType = fc.constantFrom<AddressType>('standard', 'strict', 'ip', 'domainRegex')
export const slug = fc.constantFrom('zoom', 'safari', 'minecraft', 'swift-playgrounds')
export const bundleId = fc.tuple(label, label, label).map(([a, b, c]) => `${a}.${b}.${c}`)

export interface FormCase {
  readonly form: KeyForm
  readonly addressValid: boolean
  readonly appValid: boolean
  readonly expirationValid: boolean
}

/** The moment tests judge expirations by. */
export const testNow = Date.parse('2026-03-02T10:00:00.000Z')
const future = fc.integer({ min: 60_000, max: 60 * 86_400_000 }).map((ms) => new Date(testNow + ms).toISOString())
const past = fc.integer({ min: 0, max: 30 * 86_400_000 }).map((ms) => new Date(testNow - ms).toISOString())

/** Any key form, valid or not in each part, with the verdicts known by construction. */
export const formCase: fc.Arbitrary<FormCase> = fc
  .record({
    keyType: fc.constantFrom('website' as const, 'app' as const),
    addressType,
    addressValid: fc.boolean(),
    addressEmpty: fc.boolean(),
    addressScope: fc.constantFrom('webBrowsers' as const, 'unrestricted' as const, 'singleApp' as const),
    appIdentificationType: fc.constantFrom('slug' as const, 'bundleId' as const),
    appValid: fc.boolean(),
    appScope: fc.constantFrom('unrestricted' as const, 'address' as const),
    slug,
    bundleId,
    expiration: fc.oneof(fc.constant<'none'>('none'), fc.constant<'future'>('future'), fc.constant<'past'>('past')),
    comment: fc.string({ maxLength: 40 }),
  })
  .chain((r) =>
    fc
      .record({
        address: r.addressEmpty && !r.addressValid ? fc.constant('') : r.addressValid ? validAddress(r.addressType) : invalidAddress(r.addressType),
        expiration: r.expiration === 'none' ? fc.constant(null) : r.expiration === 'future' ? future : past,
        shortBundle: fc.constantFrom('', 'a', 'ab', ' ab '),
      })
      .map(({ address, expiration, shortBundle }) => {
        const form: KeyForm = {
          keyType: r.keyType,
          address,
          addressType: r.addressType,
          addressScope: r.addressScope,
          appIdentificationType: r.appIdentificationType,
          appScope: r.appScope,
          appSlug: r.appIdentificationType === 'slug' && r.appValid ? r.slug : r.appIdentificationType === 'slug' ? '' : r.slug,
          appBundleId: r.appIdentificationType === 'bundleId' ? (r.appValid ? r.bundleId : shortBundle) : '',
          expiration,
          comment: r.comment,
          showAdvanced: r.addressType === 'ip' || r.addressType === 'domainRegex',
        }
        return { form, addressValid: r.addressValid, appValid: r.appValid, expirationValid: r.expiration !== 'past' }
      }),
  )

/** The steps of a form as the spec lists them (an oracle independent of the wizard module). */
export function specSteps(form: KeyForm): string[] {
  if (form.keyType === 'website') {
    return ['keyType', 'address', 'addressScope', ...(form.addressScope === 'singleApp' ? ['app'] : []), 'expiration', 'comment']
  }
  return ['keyType', 'app', 'appScope', ...(form.appScope === 'address' ? ['address'] : []), 'expiration', 'comment']
}

/** Whether a step is valid, from the construction flags. */
export const specStepValid = (c: FormCase, step: string): boolean =>
  step === 'address' ? c.addressValid : step === 'app' ? c.appValid : step === 'expiration' ? c.expirationValid : true
