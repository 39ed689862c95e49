/**
 * Smarter review's code, loaded on demand (./load.ts): the reasons read typed web addresses with
 * the public suffix list, which pages that do not review never load.
 */
export { ReviewGrid } from './ReviewGrid'
export { ReviewedEnough } from './ReviewedEnough'
export { ReviewSettings } from './ReviewSettings'
export { WindowPanel } from './WindowPanel'
export { loadedDay, reviewOf, withDayOf } from './entries'
export { entriesOfDay, rankEntries } from '@domain/activity/ranking'
export { sampleDay } from '@domain/activity/sample'
