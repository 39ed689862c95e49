/**
 * The activity day's commands as its feed is given them: each flag or delete is sent at once,
 * and the server's own counts are asked for once the parent pauses, not after every key of a
 * fast review.
 */
import { useMemo } from 'react'
import type { CacheKey } from '../../data/queries'
import { runCommand, useInvalidateWhenIdle } from '../../data'
import { deleteItems, flagItems } from './commands'
import type { DayCommands } from './useDayActions'

/** How long after the last flag or delete the page asks the server for its own counts. */
export const syncAfterIdleMs = 3_000

/** `invalidate`: the prefixes whose server data the actions change. */
export function useDayCommands(invalidate: readonly CacheKey[]): DayCommands {
  const sync = useInvalidateWhenIdle(invalidate, syncAfterIdleMs)
  return useMemo(
    () => ({
      deleteItems: (action) =>
        runCommand(deleteItems(action)).then((r) => {
          sync.soon()
          return r.ok
        }),
      flagItems: (action) => void runCommand(flagItems(action)).then(sync.soon),
      settled: sync.soon,
    }),
    [sync],
  )
}
