/**
 * The payment provider sends the parent back here after checkout. Each return is reported to the
 * server once per session id, however often the screen mounts (strict mode, back and forward).
 */
import type { Result } from '@domain/api/errors'

const reports = new Map<string, Promise<Result<unknown>>>()

export function reportOnce(kind: 'success' | 'cancel', sessionId: string, send: () => Promise<Result<unknown>>) {
  const key = `${kind}:${sessionId}`
  let pending = reports.get(key)
  if (!pending) {
    pending = send()
    reports.set(key, pending)
    // A failed report may be tried again.
    void pending.then((result) => {
      if (!result.ok) reports.delete(key)
    })
  }
  return pending
}
