/**
 * The concern lists by category, a parent's choices about them, and the matcher.
 *
 * - `concernCategories`: each category's id, its plain-words label ("getting around the filter")
 *   and its words (the data files beside this one).
 * - `ConcernSettings`: what a parent chose (categories turned off, their own words). The browser
 *   keeps it (the screen stores it, validated with the `ConcernSettings` schema, and says that the
 *   choices stay in this browser); `defaultConcernSettings` when nothing is kept.
 * - `addOwnWord`, `removeOwnWord`, `setCategoryOn`: the edits, each returning new settings.
 * - `compileConcerns(settings)` → a matcher, built once per settings; `matchConcerns(matcher,
 *   text)` → the categories whose words or phrases occur in the text as whole words, after
 *   folding both (case, accents, spacing, letter-for-digit swaps: see ../text-fold.ts).
 */
import * as z from 'zod/mini'
import { fold } from '../text-fold'
import { adultContent } from './adult-content'
import { bullying } from './bullying'
import { gettingAroundTheFilter } from './filter'
import { selfHarm } from './self-harm'

export const concernCategoryIds = ['filter', 'selfHarm', 'adult', 'bullying'] as const
export type ConcernCategoryId = (typeof concernCategoryIds)[number]

export interface ConcernCategory {
  readonly id: ConcernCategoryId
  /** Plain words, lower case, to follow "Matches your concern list: ". */
  readonly label: string
  readonly words: readonly string[]
}

export const concernCategories: readonly ConcernCategory[] = [
  { id: 'filter', label: 'getting around the filter', words: gettingAroundTheFilter },
  { id: 'selfHarm', label: 'self-harm', words: selfHarm },
  { id: 'adult', label: 'adult content', words: adultContent },
  { id: 'bullying', label: 'bullying', words: bullying },
]

/** Where a match came from: a category's list, or the parent's own words. */
export type ConcernSource = ConcernCategoryId | 'own'

/** The most own words a parent keeps, and the longest one (characters). */
export const maxOwnWords = 200
export const maxOwnWordLength = 100

/** A parent's choices, as the browser keeps them. */
export const ConcernSettings = z.object({
  categoriesOff: z.array(z.enum(concernCategoryIds)),
  ownWords: z.array(z.string().check(z.maxLength(maxOwnWordLength))).check(z.maxLength(maxOwnWords)),
})
export type ConcernSettings = z.infer<typeof ConcernSettings>

/** Every category on, no own words. */
export const defaultConcernSettings: ConcernSettings = { categoriesOff: [], ownWords: [] }

export const isCategoryOn = (settings: ConcernSettings, id: ConcernCategoryId): boolean => !settings.categoriesOff.includes(id)

/** Turns a category on or off (the list of those off stays in the categories' order). */
export function setCategoryOn(settings: ConcernSettings, id: ConcernCategoryId, on: boolean): ConcernSettings {
  const off = new Set(settings.categoriesOff)
  if (on) off.delete(id)
  else off.add(id)
  return { ...settings, categoriesOff: concernCategoryIds.filter((c) => off.has(c)) }
}

/** Why an own word was not added, in the words the screen shows. */
export type OwnWordProblem = 'Type a word or a phrase' | 'That word is already on your list' | 'Your list is full' | 'That is too long'

/**
 * Adds a parent's own word or phrase, trimmed. Refused when it folds to nothing (only spaces or
 * punctuation), when the list already has a word that folds the same, when the list is full, or
 * when it is longer than `maxOwnWordLength`.
 */
export function addOwnWord(settings: ConcernSettings, word: string): { settings: ConcernSettings } | { problem: OwnWordProblem } {
  const trimmed = word.trim()
  const folded = fold(trimmed, 'concern')
  if (folded === '') return { problem: 'Type a word or a phrase' }
  if (trimmed.length > maxOwnWordLength) return { problem: 'That is too long' }
  if (settings.ownWords.some((w) => fold(w, 'concern') === folded)) return { problem: 'That word is already on your list' }
  if (settings.ownWords.length >= maxOwnWords) return { problem: 'Your list is full' }
  return { settings: { ...settings, ownWords: [...settings.ownWords, trimmed] } }
}

/** Removes an own word (exactly as listed). */
export const removeOwnWord = (settings: ConcernSettings, word: string): ConcernSettings => ({
  ...settings,
  ownWords: settings.ownWords.filter((w) => w !== word),
})

/** The compiled lists: folded phrase → the sources listing it, and the longest phrase in words. */
export interface ConcernMatcher {
  readonly phrases: ReadonlyMap<string, readonly ConcernSource[]>
  readonly longest: number
}

/** Compiles the lists that are on, and the parent's own words, for `matchConcerns`. */
export function compileConcerns(settings: ConcernSettings): ConcernMatcher {
  const phrases = new Map<string, ConcernSource[]>()
  let longest = 0
  const add = (word: string, source: ConcernSource) => {
    const folded = fold(word, 'concern')
    if (folded === '') return
    const sources = phrases.get(folded) ?? []
    if (!sources.includes(source)) sources.push(source)
    phrases.set(folded, sources)
    longest = Math.max(longest, folded.split(' ').length)
  }
  for (const category of concernCategories) if (isCategoryOn(settings, category.id)) for (const w of category.words) add(w, category.id)
  for (const w of settings.ownWords) add(w, 'own')
  return { phrases, longest }
}

/** A match: where it came from and the folded phrase that matched. */
export interface ConcernMatch {
  readonly source: ConcernSource
  readonly phrase: string
}

const sourceOrder: readonly ConcernSource[] = [...concernCategoryIds, 'own']

/**
 * The sources whose phrases occur in `text` as whole folded words, one match per source (its
 * first phrase in the text), in the order of `concernCategories`, own words last.
 */
export function matchConcerns(matcher: ConcernMatcher, text: string): ConcernMatch[] {
  return matchFoldedWords(matcher, fold(text, 'concern').split(' '))
}

/** `matchConcerns` on text already folded (at the concern strength) and split into words. */
export function matchFoldedWords(matcher: ConcernMatcher, words: readonly string[]): ConcernMatch[] {
  const found = new Map<ConcernSource, string>()
  for (let i = 0; i < words.length; i++) {
    let phrase = ''
    for (let n = 1; n <= matcher.longest && i + n <= words.length; n++) {
      phrase = n === 1 ? words[i]! : `${phrase} ${words[i + n - 1]!}`
      for (const source of matcher.phrases.get(phrase) ?? []) if (!found.has(source)) found.set(source, phrase)
    }
  }
  return sourceOrder.filter((s) => found.has(s)).map((source) => ({ source, phrase: found.get(source)! }))
}

/** The label of a source, for the reason's words ("self-harm"; own words: "words you added"). */
export const concernSourceLabel = (source: ConcernSource): string =>
  source === 'own' ? 'words you added' : concernCategories.find((c) => c.id === source)!.label
