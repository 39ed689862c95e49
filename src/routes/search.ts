/** Tiny search-param readers (kept out of zod so the entry bundle stays small). */
export const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined

export const redirectSearch = (search: Record<string, unknown>): { redirect?: string } => {
  const redirect = optionalString(search.redirect)
  return redirect === undefined ? {} : { redirect }
}

/** An activity day's address may name an item to open it at, or an hour (0–23). */
export interface DaySearch {
  readonly item?: string
  readonly hour?: number
}

export const daySearch = (search: Record<string, unknown>): DaySearch => {
  const item = optionalString(search.item)
  const hour = Number(optionalString(search.hour))
  return {
    ...(item === undefined ? {} : { item }),
    ...(Number.isInteger(hour) && hour >= 0 && hour <= 23 ? { hour } : {}),
  }
}
