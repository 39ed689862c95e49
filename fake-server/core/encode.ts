/**
 * Wire form of outputs: dates `YYYY-MM-DDTHH:MM:SSZ` without milliseconds,
 * UUIDs upper case, absent optional keys omitted (never null).
 */
import { uuidPattern } from '@domain/api/ids'

/** An instant as the real server writes it: ISO-8601 UTC, whole seconds. */
export const isoSeconds = (t: Date | number): string => new Date(typeof t === 'number' ? t : t.getTime()).toISOString().replace(/\.\d+Z$/, 'Z')

/** Keys whose string values are ids (upper-cased when UUID-shaped). */
const isIdKey = (key: string): boolean => key === 'id' || key === 'ids' || key === 'token' || key === 'children' || /[a-z]Id$/.test(key)

function encode(value: unknown, idContext: boolean): unknown {
  if (value === null || value === undefined) return undefined
  if (value instanceof Date) return isoSeconds(value)
  if (typeof value === 'string') return idContext && uuidPattern.test(value) ? value.toUpperCase() : value
  if (Array.isArray(value)) {
    return value.map((item) => {
      const encoded = encode(item, idContext)
      return encoded === undefined ? null : encoded
    })
  }
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, field] of Object.entries(value)) {
      const encoded = encode(field, isIdKey(key))
      if (encoded !== undefined) out[key] = encoded
    }
    return out
  }
  return value
}

/** Serialises a handler's output to its wire form. */
export const toWire = (value: unknown): unknown => encode(value, false) ?? null
