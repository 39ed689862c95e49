/**
 * Where drafts are remembered: the changed drafts as one JSON object, and the parent they belong
 * to. Declared apart from the engine because the session decides their fate: a later login as
 * the same parent keeps them, another parent's login or an explicit logout discards them.
 */
import { type Schema, type StorageLike, type StoredValue, nonEmptyText, storedValue, textCodec } from './storage'

export interface StoredDraft {
  readonly base: unknown
  readonly value: unknown
  /** An entity not saved yet. */
  readonly isNew?: true
}

export type StoredDrafts = Readonly<Record<string, StoredDraft>>

/** Who the drafts belong to: written beside them so that only that parent gets them back. */
export interface DraftOwner {
  readonly stored: StoredValue<string | null>
  /** The parent logged in now (null: nobody, the tag stays as it was). */
  readonly current: () => string | null
}

export const draftsKey = 'gatehouse.drafts'

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x)

/** An object of `{base, value}` entries (zod-free: the session reads it before the first screen). */
const draftsSchema: Schema<StoredDrafts> = {
  safeParse: (input) =>
    isObject(input) && Object.values(input).every((entry) => isObject(entry) && 'value' in entry)
      ? { success: true, data: input as StoredDrafts }
      : { success: false },
}

/** The drafts value in `storage` (an engine's own), or in the app's local storage. */
export const draftsValue = (storage?: StorageLike, key = draftsKey): StoredValue<StoredDrafts> =>
  storedValue({ key, schema: draftsSchema, default: {}, ...(storage ? { storage } : {}) })

/** The app's stored drafts. */
export const storedDrafts = draftsValue()

/** The id of the parent the stored drafts belong to (the last one who logged in here). */
export const draftsOwner = storedValue<string | null>({
  key: 'gatehouse.drafts-owner',
  schema: nonEmptyText,
  default: null,
  codec: textCodec,
})
