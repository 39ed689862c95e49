/**
 * Commands: every write the app makes, as data. A command is a pure description of what the parent
 * asked for: the operation and its input, the domain event that shows it at once, the cache keys
 * its answer may change, and the texts the parent is told. Features build commands with plain
 * functions of the parent's intent; `runCommand` (the one runner) executes any of them through
 * the mutation pipeline (pending event, call, confirm or roll back, reload on an unknown outcome,
 * toasts). Screens never call the API or build events themselves.
 */
import type { DomainEvent } from '@domain/events'
import type { OperationInput, OperationName } from '@domain/api/operations'
import type { CacheKey } from './queries'

/** What the parent reads while the write runs, when it succeeded and when it failed. */
export interface CommandTexts {
  readonly loading: string
  readonly success: string
  readonly failure: string
}

export interface Command<N extends OperationName = OperationName> {
  readonly op: N
  readonly input: OperationInput<N>
  /** Shown at once as pending; confirmed by the answer, rolled back on failure. */
  readonly event?: DomainEvent
  /** Prefixes refetched once it settles (keys the event changed are refetched anyway). */
  readonly invalidate?: readonly CacheKey[]
  /** Omitted: no loading or success toast; a failure with an event shows the error's message. */
  readonly texts?: CommandTexts
  /** Runs quietly (no toast, no error dialog): the screen decides what the parent sees of it. */
  readonly quiet?: true
}

/** Builds a command, keeping its operation's input type. */
export const command = <N extends OperationName>(c: Command<N>): Command<N> => c

/** The usual texts of a write on one entity: 'Saving child...', 'Child saved!', 'Failed to save child'. */
export function entityTexts(verbs: { readonly ing: string; readonly past: string; readonly base: string }, entity: string): CommandTexts {
  const cap = (s: string) => (s === '' ? s : s[0]!.toUpperCase() + s.slice(1))
  return {
    loading: `${cap(verbs.ing)} ${entity}...`,
    success: `${cap(entity)} ${verbs.past}!`,
    failure: `Failed to ${verbs.base} ${entity}`,
  }
}

/** The verbs the app's toasts use. */
export const verbs = {
  save: { ing: 'saving', past: 'saved', base: 'save' },
  create: { ing: 'creating', past: 'created', base: 'create' },
  delete: { ing: 'deleting', past: 'deleted', base: 'delete' },
  update: { ing: 'updating', past: 'updated', base: 'update' },
  add: { ing: 'adding', past: 'added', base: 'add' },
  request: { ing: 'requesting', past: 'requested', base: 'request' },
} as const
