/**
 * Why an item may need a look: the reasons, their plain words, their weights, an item's score.
 *
 * Each reason is a typed value with its `text`, the words the screen shows on the item. The words
 * never claim certainty (the page says an item "may need a look", never that it is dangerous)
 * and never quote a concern word: a match names its list only.
 *
 * | kind            | text (examples)                                                    | weight |
 * |-----------------|--------------------------------------------------------------------|--------|
 * | suspension      | During a filter suspension                                         | 40     |
 * | concern         | Matches your concern list: getting around the filter               | 35     |
 * |                 | Matches words you added                                            |        |
 * | securityEvent   | A security event 3 minutes before: the Gatehouse app was quit      | 30     |
 * | request         | Asked to unlock reddit.com 2 minutes later                         | 30     |
 * |                 | Asked for a filter suspension less than a minute before            |        |
 * | lateNight       | Late at night (11:42 PM)                                           | 20     |
 * | typedAddress    | Typed what looks like an address                                   | 15     |
 * | typedSearch     | Typed what looks like a search                                     | 10     |
 * | firstUse        | First use of Discord in these two weeks                            | 10     |
 *
 * An item's score is the sum of its reasons' weights (so a reason more never lowers it); an item
 * has at most one reason of each kind, except `concern` (one per list that matches).
 */
import type { ConcernSource } from './concerns'
import { concernSourceLabel } from './concerns'

export type ReasonKind = 'suspension' | 'concern' | 'securityEvent' | 'request' | 'lateNight' | 'typedAddress' | 'typedSearch' | 'firstUse'

export const reasonWeights: Readonly<Record<ReasonKind, number>> = {
  suspension: 40,
  concern: 35,
  securityEvent: 30,
  request: 30,
  lateNight: 20,
  typedAddress: 15,
  typedSearch: 10,
  firstUse: 10,
}

/** The order reasons are listed in on an item: heaviest first, then this order. */
export const reasonKinds: readonly ReasonKind[] = [
  'suspension',
  'concern',
  'securityEvent',
  'request',
  'lateNight',
  'typedAddress',
  'typedSearch',
  'firstUse',
]

export type Reason =
  | { readonly kind: 'suspension'; readonly text: string }
  | { readonly kind: 'concern'; readonly source: ConcernSource; readonly text: string }
  | {
      readonly kind: 'securityEvent'
      readonly eventId: string
      /** Event time minus item time, ms (negative: the event came before). */
      readonly offsetMs: number
      readonly text: string
    }
  | {
      readonly kind: 'request'
      readonly requestKind: 'unlock' | 'suspension'
      readonly requestId: string
      /** Request time minus item time, ms (negative: the request came before). */
      readonly offsetMs: number
      readonly text: string
    }
  | { readonly kind: 'lateNight'; readonly localTime: string; readonly text: string }
  | { readonly kind: 'typedAddress'; readonly host: string; readonly text: string }
  | { readonly kind: 'typedSearch'; readonly text: string }
  | { readonly kind: 'firstUse'; readonly appName: string; readonly text: string }

/** How far from the item an event or a request may be, either way (included): 5 minutes. */
export const nearbyMs = 5 * 60_000

/**
 * When something happened relative to the item: "at the same moment", "less than a minute
 * before", "1 minute later", "5 minutes before" (whole minutes, rounded down).
 */
export function relativeWords(offsetMs: number): string {
  if (offsetMs === 0) return 'at the same moment'
  const side = offsetMs < 0 ? 'before' : 'later'
  const minutes = Math.floor(Math.abs(offsetMs) / 60_000)
  if (minutes === 0) return `less than a minute ${side}`
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ${side}`
}

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1)

export const reasonText = {
  suspension: (): string => 'During a filter suspension',
  concern: (source: ConcernSource): string =>
    source === 'own' ? 'Matches words you added' : `Matches your concern list: ${concernSourceLabel(source)}`,
  securityEvent: (offsetMs: number, what: string): string => `A security event ${relativeWords(offsetMs)}: ${lowerFirst(what.trim())}`,
  unlock: (offsetMs: number, target: string | undefined): string =>
    target ? `Asked to unlock ${target} ${relativeWords(offsetMs)}` : `Asked for an unlock ${relativeWords(offsetMs)}`,
  suspensionRequest: (offsetMs: number): string => `Asked for a filter suspension ${relativeWords(offsetMs)}`,
  lateNight: (localTime: string): string => `Late at night (${localTime})`,
  typedAddress: (): string => 'Typed what looks like an address',
  typedSearch: (): string => 'Typed what looks like a search',
  firstUse: (appName: string): string => `First use of ${appName} in these two weeks`,
} as const

/** An item's score: the sum of its reasons' weights (0 without a reason). */
export const scoreOf = (reasons: readonly Reason[]): number => reasons.reduce((sum, r) => sum + reasonWeights[r.kind], 0)

/** Reasons in the order an item lists them: heaviest first, then `reasonKinds` order. */
export function sortReasons(reasons: readonly Reason[]): Reason[] {
  const rank = (r: Reason) => reasonKinds.indexOf(r.kind)
  return [...reasons].sort((a, b) => reasonWeights[b.kind] - reasonWeights[a.kind] || rank(a) - rank(b))
}

/** The heading the page gives items with a reason; never a word of certainty. */
export const needsALookHeading = 'May need a look'
