/**
 * The parent's verified notification methods: where notifications can go. A method a
 * notification uses, or the e-mail method of the account's own address, cannot be deleted; the
 * card says why instead of offering Delete.
 */
import { methodDeletionBlock, methodDeletionMessage } from '@domain/notifications/rules'
import { methodAddress, methodKindLabel } from '@domain/notifications/methods'
import { idKey } from '@domain/api/ids'
import type { AdminNotification, VerifiedNotificationMethod } from '@domain/api/wire'
import { Button } from '../../ui/Button'
import { MailIcon } from '../../ui/icons/MailIcon'
import { MethodLine } from './parts'

export function MethodsCard({
  methods,
  rules,
  accountEmail,
  onAdd,
  onDelete,
}: {
  methods: readonly VerifiedNotificationMethod[]
  rules: readonly AdminNotification[]
  accountEmail: string
  onAdd: () => void
  onDelete: (method: VerifiedNotificationMethod) => void
}) {
  return (
    <section className="card settings-card" aria-labelledby="methods-title">
      <div className="settings-card__head">
        <MailIcon className="settings-card__icon" />
        <h2 id="methods-title" tabIndex={-1}>
          Notification methods
        </h2>
      </div>
      <p className="muted settings-card__intro">Where Gatehouse can reach you: e-mail addresses, phones and Slack channels.</p>
      {methods.length === 0 ? (
        <p className="settings-empty">No notification methods yet.</p>
      ) : (
        <ul className="method-list" aria-labelledby="methods-title">
          {methods.map((method) => {
            const block = methodDeletionBlock(method, rules, accountEmail)
            const reasonId = `method-${idKey(method.id)}-reason`
            const name = `${methodKindLabel[method.config.case]} ${methodAddress(method.config)}`
            return (
              <li key={method.id} className="method-item">
                <MethodLine config={method.config} />
                {block ? (
                  <p id={reasonId} className="method-item__reason">
                    {methodDeletionMessage(block)}
                  </p>
                ) : (
                  <Button variant="ghost" size="sm" className="method-item__delete" aria-label={`Delete ${name}`} onClick={() => onDelete(method)}>
                    Delete
                  </Button>
                )}
              </li>
            )
          })}
        </ul>
      )}
      <div className="settings-card__actions">
        <Button variant="secondary" onClick={onAdd}>
          Add notification method
        </Button>
      </div>
    </section>
  )
}
