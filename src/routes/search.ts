/** Tiny search-param readers (kept out of zod so the entry bundle stays small). */
export const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined

export const redirectSearch = (search: Record<string, unknown>): { redirect?: string } => {
  const redirect = optionalString(search.redirect)
  return redirect === undefined ? {} : { redirect }
}
