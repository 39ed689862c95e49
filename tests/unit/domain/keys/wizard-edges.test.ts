/**
 * The key wizard and the address checks at their edges, as fixed examples beside wizard.test.ts
 * and validate.test.ts: titles, hidden advanced types, the first and last step, edits that
 * remove the open step, and what a stored key needs before 'Save key'.
 */
import { describe, expect, it } from 'vitest'
import { addressTypes, emptyKeyForm, type KeyForm } from '@domain/keys/form'
import { saveKeyInput } from '@domain/keys/save'
import { registrableDomain } from '@domain/keys/suffix'
import { appProblem, checkAddress, domainVerdict, isValidAddress } from '@domain/keys/validate'
import {
  back,
  canBack,
  canJump,
  canNext,
  canSubmit,
  clickStep,
  editForm,
  firstInvalidStep,
  isLastStep,
  optionalSteps,
  startWizard,
  stepTitles,
  stepValid,
} from '@domain/keys/wizard'

const ctx = { nowMs: Date.parse('2026-01-01T00:00:00Z') }
const form = (changes: Partial<KeyForm>): KeyForm => ({ ...emptyKeyForm(), ...changes })
const site = form({ address: 'example.com' })

describe('the wizard', () => {
  it('titles each step and leaves only expiration and comment optional', () => {
    expect(stepTitles).toEqual({
      keyType: 'Key type',
      address: 'Address',
      addressScope: 'Affected apps',
      app: 'App',
      appScope: 'Internet access',
      expiration: 'Expiration',
      comment: 'Comment',
    })
    expect([...optionalSteps]).toEqual(['expiration', 'comment'])
    expect(addressTypes).toEqual(['standard', 'strict', 'ip', 'domainRegex'])
  })

  it('an advanced address type counts only while Advanced is on', () => {
    const ip = form({ address: '1.2.3.4', addressType: 'ip' })
    expect(stepValid(ip, 'address', ctx)).toBe(false)
    expect(stepValid({ ...ip, showAdvanced: true }, 'address', ctx)).toBe(true)
  })

  it('nothing is open, first or last when every section is closed', () => {
    const closed = startWizard('edit', site)
    expect([isLastStep(closed), canNext(closed, ctx), canBack(closed)]).toEqual([false, false, false])
    expect(back(closed)).toBe(closed)
    const onComment = { ...startWizard('create', site), active: 'comment' as const }
    expect([isLastStep(onComment), canNext(onComment, ctx)]).toEqual([true, false])
  })

  it('a step that is open already is no jump; clicking it in a new key keeps it open', () => {
    const created = startWizard('create', site)
    expect(canJump(created, 'keyType', ctx)).toBe(false)
    expect(clickStep(created, 'keyType', ctx)).toBe(created)
    expect(clickStep(startWizard('edit', site), 'address', ctx).active).toBe('address')
  })

  it('an edit that keeps the open step keeps it; one that removes it opens the step before', () => {
    const onApp = { ...startWizard('create', form({ addressScope: 'singleApp' })), active: 'app' as const }
    expect(editForm(onApp, (f) => ({ ...f, comment: 'x' })).active).toBe('app')
    expect(editForm(onApp, (f) => ({ ...f, addressScope: 'webBrowsers' })).active).toBe('addressScope')
  })

  it('names the first step still to do, or none', () => {
    expect(firstInvalidStep(form({}), ctx)).toBe('address')
    expect(firstInvalidStep(site, ctx)).toBeNull()
  })

  it("'Save key' needs a change from the stored key; 'Create key' does not", () => {
    expect(canSubmit(startWizard('edit', site), ctx, site)).toBe(false)
    expect(canSubmit(startWizard('edit', site), ctx, { ...site, comment: 'old' })).toBe(true)
    expect(canSubmit(startWizard('edit', site), ctx)).toBe(true)
    expect(canSubmit(startWizard('create', site), ctx, site)).toBe(true)
  })

  it('saves a blank comment as none, and an app slug trimmed', () => {
    const target = { id: 'k1', keychainId: 'c1', isNew: true }
    expect(saveKeyInput({ ...site, comment: '  ' }, target)).toStrictEqual({ isNew: true, id: 'k1', keychainId: 'c1', key: { type: 'anySubdomain', domain: 'example.com', scope: { type: 'webBrowsers' } } })
    const app = form({ keyType: 'app', appSlug: ' zoom ' })
    expect(saveKeyInput(app, target).key).toEqual({ type: 'skeleton', scope: { type: 'identifiedAppSlug', identifiedAppSlug: 'zoom' } })
    expect(emptyKeyForm().comment).toBe('')
  })
})

describe('address checks', () => {
  it('a public suffix is refused as shared by many sites', () => {
    expect(domainVerdict('co.uk')).toStrictEqual({ ok: false, empty: false, hint: 'invalid address', detail: '"co.uk" is a domain ending shared by many sites, not one website.' })
    expect(registrableDomain('co.uk')).toStrictEqual({ ok: false, reason: 'publicSuffix', suffix: 'co.uk' })
    expect(registrableDomain('x.notatld')).toStrictEqual({ ok: false, reason: 'unknownSuffix', suffix: 'notatld' })
    expect(registrableDomain('1.2.3.4')).toStrictEqual({ ok: false, reason: 'ip', suffix: '' })
  })

  it('a name typed as an IP address gets a reason only when it is a website name', () => {
    expect(checkAddress('example.com', 'ip')).toStrictEqual({ ok: false, empty: false, hint: 'invalid IP address', detail: 'This is a website name: choose Standard or Strict for it.' })
    expect(checkAddress('exa mple', 'ip')).toStrictEqual({ ok: false, empty: false, hint: 'invalid IP address' })
    expect(checkAddress('abc', 'ip')).toStrictEqual({ ok: false, empty: false, hint: 'invalid IP address' })
    expect([isValidAddress('example.com', 'strict'), isValidAddress('example', 'strict')]).toEqual([true, false])
  })

  it('a slug of spaces is no chosen app', () => {
    expect(appProblem({ appIdentificationType: 'slug', appSlug: '  ', appBundleId: '' })).toBe('Choose an app')
  })
})
