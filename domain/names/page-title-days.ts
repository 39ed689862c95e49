/**
 * The day an activity address names (`MM-DD-YYYY`), in words for its page's title: 'Thu, Nov 26';
 * undefined for an address that names no day. Apart from ./page-titles.ts, which the route tree
 * imports, so that the first page's code carries no date formatting. Pure.
 */
import { parseUrlDate } from '../calendar/dates'
import { weekdayDate } from '../time'

export function dayOfAddress(urlDate: string): string | undefined {
  const date = parseUrlDate(urlDate)
  return date === null ? undefined : weekdayDate(date)
}
