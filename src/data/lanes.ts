/**
 * Request lanes: reads that share a lane go out at most `max` at a time (a window of day feeds
 * loads three days at once, not fourteen). A read waits for a free place in its lane before each
 * attempt, and leaves it when the attempt settles or is dropped; a retry's wait holds no place, so
 * a failing read never holds back the others. Reads without a lane are never held.
 */
import { Observable } from 'rxjs'

/** A lane by name, with how many of its reads may be out at once (the first read's `max` sets it). */
export interface RequestLane {
  readonly name: string
  readonly max: number
}

export interface Lanes {
  /** `source$`, subscribed only once its lane has a free place; the place is held until it settles or is unsubscribed. */
  readonly through: <T>(lane: RequestLane | undefined, source$: Observable<T>) => Observable<T>
  /** Reads out in a lane right now (tests, diagnostics). */
  readonly active: (name: string) => number
}

interface LaneState {
  max: number
  active: number
  readonly waiting: (() => void)[]
}

export function createLanes(): Lanes {
  const lanes = new Map<string, LaneState>()
  const stateOf = (lane: RequestLane): LaneState => {
    let state = lanes.get(lane.name)
    if (!state) {
      state = { max: Math.max(1, Math.floor(lane.max)), active: 0, waiting: [] }
      lanes.set(lane.name, state)
    }
    return state
  }

  function through<T>(lane: RequestLane | undefined, source$: Observable<T>): Observable<T> {
    if (!lane) return source$
    return new Observable<T>((subscriber) => {
      const state = stateOf(lane)
      let holding = false
      let done = false
      const leave = () => {
        if (!holding) return
        holding = false
        state.active--
        const next = state.waiting.shift()
        next?.()
      }
      const start = () => {
        if (done) return
        holding = true
        state.active++
        subscriber.add(
          source$.subscribe({
            next: (value) => subscriber.next(value),
            error: (error: unknown) => {
              leave()
              subscriber.error(error)
            },
            complete: () => {
              leave()
              subscriber.complete()
            },
          }),
        )
      }
      if (state.active < state.max) start()
      else state.waiting.push(start)
      return () => {
        done = true
        const queued = state.waiting.indexOf(start)
        if (queued >= 0) state.waiting.splice(queued, 1)
        leave()
      }
    })
  }

  return { through, active: (name) => lanes.get(name)?.active ?? 0 }
}
