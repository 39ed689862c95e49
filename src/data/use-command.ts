/**
 * React bindings of commands: `useCommand()` runs commands and says whether one is still running
 * (the screen's saving flag) and how the last one failed; `useNow(ms)` is the engine's clock,
 * ticking at the given interval, for everything a screen shows that depends on the time, and
 * `useTimeZone()` the parent's time zone, which every date and time is shown in.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { interval } from 'rxjs'
import type { ClientError, Result } from '@domain/api/errors'
import type { ZoneReading } from '@domain/time'
import type { OperationName, OperationOutput } from '@domain/api/operations'
import type { Command } from './commands'
import { runCommand } from './run-command'
import { dataEngine } from './runtime'

export interface CommandHandle {
  /** Runs a command (see `runCommand`). */
  readonly run: <N extends OperationName>(c: Command<N>) => Promise<Result<OperationOutput<N>>>
  /** True while a command this handle ran has not settled. */
  readonly pending: boolean
  /** Why the latest run failed; undefined while it runs, after a success and after `reset`. */
  readonly error: ClientError | undefined
  /** Forgets the latest failure (a run still out no longer reports its outcome). */
  readonly reset: () => void
}

export function useCommand(): CommandHandle {
  const [running, setRunning] = useState(0)
  const [error, setError] = useState<ClientError | undefined>(undefined)
  const latest = useRef(0)
  const run = useCallback(async <N extends OperationName>(c: Command<N>) => {
    const ticket = ++latest.current
    setRunning((n) => n + 1)
    setError(undefined)
    try {
      const result = await runCommand(c)
      if (ticket === latest.current) setError(result.ok ? undefined : result.error)
      return result
    } finally {
      setRunning((n) => n - 1)
    }
  }, [])
  const reset = useCallback(() => {
    latest.current++
    setError(undefined)
  }, [])
  return useMemo(() => ({ run, reset, pending: running > 0, error }), [run, reset, running, error])
}

/** The engine's clock (ms), outside React: for an event handler that stamps what the parent did. */
export const now = (): number => dataEngine().scheduler.now()

/** The parent's IANA time zone (the engine's), for domain/time's words. */
export const useTimeZone = (): string => dataEngine().timeZone

/**
 * `useNow(everyMs)` as a Date, with the parent's time zone: when and where a screen's words are.
 * In the machine's own zone its offsets word the times (`frameOf` in domain/time), and the zone's
 * name is learnt only when a word needs it.
 */
export function useClock(everyMs: number): { readonly now: Date } & ZoneReading {
  const nowMs = useNow(everyMs)
  const engine = dataEngine()
  return useMemo(
    () => ({
      now: new Date(nowMs),
      get timeZone() {
        return engine.timeZone
      },
      offsetAt: engine.localOffsetAt,
    }),
    [nowMs, engine],
  )
}

/** The engine's clock (ms), read again every `everyMs` while mounted. */
export function useNow(everyMs: number): number {
  const engine = dataEngine()
  const [time, setTime] = useState(() => engine.scheduler.now())
  useEffect(() => {
    const ticks = interval(everyMs, engine.scheduler).subscribe(() => setTime(engine.scheduler.now()))
    return () => ticks.unsubscribe()
  }, [engine, everyMs])
  return time
}
