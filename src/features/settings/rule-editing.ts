/**
 * Settings' notification rules as a container hook: the rule being edited, the method just
 * verified (for "One more step!"), and the parent's intents as commands. Saving and deleting
 * change the page at once and roll back with an error toast if the server refuses.
 */
import { useState } from 'react'
import { newRuleEdit } from '@domain/notifications/rules'
import type { AdminNotification, NotificationMethodConfig, VerifiedNotificationMethod } from '@domain/api/wire'
import { runCommand } from '../../data'
import { deleteNotification, deleteNotificationMethod, saveNotification } from './commands'
import type { Verified } from './OneMoreStep'
import { newClientId } from './parts'
import type { Editing } from './RulesCard'
import type { RuleIntents } from './SettingsView'

export function useRuleEditing(methods: readonly VerifiedNotificationMethod[]): RuleIntents & {
  readonly onVerified: (config: NotificationMethodConfig, methodId: string) => void
} {
  const [editing, setEditing] = useState<Editing | null>(null)
  const [verified, setVerified] = useState<Verified | null>(null)

  const startNew = (methodId?: string) => {
    const edit = newRuleEdit(methods, methodId)
    if (edit) setEditing({ id: null, edit })
  }

  const onSave = (current: Editing) => {
    const input = {
      id: current.id ?? newClientId(),
      isNew: current.id === null,
      methodId: current.edit.methodId,
      trigger: current.edit.trigger,
    }
    setEditing(null)
    void runCommand(saveNotification(input)).then((result) => {
      // Refused: the editor comes back with what the parent chose, so nothing is lost.
      if (!result.ok && result.error.type !== 'loggedOut' && result.error.type !== 'notFound') setEditing(current)
    })
  }

  return {
    editing,
    verified,
    onEdit: setEditing,
    onSave,
    onStartNew: () => startNew(),
    onDeleteRule: (rule: AdminNotification) => {
      setEditing((now) => (now?.id === rule.id ? null : now))
      void runCommand(deleteNotification(rule.id))
    },
    onDeleteMethod: (method: VerifiedNotificationMethod) => void runCommand(deleteNotificationMethod(method.id)),
    onVerified: (config, methodId) => setVerified({ config, methodId }),
    onCloseVerified: () => setVerified(null),
    onCreateForVerified: (methodId: string) => {
      setVerified(null)
      startNew(methodId)
    },
  }
}
