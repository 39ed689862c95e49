/**
 * The document's title, which browser tabs, history, bookmarks and screen readers show: each page
 * its own, then the product's name ('Keychains · Gatehouse'), the number of pending unlock
 * requests in front when there are any ('(3) Keychains · Gatehouse'); the product's name alone
 * when a page has no title of its own. Titles that name a child or a day say so when the name or
 * the day is known, and say what the page is meanwhile. Pure.
 */
import { childDisplayName } from './display-names'

export const productName = 'Gatehouse'

/** Between the page's own title and the product's name. */
const separator = ' · '

/** 'Keychains · Gatehouse', '(3) Keychains · Gatehouse'; 'Gatehouse' without a page title. */
export function documentTitle(page: string | null, pending: number): string {
  const trimmed = page?.trim() ?? ''
  const title = trimmed === '' ? productName : `${trimmed}${separator}${productName}`
  return pending > 0 ? `(${pending}) ${title}` : title
}

const capitalised = (text: string): string => (text === '' ? text : `${text[0]!.toUpperCase()}${text.slice(1)}`)

/**
 * 'Maya’s activity' once the child's name is known, 'Activity' meanwhile; with what the page does
 * to it: 'Deny Maya’s unlock request', 'Deny unlock request'.
 */
export function childsTitle(childName: string | undefined, thing: string, verb?: string): string {
  const whose = childName === undefined ? thing : `${childDisplayName(childName)}’s ${thing}`
  return verb === undefined ? capitalised(whose) : `${verb} ${whose}`
}

/**
 * 'Maya’s activity, Thu, Nov 26': the title, then the day in words (./page-title-days.ts); the
 * title alone while the day is not known (an address that names no day).
 */
export const withDay = (title: string, day: string | undefined): string => (day === undefined ? title : `${title}, ${day}`)
