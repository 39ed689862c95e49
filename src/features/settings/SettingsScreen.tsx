/**
 * `/settings`: the account's e-mail (with a way to change the password), the Basic plan with its
 * subscription status and billing link, notification methods (with the panel that adds one) and
 * notification rules. Saving and deleting change the page at once and roll back with an error
 * toast if the server refuses.
 */
import { Link, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { newRuleEdit, ruleSummary } from '@domain/notifications/rules'
import { methodAddress, methodKindLabel } from '@domain/notifications/methods'
import type { OperationOutput } from '@domain/api/operations'
import { queries } from '../../data/queries'
import { runCommand, useQuery } from '../../data'
import { QueryView } from '../../ui/QueryState'
import { TextField } from '../../ui/TextField'
import { SettingsIcon } from '../../ui/icons/SettingsIcon'
import { useAddMethod } from './add-method'
import { AddMethodDrawer } from './AddMethodDrawer'
import { deleteNotification, deleteNotificationMethod, saveNotification } from './commands'
import { ConfirmDelete, type PendingDeletion } from './ConfirmDelete'
import { MethodsCard } from './MethodsCard'
import { OneMoreStep, type Verified } from './OneMoreStep'
import { newClientId } from './parts'
import { PlanCard } from './PlanCard'
import { type Editing, RulesCard } from './RulesCard'
import './settings.css'

type Admin = OperationOutput<'GetAdmin'>

export default function SettingsScreen() {
  const admin = useQuery(queries.admin())
  return (
    <div className="page settings-page">
      <div className="page-header">
        <h1>Settings</h1>
      </div>
      <QueryView query={admin} loadingLabel="Loading settings…" errorHeadingLevel={2}>
        {(data) => <Settings admin={data} />}
      </QueryView>
    </div>
  )
}

const focusRules = () => window.setTimeout(() => document.getElementById('rules-title')?.focus(), 0)

function Settings({ admin }: { admin: Admin }) {
  const { portal } = useSearch({ strict: false })
  const [editing, setEditing] = useState<Editing | null>(null)
  const [deletion, setDeletion] = useState<PendingDeletion | null>(null)
  const [verified, setVerified] = useState<Verified | null>(null)
  const methods = admin.verifiedNotificationMethods
  const rules = admin.notifications
  const panel = useAddMethod(methods, (config, methodId) => setVerified({ config, methodId }))

  const startNew = (methodId?: string) => {
    const edit = newRuleEdit(methods, methodId)
    if (edit) setEditing({ id: null, edit })
  }

  const save = (current: Editing) => {
    const input = {
      id: current.id ?? newClientId(),
      isNew: current.id === null,
      methodId: current.edit.methodId,
      trigger: current.edit.trigger,
    }
    setEditing(null)
    focusRules()
    void runCommand(saveNotification(input)).then((result) => {
      // Refused: the editor comes back with what the parent chose, so nothing is lost.
      if (!result.ok && result.error.type !== 'loggedOut' && result.error.type !== 'notFound') setEditing(current)
    })
  }

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

      <PlanCard
        status={admin.subscriptionStatus}
        monthlyPriceInDollars={admin.monthlyPriceInDollars}
        demoPortal={__DEMO__ && portal === 'demo'}
      />

      <div className="settings-wide">
        <MethodsCard
          methods={methods}
          rules={rules}
          accountEmail={admin.email}
          onAdd={panel.open}
          onDelete={(method) =>
            setDeletion({
              thing: 'notification method',
              what: `${methodKindLabel[method.config.case]}: ${methodAddress(method.config)}`,
              run: () => {
                void runCommand(deleteNotificationMethod(method.id))
                window.setTimeout(() => document.getElementById('methods-title')?.focus(), 0)
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
            setEditing(next)
            if (next === null) focusRules()
          }}
          onSave={save}
          onStartNew={() => startNew()}
          onDelete={(rule) =>
            setDeletion({
              thing: 'notification',
              what: ruleSummary(rule, methods),
              run: () => {
                if (editing?.id === rule.id) setEditing(null)
                void runCommand(deleteNotification(rule.id))
                focusRules()
              },
            })
          }
        />
      </div>

      <AddMethodDrawer panel={panel} />
      <ConfirmDelete pending={deletion} onClose={() => setDeletion(null)} />
      <OneMoreStep
        verified={verified}
        onClose={() => setVerified(null)}
        onCreate={(methodId) => {
          setVerified(null)
          startNew(methodId)
        }}
      />
    </div>
  )
}
