/** Ids are stored upper case; callers may use either case. */

/** Upper-case canonical id. */
export const canonicalId = (id: string): string => id.toUpperCase()

/** `where` chunk matching an id case-insensitively (ids are stored upper case). */
export const idEq = (id: string) => ({ equals: canonicalId(id) })
