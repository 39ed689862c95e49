/**
 * Keys at more edges: an app found by any of its bundle IDs, a path key's target, a comment of
 * exactly 30 characters, path keys typed with http: or with another address inside them, and
 * wizard states with no open step or a step the form does not have.
 */
import { describe, expect, it } from 'vitest'
import { appName, commentPreview, keyTarget } from '@domain/keys/describe'
import { emptyKeyForm, type KeyForm } from '@domain/keys/form'
import { normalizeStoredKey } from '@domain/keys/stored'
import { registrableDomain } from '@domain/keys/suffix'
import { checkAddress } from '@domain/keys/validate'
import { canNext, editForm, startWizard } from '@domain/keys/wizard'

const browsers = { type: 'webBrowsers' } as const

describe('describing keys', () => {
  it('finds an app by any of its bundle IDs, in any case', () => {
    const apps = [{ name: 'Zoom', slug: 'zoom', bundleIds: [{ id: '1', bundleId: 'us.zoom.xos' }, { id: '2', bundleId: 'us.zoom.ZoomClips' }] }]
    expect(appName({ type: 'bundleId', bundleId: 'US.ZOOM.ZOOMCLIPS' }, apps)).toBe('Zoom')
    expect(appName({ type: 'bundleId', bundleId: 'us.zoom.xos' }, apps)).toBe('Zoom')
  })

  it('a path key opens its path', () => {
    expect(keyTarget({ type: 'path', path: 'example.com/maths', scope: browsers })).toBe('example.com/maths')
  })

  it('a comment of exactly 30 characters is shown whole', () => {
    const thirty = 'abcdefghijklmnopqrstuvwxyz0123'
    expect(commentPreview(thirty)).toBe(thirty)
    expect(commentPreview(`${thirty}4`)).toBe(`${thirty}…`)
  })
})

describe('stored path keys', () => {
  it('drop a leading http:// or https://, and only a leading one', () => {
    expect(normalizeStoredKey({ type: 'path', path: 'http://Example.com/Maths/', scope: browsers })).toEqual({ type: 'path', path: 'example.com/maths', scope: browsers })
    expect(normalizeStoredKey({ type: 'path', path: 'HTTPS://example.com/maths', scope: browsers })).toEqual({ type: 'path', path: 'example.com/maths', scope: browsers })
    expect(normalizeStoredKey({ type: 'path', path: 'example.com/go/https://other.com', scope: browsers })).toEqual({
      type: 'path',
      path: 'example.com/go/https://other.com',
      scope: browsers,
    })
  })
})

describe('wizard states', () => {
  const ctx = { nowMs: Date.parse('2026-01-01T00:00:00Z') }
  const site: KeyForm = { ...emptyKeyForm(), address: 'example.com' }

  it('an edit with no open step keeps none open when the form changes', () => {
    const state = startWizard('edit', site)
    expect(editForm(state, (f) => ({ ...f, keyType: 'app' })).active).toBeNull()
    expect(editForm(state, (f) => ({ ...f, comment: 'x' })).active).toBeNull()
  })

  it('a step the form does not have offers no Next', () => {
    expect(canNext({ mode: 'create', form: site, active: 'appScope' }, ctx)).toBe(false)
    expect(canNext({ mode: 'create', form: site, active: 'address' }, ctx)).toBe(true)
  })
})

describe('addresses that are neither', () => {
  it('an IP key for a text that is no website name either gets no website hint', () => {
    expect(checkAddress('300.1.1.1', 'ip')).toEqual({ ok: false, empty: false, hint: 'invalid IP address' })
    expect(checkAddress('exa_mple.com', 'ip')).toEqual({ ok: false, empty: false, hint: 'invalid IP address' })
  })

  it('a host the suffix list cannot read has no suffix', () => {
    expect(registrableDomain('a..b')).toEqual({ ok: false, reason: 'unknownSuffix', suffix: '' })
  })
})
