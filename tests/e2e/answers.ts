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
