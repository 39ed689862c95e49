/**
 * The block-rule editor (presenter): the kind (an app or an address), the main value, the
 * condition the kind offers, and the address field or list the condition needs. Create/Save
 * is off while saving or while something needed is blank.
 */
import { useId } from 'react'
import { type RuleCondition, type RuleForm, type RuleKind, conditionsOf } from '@domain/ios/rule-form'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { GlobeIcon } from '../../ui/icons/GlobeIcon'
import { PhoneIcon } from '../../ui/icons/PhoneIcon'
import { TextArea, TextField } from '../../ui/TextField'

const conditionLabels: Record<RuleKind, Record<RuleCondition, string>> = {
  app: {
    always: 'completely',
    whenAddressContains: 'when address contains...',
    unlessAddressContains: 'unless address contains...',
    whenIsBrowser: 'when is browser',
  },
  address: {
    always: 'always',
    whenIsBrowser: 'when is browser',
    whenAddressContains: '',
    unlessAddressContains: '',
  },
}

const kinds: readonly { kind: RuleKind; title: string; about: string }[] = [
  { kind: 'app', title: 'Block app', about: 'Block a specific iOS app' },
  { kind: 'address', title: 'Block address', about: 'Block an internet address' },
]

export interface RuleEditorProps {
  readonly open: boolean
  readonly isNew: boolean
  readonly form: RuleForm
  /** Why it cannot be saved yet, or null. */
  readonly problem: string | null
  readonly saving: boolean
  readonly onKind: (kind: RuleKind) => void
  readonly onCondition: (condition: RuleCondition) => void
  readonly onMain: (text: string) => void
  readonly onSecondary: (text: string) => void
  readonly onSave: () => void
  readonly onCancel: () => void
}

export function RuleEditorDialog(p: RuleEditorProps) {
  const conditionId = useId()
  const kindName = useId()
  const { form } = p
  return (
    <Dialog
      open={p.open}
      title={p.isNew ? 'Create Block Rule' : 'Edit Block Rule'}
      onClose={p.onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={p.onCancel}>
            Cancel
          </Button>
          <Button disabled={p.problem !== null} loading={p.saving} onClick={p.onSave}>
            {p.isNew ? 'Create' : 'Save'}
          </Button>
        </>
      }
    >
      <form
        className="ios-editor"
        onSubmit={(e) => {
          e.preventDefault()
          if (p.problem === null && !p.saving) p.onSave()
        }}
      >
        <fieldset className="ios-kinds">
          <legend className="visually-hidden">What to block</legend>
          {kinds.map((k) => (
            <label key={k.kind} className={`ios-kind${form.kind === k.kind ? ' ios-kind--on' : ''}`}>
              <input type="radio" name={kindName} value={k.kind} checked={form.kind === k.kind} onChange={() => p.onKind(k.kind)} />
              {k.kind === 'app' ? <PhoneIcon size="1.5rem" /> : <GlobeIcon size="1.5rem" />}
              <span className="ios-kind__text">
                <span className="ios-kind__title">{k.title}</span>
                <span className="ios-kind__about">{k.about}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <TextField
          label={form.kind === 'app' ? 'App Bundle ID:' : 'When address contains:'}
          placeholder={form.kind === 'app' ? 'e.g. com.acme.app' : 'e.g. example.com'}
          autoComplete="off"
          spellCheck={false}
          className="ios-mono"
          value={form.main}
          onChange={(e) => p.onMain(e.target.value)}
        />
        <div className="field ios-editor__condition">
          <label className="field__label" htmlFor={conditionId}>
            {form.kind === 'app' ? 'Block internet access:' : 'Block address'}
          </label>
          <select id={conditionId} className="field__input" value={form.condition} onChange={(e) => p.onCondition(e.target.value as RuleCondition)}>
            {conditionsOf[form.kind].map((c) => (
              <option key={c} value={c}>
                {conditionLabels[form.kind][c]}
              </option>
            ))}
          </select>
        </div>
        {form.condition === 'whenAddressContains' && (
          <TextField
            label="Address contains:"
            placeholder="bad-site.com"
            autoComplete="off"
            spellCheck={false}
            className="ios-mono"
            value={form.secondary}
            onChange={(e) => p.onSecondary(e.target.value)}
          />
        )}
        {form.condition === 'unlessAddressContains' && (
          <TextArea
            label="Except addresses containing:"
            hint="Enter one address per line."
            placeholder={'foo.com\nbar.com'}
            rows={3}
            spellCheck={false}
            className="ios-mono"
            value={form.secondary}
            onChange={(e) => p.onSecondary(e.target.value)}
          />
        )}
      </form>
    </Dialog>
  )
}
