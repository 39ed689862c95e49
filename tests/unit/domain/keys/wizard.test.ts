/**
 * The key wizard's state machine: its steps follow the spec's two paths, Back undoes Next, Next
 * is disabled exactly when the open step is invalid, and opening a step never skips a required
 * one. Verdicts come from how each form was built (arbitraries.ts), not from the rules under test.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type StepId,
  type WizardState,
  back,
  canNext,
  canSubmit,
  clickStep,
  editForm,
  jump,
  next,
  startWizard,
  wizardSteps,
  canBack,
  canJump,
  firstInvalidStep,
  isLastStep,
  optionalSteps,
  stepTitles,
  stepValid,
} from '@domain/keys/wizard'
import { emptyKeyForm, addressTypes, type KeyForm } from '@domain/keys/form'
import { type FormCase, formCase, specStepValid, specSteps, testNow } from './arbitraries'
import { saveKeyInput } from '@domain/keys/save'
import { registrableDomain } from '@domain/keys/suffix'
import { appProblem, checkAddress, domainVerdict, isValidAddress } from '@domain/keys/validate'

const ctx = { nowMs: testNow }
const allSteps: StepId[] = ['keyType', 'address', 'addressScope', 'app', 'appScope', 'expiration', 'comment']

/** A form case with a wizard state open on one of its steps (or, editing, on none). */
const stateCase = fc
  .tuple(formCase, fc.constantFrom('create' as const, 'edit' as const), fc.nat(), fc.boolean())
  .map(([c, mode, at, closed]): [FormCase, WizardState] => {
    const steps = specSteps(c.form) as StepId[]
    const active = mode === 'edit' && closed ? null : steps[at % steps.length]!
    return [c, { mode, form: c.form, active }]
  })

describe('steps', () => {
  it(
    'website: type, address, affected apps, (one app: the app), expiration, comment; app: type, app, internet access, (one address: the address), expiration, comment (property)',
    { tags: ['property'] },
    () => {
      fc.assert(
        fc.property(formCase, (c) => {
          expect(wizardSteps(c.form)).toEqual(specSteps(c.form))
        }),
      )
    },
  )

  it('a new key starts on the key type; an existing one with every section closed', () => {
    expect(startWizard('create', emptyKeyForm()).active).toBe('keyType')
    expect(startWizard('edit', emptyKeyForm()).active).toBeNull()
  })
})

describe('Back and Next', () => {
  it('Next is enabled exactly when the open step is valid and not the last (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(stateCase, ([c, state]) => {
        const steps = specSteps(c.form)
        const last = state.active === steps[steps.length - 1]
        const expected = state.active !== null && !last && specStepValid(c, state.active)
        expect(canNext(state, ctx)).toBe(expected)
        const moved = next(state, ctx)
        if (expected) expect(moved.active).toBe(steps[steps.indexOf(state.active) + 1])
        else expect(moved).toBe(state)
      }),
    )
  })

  it('Back undoes Next (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(stateCase, ([, state]) => {
        const moved = next(state, ctx)
        if (moved !== state) expect(back(moved)).toEqual(state)
      }),
    )
  })

  it('Back on the first step, or with every section closed, changes nothing (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(formCase, fc.constantFrom('create' as const, 'edit' as const), (c, mode) => {
        const first: WizardState = { mode, form: c.form, active: 'keyType' }
        expect(back(first)).toBe(first)
        const closed: WizardState = { mode: 'edit', form: c.form, active: null }
        expect(back(closed)).toBe(closed)
        expect(canNext(closed, ctx)).toBe(false)
      }),
    )
  })
})

describe('clicking a step', () => {
  it('opens it exactly when every step before it is valid, never skipping a required step (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(stateCase, fc.constantFrom(...allSteps), ([c, state], target) => {
        const steps = specSteps(c.form)
        const index = steps.indexOf(target)
        const allowed = index >= 0 && target !== state.active && steps.slice(0, index).every((s) => specStepValid(c, s))
        const after = jump(state, target, ctx)
        expect(after.active).toBe(allowed ? target : state.active)
        if (!allowed) expect(after).toBe(state)
      }),
    )
  })

  it('the open step of a key being edited closes; a new key’s open step stays open (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(stateCase, ([, state]) => {
        if (state.active === null) return
        const clicked = clickStep(state, state.active, ctx)
        if (state.mode === 'edit') expect(clicked).toEqual({ ...state, active: null })
        else expect(clicked).toBe(state)
      }),
    )
  })
})

describe('editing the form', () => {
  it('keeps the open step, or the step before it when the change removed it', () => {
    const form = { ...emptyKeyForm(), addressScope: 'singleApp' as const, address: 'example.com' }
    const onApp: WizardState = { mode: 'create', form, active: 'app' }
    expect(editForm(onApp, (f) => ({ ...f, addressScope: 'webBrowsers' })).active).toBe('addressScope')
    const onAddress: WizardState = { mode: 'edit', form, active: 'address' }
    expect(editForm(onAddress, (f) => ({ ...f, keyType: 'app' })).active).toBe('keyType')
    expect(editForm(onAddress, (f) => ({ ...f, comment: 'x' })).active).toBe('address')
  })
})

describe('Create key and Save key', () => {
  it('need every step valid; Save key also needs a change to what is saved (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(stateCase, ([c, state]) => {
        const valid = specSteps(c.form).every((s) => specStepValid(c, s))
        expect(canSubmit({ ...state, mode: 'create' }, ctx)).toBe(valid)
        // An edit that changes nothing cannot be saved; a changed comment can.
        expect(canSubmit({ ...state, mode: 'edit' }, ctx, c.form)).toBe(false)
        const changed = { ...state, mode: 'edit' as const, form: { ...c.form, comment: `${c.form.comment} more` } }
        expect(canSubmit(changed, ctx, c.form)).toBe(valid)
        // Switching Advanced alone saves nothing different.
        expect(canSubmit({ ...state, mode: 'edit', form: { ...c.form, showAdvanced: true } }, ctx, { ...c.form, showAdvanced: true })).toBe(false)
      }),
    )
  })
})

/**
 * The key wizard and the address checks at their edges, as fixed examples beside wizard.test.ts
 * and validate.test.ts: titles, hidden advanced types, the first and last step, edits that
 * remove the open step, and what a stored key needs before 'Save key'.
 */
describe('at the edges', () => {
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
      expect(saveKeyInput({ ...site, comment: '  ' }, target)).toStrictEqual({
        isNew: true,
        id: 'k1',
        keychainId: 'c1',
        key: { type: 'anySubdomain', domain: 'example.com', scope: { type: 'webBrowsers' } },
      })
      const app = form({ keyType: 'app', appSlug: ' zoom ' })
      expect(saveKeyInput(app, target).key).toEqual({ type: 'skeleton', scope: { type: 'identifiedAppSlug', identifiedAppSlug: 'zoom' } })
      expect(emptyKeyForm().comment).toBe('')
    })
  })

  describe('address checks', () => {
    it('a public suffix is refused as shared by many sites', () => {
      expect(domainVerdict('co.uk')).toStrictEqual({
        ok: false,
        empty: false,
        hint: 'invalid address',
        detail: '"co.uk" is a domain ending shared by many sites, not one website.',
      })
      expect(registrableDomain('co.uk')).toStrictEqual({ ok: false, reason: 'publicSuffix', suffix: 'co.uk' })
      expect(registrableDomain('x.notatld')).toStrictEqual({ ok: false, reason: 'unknownSuffix', suffix: 'notatld' })
      expect(registrableDomain('1.2.3.4')).toStrictEqual({ ok: false, reason: 'ip', suffix: '' })
    })

    it('a name typed as an IP address gets a reason only when it is a website name', () => {
      expect(checkAddress('example.com', 'ip')).toStrictEqual({
        ok: false,
        empty: false,
        hint: 'invalid IP address',
        detail: 'This is a website name: choose Standard or Strict for it.',
      })
      expect(checkAddress('exa mple', 'ip')).toStrictEqual({ ok: false, empty: false, hint: 'invalid IP address' })
      expect(checkAddress('abc', 'ip')).toStrictEqual({ ok: false, empty: false, hint: 'invalid IP address' })
      expect([isValidAddress('example.com', 'strict'), isValidAddress('example', 'strict')]).toEqual([true, false])
    })

    it('a slug of spaces is no chosen app', () => {
      expect(appProblem({ appIdentificationType: 'slug', appSlug: '  ', appBundleId: '' })).toBe('Choose an app')
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
