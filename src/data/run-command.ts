/** The one runner of every write: a command, or a sequence of them that stops at the first failure. */
import type { Result } from '@domain/api/errors'
import type { OperationName, OperationOutput } from '@domain/api/operations'
import type { Command } from './commands'
import { dataEngine } from './runtime'

/** Runs a command (the one runner of every write): see commands.ts. Never throws: check `ok`. */
export function runCommand<N extends OperationName>(c: Command<N>): Promise<Result<OperationOutput<N>>> {
  return dataEngine().runMutation(c.op, c.input, {
    ...(c.event ? { event: c.event } : {}),
    ...(c.invalidate ? { invalidate: c.invalidate } : {}),
    ...(c.texts ? { texts: c.texts } : {}),
    ...(c.silent ? { silent: c.silent } : {}),
  })
}

/**
 * Runs the steps' commands one after the other and stops at the first failure, naming its step.
 * `onDone` runs as soon as each step succeeded, so a caller can remember what is done and a
 * retry repeats only what is left.
 */
export async function runCommands<S extends { readonly command: Command }>(
  steps: readonly S[],
  onDone?: (step: S) => void,
): Promise<{ readonly ok: true } | { readonly ok: false; readonly failed: S }> {
  for (const step of steps) {
    const result = await runCommand(step.command)
    if (!result.ok) return { ok: false, failed: step }
    onDone?.(step)
  }
  return { ok: true }
}
