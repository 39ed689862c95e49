/**
 * `/keychains/{keychainId}`'s container: reads the route's declared keychain (none while it is new), keeps the
 * name and description as a draft (kept across reloads) and saves it as a command; after a save
 * the draft becomes the original and a new keychain stops being new. Deleting goes to the list.
 * Keys are saved one by one by their own section. Everything else it draws is KeychainView's.
 */
import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { type KeychainDraft, canSaveKeychain, keychainSaveInput, newKeychainDraft, savedKeychainDraft } from '@domain/keys/keychain-draft'
import { idKey } from '@domain/api/ids'
import { adminId, runCommand, useCommand, useDraft, useQuery } from '../../data'
import { useRouteData } from '../route-data'
import { KeysSection } from './KeysSection'
import { deleteKeychain, saveKeychain } from './commands'
import { type KeychainEditing, KeychainView, type StoredKeychain } from './KeychainView'
import { keychainData, keychainDraftKey } from './queries'

export default function KeychainScreen() {
  const { params } = useRouteData(keychainData)
  return <KeychainPage key={idKey(params.keychainId)} />
}

function KeychainPage() {
  // A keychain not created yet has no stored keychain to read (its declaration reads none); once created it loads like any other.
  const { params, queries } = useRouteData(keychainData)
  const { keychainId } = params
  const fresh = queries.keychain === null
  const keychain = useQuery(queries.keychain)
  const editing = useKeychainEditing(keychainId, fresh, keychain.data)
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
function useKeychainEditing(keychainId: string, isNew: boolean, data: StoredKeychain | undefined): KeychainEditing {
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
      if (!isNew) void runCommand(deleteKeychain(keychainId))
      // Discarded once away: a new keychain's discarded draft would otherwise read as a stored keychain here.
      void navigate({ to: '/keychains' }).then(() => draft.discard())
    },
  }
}
