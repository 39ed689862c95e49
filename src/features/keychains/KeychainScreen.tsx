/**
 * `/keychains/{keychainId}`'s container: reads the keychain (none while it is new), keeps the
 * name and description as a draft (kept across reloads) and saves it as a command; after a save
 * the draft becomes the original and a new keychain stops being new. Deleting goes to the list.
 * Keys are saved one by one by their own section. Everything else it draws is KeychainView's.
 */
import { useNavigate, useParams } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { type KeychainDraft, canSaveKeychain, keychainSaveInput, newKeychainDraft, savedKeychainDraft } from '@domain/keys/keychain-draft'
import { idKey } from '@domain/api/ids'
import { queries } from '../../data/queries'
import { adminId, runCommand, useCommand, useDraft, useQuery } from '../../data'
import { KeysSection } from './KeysSection'
import { deleteKeychain, saveKeychain } from './commands'
import { type KeychainEditing, KeychainView, type StoredKeychain } from './KeychainView'
import { isNewKeychain, keychainDraftKey } from './new-keychains'

export default function KeychainScreen() {
  const { keychainId = '' } = useParams({ strict: false })
  return <KeychainPage key={idKey(keychainId)} keychainId={keychainId} />
}

function KeychainPage({ keychainId }: { keychainId: string }) {
  // Decided once per keychain: once created it loads like any other.
  const [fresh, setFresh] = useState(() => isNewKeychain(keychainId))
  const keychain = useQuery(fresh ? null : queries.adminKeychain(keychainId))
  const editing = useKeychainEditing(keychainId, fresh, keychain.data, () => setFresh(false))
  return (
    <KeychainView
      isNew={fresh}
      keychain={keychain}
      {...editing}
      keys={(keychainName) => <KeysSection keychainId={keychainId} keychainName={keychainName} keys={keychain.data?.keys ?? []} saved={!fresh} />}
    />
  )
}

/** The draft of the name and description, Save, Discard and Delete. */
function useKeychainEditing(keychainId: string, isNew: boolean, data: StoredKeychain | undefined, onCreated: () => void): KeychainEditing {
  const navigate = useNavigate()
  const name = data?.summary.name
  const description = data?.summary.description ?? ''
  const original = useMemo<KeychainDraft | undefined>(
    () => (isNew ? newKeychainDraft : name === undefined ? undefined : { name, description }),
    [isNew, name, description],
  )
  const draft = useDraft<KeychainDraft>(keychainDraftKey(keychainId), original)
  const value = draft.value ?? original ?? newKeychainDraft
  const { run, pending: saving } = useCommand()
  const update = (field: keyof KeychainDraft, next: string) =>
    draft.update((d) => {
      ;(d as Record<keyof KeychainDraft, string>)[field] = next
    })

  const save = async () => {
    if (!canSaveKeychain(value, { changed: draft.changed, saving })) return
    const input = keychainSaveInput(value, { id: keychainId, isNew })
    const result = await run(saveKeychain(input, adminId() ?? ''))
    if (!result.ok) return
    draft.commit(savedKeychainDraft(input))
    if (isNew) onCreated()
  }

  return {
    value,
    changed: draft.changed,
    saving,
    onName: (next) => update('name', next),
    onDescription: (next) => update('description', next),
    onSave: () => void save(),
    onDiscard: () => draft.discard(),
    onDelete: () => {
      draft.discard()
      if (!isNew) void runCommand(deleteKeychain(keychainId))
      void navigate({ to: '/keychains' })
    },
  }
}
