/**
 * The key wizard as a state machine: which steps a form has, which step is open, and the moves
 * between them. The component only renders it.
 *
 * - Website path: key type, address, affected apps, (one app: which app), expiration, comment.
 *   App path: key type, app, internet access, (one address: which address), expiration, comment.
 * - Next moves on from a valid step (never past the last); Back goes to the step before.
 * - Clicking another step opens it, unless a step before it is still invalid (a required step
 *   is never skipped). A new key shows the steps after the open one as greyed titles.
 * - Editing a key shows every step as a collapsible section, all closed at first; clicking the
 *   open one closes it.
 *
 * Pure: the time (for the expiration check) is passed in.
 */
import { type KeyForm, commentToSend, formToKey, isAdvancedType } from './form'
import { appProblem, checkAddress, expirationProblem } from './validate'

export type StepId = 'keyType' | 'address' | 'addressScope' | 'app' | 'appScope' | 'expiration' | 'comment'
export type WizardMode = 'create' | 'edit'

export interface WizardState {
  readonly mode: WizardMode
  readonly form: KeyForm
  /** The open step; null when every section is closed (editing only). */
  readonly active: StepId | null
}

export interface WizardContext {
  readonly nowMs: number
}

export const stepTitles: Readonly<Record<StepId, string>> = {
  keyType: 'Key type',
  address: 'Address',
  addressScope: 'Affected apps',
  app: 'App',
  appScope: 'Internet access',
  expiration: 'Expiration',
  comment: 'Comment',
}

/** Steps a parent may leave as they are. */
export const optionalSteps: ReadonlySet<StepId> = new Set<StepId>(['expiration', 'comment'])

export function wizardSteps(form: KeyForm): StepId[] {
  if (form.keyType === 'website') {
    return ['keyType', 'address', 'addressScope', ...(form.addressScope === 'singleApp' ? (['app'] as const) : []), 'expiration', 'comment']
  }
  return ['keyType', 'app', 'appScope', ...(form.appScope === 'address' ? (['address'] as const) : []), 'expiration', 'comment']
}

/** Whether one step's part of the form is complete and valid. */
export function stepValid(form: KeyForm, step: StepId, ctx: WizardContext): boolean {
  switch (step) {
    case 'address':
      return (form.showAdvanced || !isAdvancedType(form.addressType)) && checkAddress(form.address, form.addressType).ok
    case 'app':
      return appProblem(form) === null
    case 'expiration':
      return expirationProblem(form.expiration, ctx.nowMs) === null
    case 'keyType':
    case 'addressScope':
    case 'appScope':
    case 'comment':
      return true
  }
}

export const startWizard = (mode: WizardMode, form: KeyForm): WizardState => ({
  mode,
  form,
  active: mode === 'create' ? 'keyType' : null,
})

const indexOf = (state: WizardState, step: StepId | null): number => (step === null ? -1 : wizardSteps(state.form).indexOf(step))

export const isLastStep = (state: WizardState): boolean => {
  const steps = wizardSteps(state.form)
  return state.active !== null && steps.indexOf(state.active) === steps.length - 1
}

/** Next is offered on every open step but the last, and enabled exactly when that step is valid. */
export const canNext = (state: WizardState, ctx: WizardContext): boolean =>
  state.active !== null && !isLastStep(state) && indexOf(state, state.active) >= 0 && stepValid(state.form, state.active, ctx)

export function next(state: WizardState, ctx: WizardContext): WizardState {
  if (!canNext(state, ctx)) return state
  const steps = wizardSteps(state.form)
  return { ...state, active: steps[indexOf(state, state.active) + 1] ?? state.active }
}

export const canBack = (state: WizardState): boolean => indexOf(state, state.active) > 0

export function back(state: WizardState): WizardState {
  if (!canBack(state)) return state
  return { ...state, active: wizardSteps(state.form)[indexOf(state, state.active) - 1] ?? state.active }
}

/** Another step may be opened when every step before it is valid. */
export function canJump(state: WizardState, step: StepId, ctx: WizardContext): boolean {
  const steps = wizardSteps(state.form)
  const index = steps.indexOf(step)
  return index >= 0 && step !== state.active && steps.slice(0, index).every((s) => stepValid(state.form, s, ctx))
}

export const jump = (state: WizardState, step: StepId, ctx: WizardContext): WizardState =>
  canJump(state, step, ctx) ? { ...state, active: step } : state

/** A click on a step's title: the open step of a key being edited closes, another step opens. */
export function clickStep(state: WizardState, step: StepId, ctx: WizardContext): WizardState {
  if (step === state.active) return state.mode === 'edit' ? { ...state, active: null } : state
  return jump(state, step, ctx)
}

/** Changes the form; an open step that the change removed gives way to the one before it. */
export function editForm(state: WizardState, change: (form: KeyForm) => KeyForm): WizardState {
  const form = change(state.form)
  if (state.active === null || wizardSteps(form).includes(state.active)) return { ...state, form }
  const before = wizardSteps(state.form).slice(0, indexOf(state, state.active)).reverse()
  const kept = before.find((s) => wizardSteps(form).includes(s)) ?? null
  return { ...state, form, active: kept }
}

export const allStepsValid = (form: KeyForm, ctx: WizardContext): boolean => wizardSteps(form).every((step) => stepValid(form, step, ctx))

/** The first step that still needs attention, if any. */
export const firstInvalidStep = (form: KeyForm, ctx: WizardContext): StepId | null =>
  wizardSteps(form).find((step) => !stepValid(form, step, ctx)) ?? null

/**
 * What a form saves: the key, the comment as sent, the expiration. Two forms that save the same
 * thing are the same edit (hidden fields and the Advanced switch do not count).
 */
export function savedShape(form: KeyForm): string {
  return JSON.stringify([formToKey(form), commentToSend(form.comment) ?? null, form.expiration])
}

/**
 * 'Create key' needs every step valid; 'Save key' also needs a change from the stored key.
 */
export function canSubmit(state: WizardState, ctx: WizardContext, original?: KeyForm): boolean {
  if (!allStepsValid(state.form, ctx)) return false
  if (state.mode === 'create' || original === undefined) return true
  return savedShape(state.form) !== savedShape(original)
}
