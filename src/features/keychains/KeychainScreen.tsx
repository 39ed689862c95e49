/**
 * `/keychains/{keychainId}`: the keychain editor. Name and description are a draft (kept across
 * reloads; 'Create keychain' or 'Save keychain' only when changed and not already saving);
 * after a save the draft becomes the original and a new keychain stops being new. Keys are
 * saved one by one through the key wizard. Deleting the keychain asks first, then goes to the
 * list.
 */
import { Link, useNavigate, useParams } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { keyCount } from '@domain/keys/describe'
import {
  type KeychainDraft,
  canSaveKeychain,
  keychainNameError,
  keychainSaveInput,
  newKeychainDraft,
  savedKeychainDraft,
} from '@domain/keys/keychain-draft'
import { idKey } from '@domain/api/ids'
import type { OperationOutput } from '@domain/api/operations'
import { queries } from '../../data/queries'
import { keychainDisplayName } from '@domain/names/display-names'
import { adminId, runCommand, useCommand, useDraft, useQuery } from '../../data'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { BackLink } from '../../ui/BackLink'
import { QueryView } from '../../ui/QueryState'
import { TextArea, TextField } from '../../ui/TextField'
import { KeysSection } from './KeysSection'
import { deleteKeychain, saveKeychain } from './commands'
import { isNewKeychain, keychainDraftKey } from './new-keychains'
import './keychains.css'
import './key-wizard.css'

type AdminKeychain = OperationOutput<'GetAdminKeychain'>

export default function KeychainScreen() {
  const { keychainId = '' } = useParams({ strict: false })
  return <KeychainPage key={idKey(keychainId)} keychainId={keychainId} />
}

function KeychainPage({ keychainId }: { keychainId: string }) {
  // Decided once per keychain: once created it loads like any other.
  const [fresh, setFresh] = useState(() => isNewKeychain(keychainId))
  const query = useQuery(fresh ? null : queries.adminKeychain(keychainId))
  return (
    <div className="page keychain-page">
      <BackLink to="/keychains">Keychains</BackLink>
      {fresh ? (
        <KeychainEditor keychainId={keychainId} data={undefined} onCreated={() => setFresh(false)} />
      ) : (
        <QueryView
          query={query}
          loadingLabel="Loading keychain…"
          errorActions={
            <Link to="/keychains" className="btn btn--secondary">
              All keychains
            </Link>
          }
        >
          {(data) => <KeychainEditor keychainId={keychainId} data={data} onCreated={() => undefined} />}
        </QueryView>
      )}
    </div>
  )
}

function KeychainEditor({
  keychainId,
  data,
  onCreated,
}: {
  keychainId: string
  /** The stored keychain; undefined for a new one. */
  data: AdminKeychain | undefined
  onCreated: () => void
}) {
  const navigate = useNavigate()
  const isNew = data === undefined
  const name = data?.summary.name ?? ''
  const description = data?.summary.description ?? ''
  const original = useMemo<KeychainDraft>(() => (isNew ? newKeychainDraft : { name, description }), [isNew, name, description])
  const draft = useDraft<KeychainDraft>(keychainDraftKey(keychainId), original)
  const value = draft.value ?? original
  const [confirmDelete, setConfirmDelete] = useState(false)
  const { run, pending: saving } = useCommand()
  const canSave = canSaveKeychain(value, { changed: draft.changed, saving })
  const title = isNew && value.name.trim() === '' ? 'New keychain' : keychainDisplayName(value.name)

  const save = async () => {
    if (!canSave) return
    const input = keychainSaveInput(value, { id: keychainId, isNew })
    const result = await run(saveKeychain(input, adminId() ?? ''))
    if (!result.ok) return
    draft.commit(savedKeychainDraft(input))
    if (isNew) onCreated()
  }

  const remove = () => {
    setConfirmDelete(false)
    draft.discard()
    if (!isNew) void runCommand(deleteKeychain(keychainId))
    void navigate({ to: '/keychains' })
  }

  return (
    <>
      <div className="page-header">
        <h1>{title}</h1>
        <Button variant="danger" onClick={() => setConfirmDelete(true)}>
          Delete keychain
        </Button>
      </div>
      <div className="stack">
        <form
          className="card keychain-form"
          aria-label="Keychain details"
          onSubmit={(e) => {
            e.preventDefault()
            void save()
          }}
        >
          <TextField
            label="Name"
            autoComplete="off"
            maxLength={100}
            value={value.name}
            error={keychainNameError(value, { changed: draft.changed, isNew })}
            onChange={(e) => {
              const next = e.target.value
              draft.update((d) => {
                ;(d as { name: string }).name = next
              })
            }}
          />
          <TextArea
            label="Description"
            optional
            rows={5}
            maxLength={1000}
            value={value.description}
            hint="What the keychain is for, so you remember when you give it to a child."
            onChange={(e) => {
              const next = e.target.value
              draft.update((d) => {
                ;(d as { description: string }).description = next
              })
            }}
          />
          <div className="keychain-form__actions">
            <span className="keychain-form__state" aria-live="polite">
              {draft.changed ? 'Unsaved changes' : isNew ? '' : 'All changes saved.'}
            </span>
            {draft.changed && !isNew && (
              <Button variant="ghost" onClick={() => draft.discard()}>
                Discard changes
              </Button>
            )}
            <Button type="submit" disabled={!canSave} loading={saving}>
              {isNew ? 'Create keychain' : 'Save keychain'}
            </Button>
          </div>
        </form>
        <KeysSection keychainId={keychainId} keychainName={title} keys={data?.keys ?? []} saved={!isNew} />
      </div>

      <ConfirmDialog
        open={confirmDelete}
        title="Delete keychain?"
        confirmLabel="Delete keychain"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={remove}
      >
        <p>
          {isNew
            ? `Discard ${title}? It has not been created yet.`
            : `Are you sure you want to delete ${title}? Its ${keyCount(data?.keys.length ?? 0)} go with it, and every child who has it loses what it unlocks. There is no undo.`}
        </p>
      </ConfirmDialog>
    </>
  )
}
