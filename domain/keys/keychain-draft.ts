/**
 * A keychain's name and description as the parent edits them, and the rule of its save:
 *
 * - 'Create keychain' / 'Save keychain' only when the draft changed, its name is not blank once
 *   trimmed, and no save is in flight.
 * - 'Enter a name' shows for a blank name, except on a new keychain the parent has not edited yet.
 * - A save sends the name and the description trimmed, a blank description left out; afterwards
 *   the draft is what was sent.
 * - The editor's heading is the name as typed; a new keychain not named yet is 'New keychain', a
 *   stored one left blank is named as any unnamed keychain.
 */
import { idKey } from '../api/ids'
import type { OperationInput } from '../api/operations'
import { keychainDisplayName } from '../names/display-names'

export interface KeychainDraft {
  readonly name: string
  readonly description: string
}

export const newKeychainDraft: KeychainDraft = { name: '', description: '' }

/** Where a keychain is drafted (a keychain not created yet is a new draft there). */
export const keychainDraftKey = (id: string): string => `keychain/${idKey(id)}`

export const keychainNameMissing = (draft: KeychainDraft): boolean => draft.name.trim() === ''

export function canSaveKeychain(draft: KeychainDraft, state: { readonly changed: boolean; readonly saving: boolean }): boolean {
  return state.changed && !state.saving && !keychainNameMissing(draft)
}

export function keychainNameError(draft: KeychainDraft, state: { readonly changed: boolean; readonly isNew: boolean }): string | undefined {
  return keychainNameMissing(draft) && (state.changed || !state.isNew) ? 'Enter a name' : undefined
}

export const keychainEditorTitle = (draft: KeychainDraft, isNew: boolean): string =>
  isNew && keychainNameMissing(draft) ? 'New keychain' : keychainDisplayName(draft.name)

export function keychainSaveInput(draft: KeychainDraft, target: { readonly id: string; readonly isNew: boolean }): OperationInput<'SaveKeychain'> {
  const description = draft.description.trim()
  return { isNew: target.isNew, id: target.id, name: draft.name.trim(), ...(description ? { description } : {}) }
}

/** The draft once a save succeeded: what was sent. */
export const savedKeychainDraft = (input: OperationInput<'SaveKeychain'>): KeychainDraft => ({
  name: input.name,
  description: input.description ?? '',
})
