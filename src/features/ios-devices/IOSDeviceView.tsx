/**
 * One iOS device's page (presenter): its heading, Block Groups, Web Content Filter Policy, Block
 * Rules, the footer's "Save settings", the rule editor and the delete confirmation.
 */
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { PhoneIcon } from '../../ui/icons/PhoneIcon'
import { BlockRuleList, type RuleListItem } from './BlockRuleList'
import { BlockGroups, type GroupRow, WebPolicySection, type WebPolicyProps } from './DeviceSettings'
import { RuleEditorDialog, type RuleEditorProps } from './RuleEditorDialog'

export interface IOSDeviceViewProps {
  readonly title: string
  readonly osVersion: string
  readonly groups: readonly GroupRow[]
  readonly onToggleGroup: (id: string) => void
  readonly policy: WebPolicyProps
  readonly unsaved: boolean
  readonly saving: boolean
  readonly onSave: () => void
  readonly rules: readonly RuleListItem[]
  readonly onAddRule: () => void
  readonly onEditRule: (id: string) => void
  readonly onDeleteRule: (id: string) => void
  readonly editor: RuleEditorProps
  /** The rule waiting for the parent to confirm its deletion. */
  readonly confirmingDelete: boolean
  readonly deleting: boolean
  readonly onConfirmDelete: () => void
  readonly onCancelDelete: () => void
}

export function IOSDeviceView(p: IOSDeviceViewProps) {
  return (
    <>
      <div className="page-header">
        <div>
          <h1 className="ios-heading">
            <PhoneIcon />
            {p.title}
          </h1>
          <p className="muted">iOS {p.osVersion}</p>
        </div>
      </div>
      <div className="ios-page stack">
        <BlockGroups groups={p.groups} onToggle={p.onToggleGroup} />
        <WebPolicySection {...p.policy} />
        <BlockRuleList rules={p.rules} onAdd={p.onAddRule} onEdit={p.onEditRule} onDelete={p.onDeleteRule} />
        <div className="ios-footer">
          <span className="ios-footer__state" aria-live="polite">
            {p.unsaved ? 'Unsaved changes' : ''}
          </span>
          <Button disabled={!p.unsaved} loading={p.saving} onClick={p.onSave}>
            Save settings
          </Button>
        </div>
      </div>
      <RuleEditorDialog {...p.editor} />
      <ConfirmDialog
        open={p.confirmingDelete}
        title="Delete block rule?"
        confirmLabel="Delete"
        busy={p.deleting}
        onCancel={p.onCancelDelete}
        onConfirm={p.onConfirmDelete}
      >
        <p>Are you sure you want to delete this block rule? There is no undo.</p>
      </ConfirmDialog>
    </>
  )
}
