/**
 * `/settings`, drawn from plain props: the account's e-mail (with a way to change the password),
 * the Basic plan with its subscription status and billing link, notification methods (with the
 * panel that adds one) and notification rules, each deletion after a confirmation. Also loading,
 * and the failure with Try again and Contact support.
 */
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ruleSummary } from '@domain/notifications/rules'
import { methodAddress, methodKindLabel } from '@domain/notifications/methods'
import type { OperationOutput } from '@domain/api/operations'
import type { AdminNotification, VerifiedNotificationMethod } from '@domain/api/wire'
import { type Loadable, QueryView } from '../../ui/QueryView'
import { TextField } from '../../ui/TextField'
import { SettingsIcon } from '../../ui/icons/SettingsIcon'
import type { AddMethodPanel } from './add-method-draft'
import { AddMethodDrawer } from './AddMethodDrawer'
import { ConfirmDelete, type PendingDeletion } from './ConfirmDelete'
import { MethodsCard } from './MethodsCard'
import { OneMoreStep, type Verified } from './OneMoreStep'
import { type BillingLinkControl, PlanCard } from './PlanCard'
import { type Editing, RulesCard } from './RulesCard'
import './settings.css'

export type Admin = OperationOutput<'GetAdmin'>

/** The rule being edited, the method just verified, and the parent's intents about both. */
export interface RuleIntents {
  readonly editing: Editing | null
  readonly verified: Verified | null
  readonly onEdit: (editing: Editing | null) => void
  readonly onSave: (editing: Editing) => void
  readonly onStartNew: () => void
  /** Once confirmed. */
  readonly onDeleteRule: (rule: AdminNotification) => void
  /** Once confirmed. */
  readonly onDeleteMethod: (method: VerifiedNotificationMethod) => void
  readonly onCloseVerified: () => void
  /** "One more step!": a new rule for the method just verified. */
  readonly onCreateForVerified: (methodId: string) => void
}

export interface SettingsViewProps extends RuleIntents {
  readonly admin: Loadable<Admin>
  /** Back from the demo's pretend billing portal: say there is none. */
  readonly demoPortal: boolean
  readonly billing: BillingLinkControl
  readonly addMethod: AddMethodPanel
}

export function SettingsView({ admin, ...rest }: SettingsViewProps) {
  return (
    <div className="page settings-page">
      <div className="page-header">
        <h1>Settings</h1>
      </div>
      <QueryView query={admin} loadingLabel="Loading settings…" errorHeadingLevel={2}>
        {(data) => <SettingsCards admin={data} {...rest} />}
      </QueryView>
    </div>
  )
}

/** Focus goes back to a card's heading once its editor or confirmation is gone. */
const focusHeading = (id: string) => window.setTimeout(() => document.getElementById(id)?.focus(), 0)
const focusRules = () => focusHeading('rules-title')

function SettingsCards({
  admin,
  demoPortal,
  billing,
  addMethod,
  editing,
  verified,
  ...intents
}: Omit<SettingsViewProps, 'admin'> & { admin: Admin }) {
  const [deletion, setDeletion] = useState<PendingDeletion | null>(null)
  const methods = admin.verifiedNotificationMethods
  const rules = admin.notifications
  return (
    <div className="settings-layout">
      <section className="card settings-card" aria-labelledby="account-title">
        <div className="settings-card__head">
          <SettingsIcon className="settings-card__icon" />
          <h2 id="account-title">Account</h2>
        </div>
        <TextField label="E-mail" type="email" value={admin.email} readOnly hint="The address you log in with." />
        <p className="settings-card__link">
          <Link to="/reset-password">Change password</Link>
        </p>
      </section>

      <PlanCard status={admin.subscriptionStatus} monthlyPriceInDollars={admin.monthlyPriceInDollars} demoPortal={demoPortal} billing={billing} />

      <div className="settings-wide">
        <MethodsCard
          methods={methods}
          rules={rules}
          accountEmail={admin.email}
          onAdd={addMethod.open}
          onDelete={(method) =>
            setDeletion({
              thing: 'notification method',
              what: `${methodKindLabel[method.config.case]}: ${methodAddress(method.config)}`,
              run: () => {
                intents.onDeleteMethod(method)
                focusHeading('methods-title')
              },
            })
          }
        />
      </div>

      <div className="settings-wide">
        <RulesCard
          rules={rules}
          methods={methods}
          hasAdminChild={admin.hasAdminChild}
          accountEmail={admin.email}
          editing={editing}
          onEdit={(next) => {
            intents.onEdit(next)
            if (next === null) focusRules()
          }}
          onSave={(current) => {
            intents.onSave(current)
            focusRules()
          }}
          onStartNew={intents.onStartNew}
          onDelete={(rule) =>
            setDeletion({
              thing: 'notification',
              what: ruleSummary(rule, methods),
              run: () => {
                intents.onDeleteRule(rule)
                focusRules()
              },
            })
          }
        />
      </div>

      <AddMethodDrawer panel={addMethod} />
      <ConfirmDelete pending={deletion} onClose={() => setDeletion(null)} />
      <OneMoreStep verified={verified} onClose={intents.onCloseVerified} onCreate={intents.onCreateForVerified} />
    </div>
  )
}
