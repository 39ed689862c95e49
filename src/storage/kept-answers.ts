/**
 * Where the device keeps the last answers of the first screens' reads between visits (the rules:
 * src/data/kept-rules.ts). Declared apart from the data layer because the session ends them: a
 * logout, an expired session and another parent's login remove them.
 */
import { type Schema, storedValue } from './storage'

export const keptAnswersKey = 'gatehouse.kept-answers'

/** Any JSON object: its form and its answers are checked when read (kept-rules.ts), not here. */
const anyObject: Schema<object | null> = {
  safeParse: (input) => (typeof input === 'object' && input !== null ? { success: true, data: input } : { success: false }),
}

/** The kept answers, in the app's local storage (null: none). */
export const keptAnswersValue = storedValue<object | null>({ key: keptAnswersKey, schema: anyObject, default: null })
