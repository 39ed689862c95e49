/**
 * Counting the server's answers to an operation. Pages show a change (a deletion, a save) before
 * the server has it; a test that reloads to see what the server kept must first wait for the
 * answers, or the reload can come before the server has acted.
 */
import type { Page } from '@playwright/test'

/** From now on, counts the answers to the PairQL operations whose name matches `op`. */
export function countAnswers(page: Page, op: RegExp): () => number {
  let answered = 0
  page.on('response', (response) => {
    const name = /\/pairql\/dashboard\/([^/?]+)$/.exec(new URL(response.url()).pathname)?.[1]
    if (name !== undefined && op.test(name)) answered++
  })
  return () => answered
}

/** Calls the API as the signed-in parent: to read back what the screens saved, or to set the scene. */
export async function api<T>(page: Page, operation: string, input: unknown): Promise<T> {
  return page.evaluate(
    async ([op, body]) => {
      const response = await fetch(`/pairql/dashboard/${op}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-AdminToken': window.localStorage.getItem('admin_token') ?? '' },
        body: JSON.stringify(body),
      })
      if (!response.ok) throw new Error(`${op} failed with ${response.status}`)
      return (await response.json()) as unknown
    },
    [operation, input] as const,
  ) as Promise<T>
}
