/**
 * The key form and the key: form → key → form gives the form back (in the one way each key is
 * shown), key → form → key gives the key back, and the edits with rules (address type from an
 * unlock request, Advanced, 'Key expires').
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type KeyForm, emptyKeyForm, formToKey, keyRecordToForm, keyToForm, setAddressType, setExpires, setShowAdvanced } from '@domain/keys/form'
import { saveKeyInput } from '@domain/keys/save'
import { SharedKey } from '@domain/api/wire'
import { addressType, bundleId, ipv4, siteHost, slug, testNow, validAddress } from './arbitraries'

const single = fc.oneof(
  slug.map((s) => ({ type: 'identifiedAppSlug' as const, identifiedAppSlug: s })),
  bundleId.map((b) => ({ type: 'bundleId' as const, bundleId: b })),
)
const scope = fc.oneof(
  fc.constant({ type: 'webBrowsers' as const }),
  fc.constant({ type: 'unrestricted' as const }),
  single.map((s) => ({ type: 'single' as const, single: s })),
)
/** Keys the wizard can make (every kind but the retired page keys). */
const key: fc.Arbitrary<SharedKey> = fc.oneof(
  fc.tuple(siteHost, scope).map(([domain, s]) => ({ type: 'anySubdomain' as const, domain, scope: s })),
  fc.tuple(siteHost, scope).map(([domain, s]) => ({ type: 'domain' as const, domain, scope: s })),
  fc.tuple(siteHost, scope).map(([h, s]) => ({ type: 'domainRegex' as const, pattern: `*.${h}`, scope: s })),
  fc.tuple(ipv4, scope).map(([ipAddress, s]) => ({ type: 'ipAddress' as const, ipAddress, scope: s })),
  single.map((s) => ({ type: 'skeleton' as const, scope: s })),
)

/** A valid form, in any of the ways a parent may fill it in. */
const validForm: fc.Arbitrary<KeyForm> = fc
  .record({
    keyType: fc.constantFrom('website' as const, 'app' as const),
    addressType,
    addressScope: fc.constantFrom('webBrowsers' as const, 'unrestricted' as const, 'singleApp' as const),
    byBundle: fc.boolean(),
    slug,
    bundleId,
    appScope: fc.constantFrom('unrestricted' as const, 'address' as const),
    showAdvanced: fc.boolean(),
    expiration: fc.option(
      fc.integer({ min: 1, max: 9e8 }).map((ms) => new Date(testNow + ms).toISOString()),
      { nil: null },
    ),
    comment: fc.oneof(fc.constant(''), fc.constant('  '), fc.string({ maxLength: 30 })),
  })
  .chain((r) =>
    validAddress(r.addressType).map((address): KeyForm => ({
      keyType: r.keyType,
      address,
      addressType: r.addressType,
      addressScope: r.addressScope,
      appIdentificationType: r.byBundle ? 'bundleId' : 'slug',
      appScope: r.appScope,
      appSlug: r.slug,
      appBundleId: r.bundleId,
      expiration: r.expiration,
      comment: r.comment,
      showAdvanced: r.showAdvanced || r.addressType === 'ip' || r.addressType === 'domainRegex',
    })),
  )

/**
 * How a valid form reads back from its key: the address cleaned (scheme gone, lower case), only
 * the fields that reach the key kept, a website key limited to one app read as an app key with
 * one address, Advanced on exactly for the IP and regular expression types, the comment trimmed.
 */
function readBack(form: KeyForm): KeyForm {
  const blank: KeyForm = {
    keyType: 'website',
    address: '',
    addressType: 'standard',
    addressScope: 'webBrowsers',
    appIdentificationType: 'slug',
    appScope: 'unrestricted',
    appSlug: '',
    appBundleId: '',
    expiration: form.expiration,
    comment: form.comment.trim(),
    showAdvanced: false,
  }
  const app =
    form.appIdentificationType === 'slug'
      ? { appIdentificationType: 'slug' as const, appSlug: form.appSlug }
      : { appIdentificationType: 'bundleId' as const, appBundleId: form.appBundleId }
  if (form.keyType === 'app' && form.appScope === 'unrestricted') return { ...blank, ...app, keyType: 'app' }
  const address = {
    address: form.address.replace(/^https?:\/\//, '').toLowerCase(),
    addressType: form.addressType,
    showAdvanced: form.addressType === 'ip' || form.addressType === 'domainRegex',
  }
  if (form.keyType === 'app' || form.addressScope === 'singleApp') {
    return { ...blank, ...address, ...app, keyType: 'app', appScope: 'address' }
  }
  return { ...blank, ...address, addressScope: form.addressScope }
}

describe('form ↔ key', () => {
  it('form → key → form reads the form back (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(validForm, (form) => {
        const input = saveKeyInput(form, { id: 'id', keychainId: 'k', isNew: true })
        expect(SharedKey.safeParse(input.key).success).toBe(true)
        const back = keyRecordToForm({ key: input.key, comment: input.comment ?? undefined, expiration: (input.expiration ?? undefined) as never })
        expect(back).toEqual(readBack(form))
        expect(formToKey(back)).toEqual(input.key)
      }),
    )
  })

  it('key → form → key gives the key back (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(key, (k) => {
        expect(formToKey(keyToForm(k))).toEqual(k)
      }),
    )
  })

  it('spells each kind of key as the wire does', () => {
    const base = { ...emptyKeyForm(), address: 'HTTPS://Docs.Google.com/document' }
    expect(formToKey({ ...base, addressType: 'strict' })).toEqual({ type: 'domain', domain: 'docs.google.com', scope: { type: 'webBrowsers' } })
    expect(formToKey({ ...base, addressScope: 'unrestricted' })).toEqual({
      type: 'anySubdomain',
      domain: 'docs.google.com',
      scope: { type: 'unrestricted' },
    })
    expect(formToKey({ ...emptyKeyForm(), keyType: 'app', appIdentificationType: 'bundleId', appBundleId: ' us.zoom.xos ' })).toEqual({
      type: 'skeleton',
      scope: { type: 'bundleId', bundleId: 'us.zoom.xos' },
    })
    expect(formToKey({ ...base, keyType: 'app', appScope: 'address', appSlug: 'zoom', addressType: 'strict' })).toEqual({
      type: 'domain',
      domain: 'docs.google.com',
      scope: { type: 'single', single: { type: 'identifiedAppSlug', identifiedAppSlug: 'zoom' } },
    })
  })

  it('leaves a blank comment and no expiration out of SaveKey', () => {
    const input = saveKeyInput({ ...emptyKeyForm(), address: 'example.com', comment: '   ' }, { id: 'a', keychainId: 'b', isNew: false })
    expect(input).toEqual({
      isNew: false,
      id: 'a',
      keychainId: 'b',
      key: { type: 'anySubdomain', domain: 'example.com', scope: { type: 'webBrowsers' } },
    })
  })

  it('reads a retired page key as a strict address of its site', () => {
    expect(keyToForm({ type: 'path', path: 'example.com/some/page', scope: { type: 'webBrowsers' } })).toMatchObject({
      keyType: 'website',
      address: 'example.com/some/page',
      addressType: 'strict',
    })
  })
})

describe('edits with rules', () => {
  const source = { host: 'cdn.images.example.com', domain: 'example.com' }

  it('strict ↔ standard takes the unlock request’s address again: host for strict, domain for standard', () => {
    const form = { ...emptyKeyForm(), address: 'something.else.org' }
    expect(setAddressType(form, 'strict', source).address).toBe('cdn.images.example.com')
    expect(setAddressType({ ...form, addressType: 'strict' }, 'standard', source).address).toBe('example.com')
    // Without a request, or to another type, the typed address stays.
    expect(setAddressType(form, 'strict').address).toBe('something.else.org')
    expect(setAddressType({ ...form, showAdvanced: true }, 'ip', source).address).toBe('something.else.org')
  })

  it('Advanced off turns an IP or regular expression key back into a standard one', () => {
    const ip = { ...emptyKeyForm(), showAdvanced: true, addressType: 'ip' as const }
    expect(setShowAdvanced(ip, false)).toMatchObject({ showAdvanced: false, addressType: 'standard' })
    expect(setShowAdvanced({ ...emptyKeyForm(), addressType: 'strict' }, false).addressType).toBe('strict')
    expect(setShowAdvanced(emptyKeyForm(), true).showAdvanced).toBe(true)
  })

  it('Key expires on sets 7 days ahead; off clears it (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), (now) => {
        const on = setExpires(emptyKeyForm(), true, now)
        expect(Date.parse(on.expiration!)).toBe(now + 7 * 24 * 60 * 60 * 1000)
        expect(setExpires(on, false, now).expiration).toBeNull()
      }),
    )
  })
})
