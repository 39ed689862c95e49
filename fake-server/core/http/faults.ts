/**
 * Run-time fault injection (FaultSettings): added latency, injected 500s, dropped connections and
 * malformed bodies, for the operations chosen (all when none are) and the requests whose body
 * holds a given text (all when none is given). Rolls use the server's random
 * source, so a seeded server fails the same requests every run.
 */
import { type JsonBodyType, delay } from 'msw'
import type { FaultSettings } from '@domain/demo/control'
import { noFaults } from '@domain/demo/control'
import { routeOf } from '@domain/api/profiles/adapter'
import type { PqlErrorSpec } from '../errors'

/** The 500 of fault injection. */
export const injectedErrorSpec: PqlErrorSpec = {
  id: 'fa017500',
  type: 'serverError',
  status: 500,
  debugMessage: 'Injected server error (demo fault injection)',
  showContactSupport: true,
}

/** A valid JSON body that does not fit the operation's output schema. */
export function malformedBody(op: string): JsonBodyType {
  const candidates: JsonBodyType[] = [[{ malformed: true }], { malformed: true }, 'malformed response']
  const route = routeOf(op)
  if (!route) return candidates[0] ?? null
  const schema = route.wire.output
  return candidates.find((c) => !schema.safeParse(c).success) ?? 'malformed response'
}

const clampRate = (n: number | undefined, fallback: number): number => (n === undefined || Number.isNaN(n) ? fallback : Math.min(1, Math.max(0, n)))

/** What happens to one request: dropped, answered with a 500, or run (and maybe malformed). */
export interface FaultPlan {
  readonly drop: boolean
  readonly error: boolean
  /** Rolled once the request has run. */
  malformed(): boolean
}

export class FaultInjection {
  private settings: FaultSettings = noFaults

  constructor(private readonly random: () => number) {}

  get(): FaultSettings {
    return this.settings
  }

  /** Changes the given settings; rates are clamped to 0..1, latency to 0 or more. */
  set(partial: Partial<FaultSettings>): void {
    const current = this.settings
    this.settings = {
      latencyMs: Math.max(0, partial.latencyMs ?? current.latencyMs),
      errorRate: clampRate(partial.errorRate, current.errorRate),
      dropRate: clampRate(partial.dropRate, current.dropRate),
      malformedRate: clampRate(partial.malformedRate, current.malformedRate),
      operations: [...(partial.operations ?? current.operations)],
      bodyIncludes: partial.bodyIncludes ?? current.bodyIncludes,
    }
  }

  /**
   * Waits out the latency for `op` (its request's `body`), then decides its fate. The malformed
   * roll is made only for requests that are answered, after they ran (as before: drop, then
   * error, then malformed).
   */
  async plan(op: string, body = ''): Promise<FaultPlan> {
    const { operations: affected, latencyMs, bodyIncludes } = this.settings
    // The settings name the app's operations; a request may use any profile's name for one.
    const hit = (affected.length === 0 || affected.includes(routeOf(op)?.op ?? op)) && (!bodyIncludes || body.includes(bodyIncludes))
    if (hit && latencyMs > 0) await delay(latencyMs)
    const drop = hit && this.roll(this.settings.dropRate)
    const error = !drop && hit && this.roll(this.settings.errorRate)
    return { drop, error, malformed: () => hit && this.roll(this.settings.malformedRate) }
  }

  private roll(rate: number): boolean {
    return rate > 0 && this.random() < rate
  }
}
