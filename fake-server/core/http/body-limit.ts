/**
 * The real server refuses a request body over 512 KB (524,288 bytes of UTF-8) before routing it:
 * HTTP 413 with Vapor's body `{error: true, reason: "Payload Too Large"}`. Nothing of such a
 * request is stored.
 */
import type { DispatchResult } from '../dispatch'
import { vaporBody } from '../errors'

export const maxBodyBytes = 512 * 1024

const utf8 = new TextEncoder()

/** Whether `body` is over the limit, counted in UTF-8 bytes. */
export function bodyTooLarge(body: string | null | undefined): boolean {
  if (body === null || body === undefined) return false
  // A UTF-16 code unit takes 1 to 3 UTF-8 bytes: only bodies in between need counting.
  if (body.length > maxBodyBytes) return true
  if (body.length * 3 <= maxBodyBytes) return false
  return utf8.encode(body).length > maxBodyBytes
}

export const payloadTooLarge = (): DispatchResult => ({ status: 413, body: vaporBody('Payload Too Large') })
