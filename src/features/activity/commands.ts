/**
 * The activity day's writes, as commands, from the review actions (what to send and the event
 * that shows it at once). No toasts: the page announces each action itself, and a refused one
 * rolls back with the error's toast. The server's own counts are asked for once the parent pauses.
 */
import type { DeleteAction, FlagAction } from '@domain/activity/actions'
import { type Command, command } from '../../data'

export const deleteItems = (action: DeleteAction): Command<'DeleteActivityItems_v2'> =>
  command({ op: 'DeleteActivityItems_v2', input: action.input, event: action.event })

export const flagItems = (action: FlagAction): Command<'FlagActivityItems'> =>
  command({ op: 'FlagActivityItems', input: action.input, event: action.event })
