/**
 * A keychain that `/keychains/new` made an id for but that is not saved yet is a new draft in
 * the data engine (kept across reloads, so `/keychains/{id}` still shows the new-keychain form);
 * it stops being new once saved or discarded.
 */
import { newKeychainDraft } from '@domain/keys/keychain-draft'
import { startNewDraft } from '../../data'
import { keychainDraftKey } from './queries'

export const rememberNewKeychain = (id: string): void => startNewDraft(keychainDraftKey(id), newKeychainDraft)
