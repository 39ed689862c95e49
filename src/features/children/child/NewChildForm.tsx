/**
 * The form of a child not saved yet: a name, Cancel and 'Save child'. Saving creates the child;
 * Cancel forgets it and goes back to the list.
 */
import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { type ChildDraft, canSaveChild, newChildDraft, saveUserInput } from '@domain/children/settings'
import { now, useCommand, useDraft } from '../../../data'
import { Button } from '../../../ui/Button'
import { TextField } from '../../../ui/TextField'
import { childDraftKey } from './new-children'
import { saveChild } from './commands'

export function NewChildForm({ userId, onSaved }: { userId: string; onSaved: () => void }) {
  const navigate = useNavigate()
  const original = useMemo(() => newChildDraft(userId), [userId])
  const draft = useDraft<ChildDraft>(childDraftKey(userId), original)
  const { run, pending: saving } = useCommand()
  const value = draft.value ?? original
  const canSave = canSaveChild(value, original, saving)

  const save = async () => {
    if (!canSave) return
    const input = saveUserInput(value)
    const result = await run(saveChild(input, { createdAt: new Date(now()).toISOString() }))
    if (result.ok) {
      draft.discard()
      onSaved()
    }
  }

  return (
    <div className="page page--narrow">
      <div className="page-header">
        <h1>Add a child</h1>
      </div>
      <form
        className="card"
        onSubmit={(e) => {
          e.preventDefault()
          void save()
        }}
      >
        <TextField
          label="Name"
          autoComplete="off"
          autoFocus
          value={value.name}
          onChange={(e) => {
            const name = e.target.value
            draft.update((d) => {
              d.name = name
            })
          }}
          hint="What you call your child. Only you see it."
        />
        <div className="row row--end">
          <Button
            variant="secondary"
            onClick={() => {
              draft.discard()
              void navigate({ to: '/children' })
            }}
          >
            Cancel
          </Button>
          <Button type="submit" disabled={!canSave} loading={saving}>
            Save child
          </Button>
        </div>
      </form>
    </div>
  )
}
