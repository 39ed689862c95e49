/**
 * What an editor's presenter gets of a draft (see useDraft in src/data): what the form shows,
 * whether it differs from what is saved, whether a save is under way, and Save. Each editor adds
 * its own fields and intents.
 */
export interface DraftEditing<D> {
  /** What the form shows: the parent's draft, or what is saved. */
  readonly value: D
  /** The draft differs from what is saved. */
  readonly changed: boolean
  readonly saving: boolean
  readonly onSave: () => void
}
