/**
 * A child that `/children/new` made an id for but that is not saved yet is a new draft in the
 * data engine (kept across reloads, so `/children/{id}` still shows the new-child form); it stops
 * being new once saved or discarded.
 */
import { childDraftKey, newChildDraft } from '@domain/children/settings'
import { isNewDraft, startNewDraft } from '../../../data'

export { childDraftKey }

export const rememberNewChild = (id: string): void => startNewDraft(childDraftKey(id), newChildDraft(id))
export const isNewChild = (id: string): boolean => isNewDraft(childDraftKey(id))
