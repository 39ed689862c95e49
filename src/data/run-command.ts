/** The runner of every signed-in write. A write of several calls is a bulk action (bulk.ts), each call still run here. */
import type { Result } from '@domain/api/errors'
import type { OperationName, OperationOutput } from '@domain/api/operations'
import type { Command } from './commands'
import { dataEngine } from './runtime'

export interface RunOptions {
  /** The caller tells the parent how it went (a step of a bulk action): no toast, no error dialog. */
  readonly quiet?: boolean
}

/** Runs a command (the runner of every signed-in write): see commands.ts. Never throws: check `ok`. */
export function runCommand<N extends OperationName>(c: Command<N>, options: RunOptions = {}): Promise<Result<OperationOutput<N>>> {
  return dataEngine().runMutation(c.op, c.input, {
    ...(c.event ? { event: c.event } : {}),
    ...(c.invalidate ? { invalidate: c.invalidate } : {}),
    ...(c.texts ? { texts: c.texts } : {}),
    ...(options.quiet || c.quiet ? { quiet: true } : {}),
  })
}
