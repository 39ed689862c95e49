/**
 * `/keychains/{keychainId}`, drawn from plain props: the keychain editor. Its name and
 * description ('Create keychain' or 'Save keychain' only when changed, named and not already
 * saving; 'Discard changes' on a stored one), its keys (a section of its own, drawn where the
 * container says), and 'Delete keychain' after a confirmation. Also loading, and the failure with
 * Try again, All keychains and Contact support.
 */
import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { keyCount } from '@domain/keys/describe'
import { type KeychainDraft, canSaveKeychain, keychainEditorTitle, keychainNameError } from '@domain/keys/keychain-draft'
import type { OperationOutput } from '@domain/api/operations'
import { Button, buttonClass } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { BackLink } from '../../ui/BackLink'
import { type Loadable, QueryView } from '../../ui/QueryView'
import { TextArea, TextField } from '../../ui/TextField'
import type { DraftEditing } from '../../ui/draft-editing'
import './keychains.css'
import './key-wizard.css'

export type StoredKeychain = OperationOutput<'GetAdminKeychain'>

/** The parent's edits of the name and description, and what they can do with the keychain. */
export interface KeychainEditing extends DraftEditing<KeychainDraft> {
  readonly onName: (name: string) => void
  readonly onDescription: (description: string) => void
  readonly onDiscard: () => void
  /** Once confirmed: deletes it (or forgets a new one) and leaves for the list. */
  readonly onDelete: () => void
}

export interface KeychainViewProps extends KeychainEditing {
  /** A keychain not created yet: nothing stored to load. */
  readonly isNew: boolean
  /** The stored keychain (not read while new). */
  readonly keychain: Loadable<StoredKeychain>
  /** Its keys' section, named as the heading names it. */
  readonly keys: (keychainName: string) => ReactNode
}

export function KeychainView({ isNew, keychain, ...rest }: KeychainViewProps) {
  return (
    <div className="page keychain-page">
      <BackLink to="/keychains">Keychains</BackLink>
      {isNew ? (
        <KeychainEditor data={undefined} {...rest} />
      ) : (
        <QueryView
          query={keychain}
          loadingLabel="Loading keychain…"
          errorActions={
            <Link to="/keychains" className={buttonClass('secondary')}>
              All keychains
            </Link>
          }
        >
          {(data) => <KeychainEditor data={data} {...rest} />}
        </QueryView>
      )}
    </div>
  )
}

type EditorProps = Omit<KeychainViewProps, 'isNew' | 'keychain'> & {
  /** The stored keychain; undefined for a new one. */
  readonly data: StoredKeychain | undefined
}

function KeychainEditor({ data, keys, value, changed, saving, onName, onDescription, onSave, onDiscard, onDelete }: EditorProps) {
  const isNew = data === undefined
  const [confirmDelete, setConfirmDelete] = useState(false)
  const canSave = canSaveKeychain(value, { changed, saving })
  const title = keychainEditorTitle(value, isNew)
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
            if (canSave) onSave()
          }}
        >
          <TextField
            label="Name"
            autoComplete="off"
            maxLength={100}
            value={value.name}
            error={keychainNameError(value, { changed, isNew })}
            onChange={(e) => onName(e.target.value)}
          />
          <TextArea
            label="Description"
            optional
            rows={5}
            maxLength={1000}
            value={value.description}
            hint="What the keychain is for, so you remember when you give it to a child."
            onChange={(e) => onDescription(e.target.value)}
          />
          <div className="keychain-form__actions">
            <span className="keychain-form__state" aria-live="polite">
              {changed ? 'Unsaved changes' : isNew ? '' : 'All changes saved.'}
            </span>
            {changed && !isNew && (
              <Button variant="ghost" onClick={onDiscard}>
                Discard changes
              </Button>
            )}
            <Button type="submit" disabled={!canSave} loading={saving}>
              {isNew ? 'Create keychain' : 'Save keychain'}
            </Button>
          </div>
        </form>
        {keys(title)}
      </div>

      <ConfirmDialog
        open={confirmDelete}
        title="Delete keychain?"
        confirmLabel="Delete keychain"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false)
          onDelete()
        }}
      >
        <p>
          {isNew
            ? `Discard ${title}? It has not been created yet.`
            : `Are you sure you want to delete ${title}? Its ${keyCount(data.keys.length)} go with it, and every child who has it loses what it unlocks. There is no undo.`}
        </p>
      </ConfirmDialog>
    </>
  )
}
