/**
 * The modal that hosts the key wizard: 'Create a new key' with 'Create key', or 'Edit key' with
 * 'Save key' (enabled once the key is valid, and for an edit once it changed). The wizard's state
 * is a draft: it survives a reload (the URL names the key) and closing with Esc; Cancel drops
 * it. Saving closes the modal at once; the key shows in the list straight away and is rolled
 * back with an error toast if the server refuses it, the draft then still holding the input.
 */
import { useMemo } from 'react'
import { idKey } from '@domain/api/ids'
import { emptyKeyForm, keyRecordToForm } from '@domain/keys/form'
import { saveKeyInput } from '@domain/keys/save'
import { type WizardState, canSubmit, firstInvalidStep, startWizard, stepTitles } from '@domain/keys/wizard'
import type { IdentifiedApp, Key } from '@domain/api/wire'
import { runCommand, useDraft, useNow } from '../../data'
import { Button } from '../../ui/Button'
import { Dialog } from '../../ui/Dialog'
import { KeyWizard } from './KeyWizard'
import { saveKey } from './commands'

export interface KeyDialogProps {
  readonly keychainId: string
  /** 'new', or the id of the key being edited. */
  readonly keyParam: string
  /** The key being edited (undefined for a new key). */
  readonly existing: Key | undefined
  /** How many keys the keychain has now. */
  readonly numKeys: number
  readonly apps: readonly IdentifiedApp[] | undefined | null
  readonly onClose: () => void
}

export const wizardDraftKey = (keychainId: string, keyParam: string) => `key-wizard/${idKey(keychainId)}/${keyParam}`

export function KeyDialog({ keychainId, keyParam, existing, numKeys, apps, onClose }: KeyDialogProps) {
  const mode = existing ? 'edit' : 'create'
  // The stored key as saved data, not its object identity, decides the starting point.
  const stored = existing ? JSON.stringify({ key: existing.key, comment: existing.comment, expiration: existing.expiration }) : ''
  const original = useMemo(() => {
    const record = stored === '' ? null : (JSON.parse(stored) as Pick<Key, 'key' | 'comment' | 'expiration'>)
    return record ? startWizard('edit', keyRecordToForm(record)) : startWizard('create', emptyKeyForm())
  }, [stored])
  const draft = useDraft<WizardState>(wizardDraftKey(keychainId, keyParam), original)
  const state = draft.value ?? original
  const ctx = { nowMs: useNow(60_000) }
  const ready = canSubmit(state, ctx, mode === 'edit' ? original.form : undefined)
  const missing = firstInvalidStep(state.form, ctx)

  const submit = async () => {
    if (!ready) return
    const input = saveKeyInput(state.form, { id: existing?.id ?? crypto.randomUUID(), keychainId, isNew: !existing })
    onClose()
    const result = await runCommand(saveKey(input, existing ? numKeys : numKeys + 1))
    if (result.ok) draft.discard()
  }

  return (
    <Dialog
      open
      title={mode === 'create' ? 'Create a new key' : 'Edit key'}
      onClose={onClose}
      actions={
        <>
          <span className="key-dialog__status" aria-live="polite">
            {missing ? `Still to do: ${stepTitles[missing]}` : ''}
          </span>
          <Button
            variant="secondary"
            onClick={() => {
              draft.discard()
              onClose()
            }}
          >
            Cancel
          </Button>
          <Button disabled={!ready} onClick={() => void submit()}>
            {mode === 'create' ? 'Create key' : 'Save key'}
          </Button>
        </>
      }
    >
      <KeyWizard
        state={state}
        onChange={(next) =>
          draft.update((d) => {
            Object.assign(d, next)
          })
        }
        apps={apps}
        label={mode === 'create' ? 'New key' : 'Key'}
      />
    </Dialog>
  )
}
