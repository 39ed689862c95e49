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
} from '@domain/keys/wizard'
import { emptyKeyForm } from '@domain/keys/form'
import { type FormCase, formCase, specStepValid, specSteps, testNow } from './arbitraries'

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
  it('website: type, address, affected apps, (one app: the app), expiration, comment; app: type, app, internet access, (one address: the address), expiration, comment (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(formCase, (c) => {
        expect(wizardSteps(c.form)).toEqual(specSteps(c.form))
      }),
    )
  })

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
