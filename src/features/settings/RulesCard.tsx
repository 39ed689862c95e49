/**
 * Notification rules: what the parent hears about (trigger) and where (method). A rule is
 * edited in place: change the trigger or the method, Save, or Cancel to put it back as it was.
 * New rules start with the default trigger. With no rules at all, requests are e-mailed to the
 * account address, and the card says so.
 */
import { useEffect, useId, useRef } from 'react'
import { type RuleEdit, ruleEditProblem, ruleSummary, triggerText, triggersOffered } from '@domain/notifications/rules'
import { idKey, sameId } from '@domain/api/ids'
import type { AdminNotification, AdminNotificationTrigger, VerifiedNotificationMethod } from '@domain/api/wire'
import { Button } from '../../ui/Button'
import { InfoIcon } from '../../ui/icons/InfoIcon'
import { MethodLine, methodOptionLabel } from './parts'

/** The rule being edited: an existing one (its id) or a new one (id null). */
export interface Editing {
  readonly id: string | null
  readonly edit: RuleEdit
}

export interface RulesCardProps {
  rules: readonly AdminNotification[]
  methods: readonly VerifiedNotificationMethod[]
  hasAdminChild: boolean
  accountEmail: string
  editing: Editing | null
  onEdit: (editing: Editing | null) => void
  onSave: (editing: Editing) => void
  onDelete: (rule: AdminNotification) => void
  onStartNew: () => void
}

export function RulesCard(props: RulesCardProps) {
  const { rules, methods, editing, onEdit, onDelete, accountEmail } = props
  const editingNew = editing !== null && editing.id === null
  return (
    <section className="card settings-card" aria-labelledby="rules-title">
      <div className="settings-card__head">
        <InfoIcon className="settings-card__icon" />
        <h2 id="rules-title" tabIndex={-1}>
          Notifications
        </h2>
      </div>
      <p className="muted settings-card__intro">What you hear about, and where it is sent.</p>
      {rules.length === 0 && !editingNew && (
        <p className="settings-empty">
          No notifications yet. Until you create one, unlock and filter suspension requests are e-mailed to <strong>{accountEmail}</strong>.
        </p>
      )}
      {(rules.length > 0 || editingNew) && (
        <ul className="rule-list" aria-labelledby="rules-title">
          {rules.map((rule) =>
            editing && editing.id !== null && sameId(editing.id, rule.id) ? (
              <li key={rule.id} className="rule-item rule-item--editing">
                <RuleEditor {...props} editing={editing} />
              </li>
            ) : (
              <li key={rule.id} className="rule-item">
                <div className="rule-item__text">
                  <span className="rule-item__trigger">{triggerText[rule.trigger].label}</span>
                  <span className="rule-item__about">{triggerText[rule.trigger].description}</span>
                  <RuleMethod methodId={rule.methodId} methods={methods} />
                </div>
                <div className="rule-item__actions">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Edit ${ruleSummary(rule, methods)}`}
                    onClick={() => onEdit({ id: rule.id, edit: { trigger: rule.trigger, methodId: rule.methodId } })}
                  >
                    Edit
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={`Delete ${ruleSummary(rule, methods)}`} onClick={() => onDelete(rule)}>
                    Delete
                  </Button>
                </div>
              </li>
            ),
          )}
          {editing && editingNew && (
            <li className="rule-item rule-item--editing">
              <RuleEditor {...props} editing={editing} />
            </li>
          )}
        </ul>
      )}
      <div className="settings-card__actions">
        {methods.length === 0 ? (
          <p className="muted">Add a notification method first, then choose what to hear about there.</p>
        ) : (
          !editingNew && (
            <Button variant="secondary" onClick={props.onStartNew}>
              Create notification
            </Button>
          )
        )}
      </div>
    </section>
  )
}

function RuleMethod({ methodId, methods }: { methodId: string; methods: readonly VerifiedNotificationMethod[] }) {
  const method = methods.find((m) => sameId(m.id, methodId))
  return method ? <MethodLine config={method.config} /> : <span className="muted">A method that no longer exists</span>
}

function RuleEditor({ editing, rules, methods, hasAdminChild, onEdit, onSave }: RulesCardProps & { editing: Editing }) {
  const baseId = useId()
  const first = useRef<HTMLSelectElement>(null)
  useEffect(() => first.current?.focus(), [])
  const problem = ruleEditProblem(editing.edit, rules, methods, editing.id ?? undefined)
  const original = editing.id === null ? undefined : rules.find((r) => sameId(r.id, editing.id ?? ''))
  const triggers = triggersOffered(hasAdminChild, original?.trigger)
  const change = (edit: Partial<RuleEdit>) => onEdit({ ...editing, edit: { ...editing.edit, ...edit } })
  const title = editing.id === null ? 'New notification' : 'Edit notification'
  const problemId = `${baseId}-problem`
  return (
    <form
      className="rule-editor"
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault()
        if (!problem) onSave(editing)
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault()
          onEdit(null)
        }
      }}
    >
      <p className="rule-editor__title">{title}</p>
      <div className="rule-editor__fields">
        <div className="field">
          <label className="field__label" htmlFor={`${baseId}-trigger`}>
            Notify me about
          </label>
          <select
            id={`${baseId}-trigger`}
            className="field__input"
            value={editing.edit.trigger}
            ref={first}
            onChange={(e) => change({ trigger: e.target.value as AdminNotificationTrigger })}
          >
            {triggers.map((t) => (
              <option key={t} value={t}>
                {triggerText[t].label}
              </option>
            ))}
          </select>
          <span className="field__hint">{triggerText[editing.edit.trigger].description}</span>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${baseId}-method`}>
            Send to
          </label>
          <select
            id={`${baseId}-method`}
            className="field__input"
            value={methods.find((m) => sameId(m.id, editing.edit.methodId))?.id ?? ''}
            aria-describedby={problem ? problemId : undefined}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => change({ methodId: e.target.value })}
          >
            {!methods.some((m) => sameId(m.id, editing.edit.methodId)) && <option value="">Choose a method</option>}
            {methods.map((m) => (
              <option key={idKey(m.id)} value={m.id}>
                {methodOptionLabel(m.config)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {problem && (
        <p id={problemId} className="field__error" role="alert">
          {problem}
        </p>
      )}
      <div className="rule-editor__actions">
        <Button variant="secondary" size="sm" onClick={() => onEdit(null)}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={problem !== null}>
          Save
        </Button>
      </div>
    </form>
  )
}
