/**
 * A keychain that `/keychains/new` made an id for but that is not saved yet is a new draft in
 * the data engine (kept across reloads, so `/keychains/{id}` still shows the new-keychain form);
 * it stops being new once saved or discarded.
 */
import { keychainDraftKey, newKeychainDraft } from '@domain/keys/keychain-draft'
import { isNewDraft, startNewDraft } from '../../data'

export { keychainDraftKey }

export const rememberNewKeychain = (id: string): void => startNewDraft(keychainDraftKey(id), newKeychainDraft)
export const isNewKeychain = (id: string): boolean => isNewDraft(keychainDraftKey(id))
