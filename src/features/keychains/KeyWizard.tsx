/**
 * The key wizard (spec: key type, address, affected apps, app, internet access, expiration,
 * comment), rendering the state machine of domain/keys/wizard.ts. It is controlled: keep its
 * state in a draft so that it survives a reload. The keychain editor's modal and the unlock
 * request screens both use it.
 *
 * A new key shows the steps after the open one as greyed titles; a key being edited shows every
 * step as a collapsible section. Clicking a step opens it when the steps before it are valid.
 */
import { useEffect, useId, useRef } from 'react'
import { appName, stepSummary } from '@domain/keys/describe'
import { formatExpiration } from '@domain/keys/expiration'
import type { AddressSource, KeyForm } from '@domain/keys/form'
import {
  type StepId,
  type WizardState,
  back,
  canBack,
  canJump,
  canNext,
  clickStep,
  editForm,
  isLastStep,
  next,
  optionalSteps,
  stepTitles,
  wizardSteps,
} from '@domain/keys/wizard'
import type { IdentifiedApp } from '@domain/api/wire'
import { useNow } from '../../data'
import { Button } from '../../ui/Button'
import './key-wizard.css'
import { AddressStep } from './AddressStep'
import { AppStep } from './AppStep'
import { AddressScopeStep, AppScopeStep, CommentStep, ExpirationStep, KeyTypeStep, offsetAt } from './wizard-steps'

export interface KeyWizardProps {
  /** The wizard's state (`startWizard(mode, form)` to begin); keep it in a draft. */
  readonly state: WizardState
  readonly onChange: (next: WizardState) => void
  /** The app catalogue (GetIdentifiedApps): undefined while it loads, null when it failed. */
  readonly apps: readonly IdentifiedApp[] | undefined | null
  /** An unlock request's address: switching between strict and standard takes it again. */
  readonly source?: AddressSource | undefined
  /** The wizard's accessible name. */
  readonly label?: string
}

/** What a key's app is called in the wizard's questions. */
export function appLabelOf(form: KeyForm, apps: readonly IdentifiedApp[] | undefined | null): string {
  if (form.appIdentificationType === 'bundleId') return form.appBundleId.trim() || 'the app'
  if (form.appSlug === '') return 'the app'
  return appName({ type: 'identifiedAppSlug', identifiedAppSlug: form.appSlug }, apps ?? [])
}

export function KeyWizard({ state, onChange, apps, source, label = 'Key' }: KeyWizardProps) {
  const baseId = useId()
  const ctx = { nowMs: useNow(60_000) }
  const steps = wizardSteps(state.form)
  const activeIndex = state.active === null ? -1 : steps.indexOf(state.active)
  const appLabel = appLabelOf(state.form, apps)
  const onForm = (change: (form: KeyForm) => KeyForm) => onChange(editForm(state, change))
  const formatDate = (iso: string) => formatExpiration(iso, offsetAt(Date.parse(iso)))

  // After a move between steps, focus follows to the newly opened step.
  const bodyRef = useRef<HTMLDivElement>(null)
  const lastActive = useRef(state.active)
  useEffect(() => {
    if (lastActive.current === state.active) return
    lastActive.current = state.active
    bodyRef.current?.focus({ preventScroll: false })
  }, [state.active])

  const content = (step: StepId) => {
    switch (step) {
      case 'keyType':
        return <KeyTypeStep form={state.form} onForm={onForm} />
      case 'address':
        return <AddressStep form={state.form} onForm={onForm} source={source} appLabel={state.form.keyType === 'app' ? appLabel : undefined} />
      case 'addressScope':
        return <AddressScopeStep form={state.form} onForm={onForm} />
      case 'app':
        return <AppStep form={state.form} onForm={onForm} apps={apps} />
      case 'appScope':
        return <AppScopeStep form={state.form} onForm={onForm} appLabel={appLabel} />
      case 'expiration':
        return <ExpirationStep form={state.form} onForm={onForm} nowMs={ctx.nowMs} />
      case 'comment':
        return <CommentStep form={state.form} onForm={onForm} />
    }
  }

  return (
    <ol className={`key-wizard key-wizard--${state.mode}`} aria-label={label}>
      {steps.map((step, i) => {
        const open = step === state.active
        const upcoming = state.mode === 'create' && i > activeIndex
        const headId = `${baseId}-${step}-head`
        const bodyId = `${baseId}-${step}-body`
        const title = (
          <>
            <span className="key-step__number" aria-hidden="true">
              {i + 1}
            </span>
            <span className="key-step__title">
              {stepTitles[step]}
              {optionalSteps.has(step) && <span className="field__optional"> *optional</span>}
            </span>
            {!open && !upcoming && <span className="key-step__summary">{stepSummary(state.form, step, apps ?? [], formatDate)}</span>}
          </>
        )
        return (
          <li
            key={step}
            className={['key-step', open && 'key-step--open', upcoming && 'key-step--upcoming'].filter(Boolean).join(' ')}
            aria-current={open ? 'step' : undefined}
          >
            <h3 className="key-step__heading" id={headId}>
              {open && state.mode === 'create' ? (
                <span className="key-step__head">{title}</span>
              ) : (
                <button
                  type="button"
                  className="key-step__head"
                  aria-expanded={state.mode === 'edit' ? open : undefined}
                  aria-controls={open ? bodyId : undefined}
                  disabled={!open && !canJump(state, step, ctx)}
                  onClick={() => onChange(clickStep(state, step, ctx))}
                >
                  {title}
                </button>
              )}
            </h3>
            {open && (
              <div id={bodyId} className="key-step__body" role="group" aria-labelledby={headId} tabIndex={-1} ref={bodyRef}>
                {content(step)}
                <div className="key-step__nav">
                  {canBack(state) && (
                    <Button variant="secondary" size="sm" onClick={() => onChange(back(state))}>
                      Back
                    </Button>
                  )}
                  {!isLastStep(state) && (
                    <Button size="sm" disabled={!canNext(state, ctx)} onClick={() => onChange(next(state, ctx))}>
                      Next
                    </Button>
                  )}
                </div>
              </div>
            )}
          </li>
        )
      })}
    </ol>
  )
}
