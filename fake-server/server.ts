/**
 * The fake server: database, stores, outbox, dispatch, msw handlers, persistence, fault
 * injection and the DemoControl the app and testers use, wired together.
 *
 * Clock, ids and randomness are injected. Without them the server is fully deterministic (a
 * fixed instant and seeded generators); the entry files (browser.ts, node.ts) pass real ones.
 */
import type { HttpHandler } from 'msw'
import type { DemoChangeSource, DemoControl } from '@domain/demo'
import { routeOf } from '@domain/profiles/adapter'
import { bodyTooLarge, payloadTooLarge } from './core/http/body-limit'
import type { HandlerRegistry, ServerDeps } from './core/context'
import { EphemeralStores, clearDb, createDb } from './core/db/db'
import { createDemoControl } from './demo/control'
import { type Dispatch, createDispatch } from './core/dispatch'
import { FaultInjection } from './core/http/faults'
import { handlers as defaultHandlers } from './core/handlers'
import { applyDueOpening } from './demo/simulator/family-opening'
import { applyDueRequestCleanup } from './core/request-cleanup'
import { createHttpHandlers } from './core/http/handlers'
import { Outbox } from './core/outbox'
import { type StorageLike, createPersistence, defaultStorageKey } from './core/db/persistence'
import { seeded } from './core/random'
import { seedDemo } from './demo/seed/seed'
import { applyDueDeviceWork } from './demo/simulator/devices'
import { applyDueDeviceEvents } from './demo/simulator/events'
import { applyDueRequests } from './demo/simulator/requests'

export { type StorageLike, defaultStorageKey } from './core/db/persistence'

export interface FakeServerOptions {
  /** Defaults to a fixed instant (deterministic); browser.ts and node.ts pass the real clock. */
  readonly clock?: () => Date
  /** UUID generator; defaults to a seeded one. */
  readonly ids?: () => string
  /** Random source in [0, 1); defaults to a seeded one. */
  readonly random?: () => number
  /** Where the whole state is saved (one key) and restored from at start. */
  readonly storage?: StorageLike
  readonly storageKey?: string
  /** Origin used for links when a request has no X-DashboardUrl header. */
  readonly dashboardUrl?: string
  /** Seed the demo family on a fresh start (default true). */
  readonly seed?: boolean
  /** Check every success output against its schema (500 when it does not match). For tests. */
  readonly checkOutputs?: boolean
  /** Replaces the handler registry (tests). */
  readonly handlers?: HandlerRegistry
  /**
   * How long after CreatePendingAppConnection the simulated Mac redeems the code (default 4 s;
   * null: never, codes wait for `connectDevice` by hand). See simulator-devices.ts.
   */
  readonly autoConnectDelayMs?: number | null
  /**
   * Whether the browser is online (browser.ts passes `navigator.onLine`). While it is not, every
   * request fails as a network error, as it would without a connection. Default: always online.
   */
  readonly isOnline?: () => boolean
  /**
   * Whether the simulated family acts on its own (default true): the children send unlock and
   * suspension requests (simulator-requests.ts), their Macs report security events and go
   * offline for a while (simulator-events.ts). Tests that follow exact lists over hours turn it off.
   */
  readonly simulateRequests?: boolean
  /** Prefixed to the server's own resource paths (screenshots) in answers; see ServerDeps. */
  readonly resourceOrigin?: () => string
}

export interface FakeServer {
  /** msw handlers: PairQL at `*\/pairql/dashboard/:op` and placeholder screenshots. */
  readonly handlers: HttpHandler[]
  /** The PairQL dispatch without transport or faults (waits for `ready`). */
  readonly dispatch: Dispatch
  readonly control: DemoControl
  readonly deps: ServerDeps
  readonly db: ServerDeps['db']
  readonly stores: EphemeralStores
  readonly outbox: Outbox
  /** Resolves once the state is restored or seeded (and after each reset). */
  ready(): Promise<void>
  /**
   * Saves the state (if a storage is set) and notifies subscribers. Call after changing data
   * directly (`source` default 'demo').
   */
  changed(source?: DemoChangeSource): void
  /**
   * Carries out simulated device work that is due at the clock's "now" (e.g. a connection code
   * the simulated child has typed in). Every request does this first; the browser entry also
   * calls it on a timer so subscribers hear of it without a request. Resolves to whether
   * anything changed.
   */
  tick(): Promise<boolean>
  /**
   * Replaces the state with the stored one and notifies subscribers, without saving. The browser
   * entry calls it when another tab saved under the same key, so this tab's next save keeps
   * that tab's changes instead of overwriting them. Resolves to whether a state was restored.
   */
  reload(): Promise<boolean>
}

export const defaultDashboardUrl = 'http://localhost:5173'
/** The clock of a server created without one. */
export const fixedEpoch = '2025-05-28T15:00:00Z'

/**
 * Operations that never change anything (the app's names, whatever name a request used): no
 * save, no notification after them.
 */
const readOnly = new Set<string>([
  'LatestAppVersions',
  'SecurityEventsFeed',
  'UserActivitySummaries',
  'CombinedUsersActivitySummaries',
  'UserActivityFeed',
  'CombinedUsersActivityFeed',
])
const mayChange = (wireName: string): boolean => {
  const op = routeOf(wireName)?.op
  return op !== undefined && !op.startsWith('Get') && !readOnly.has(op)
}

export function createFakeServer(options: FakeServerOptions = {}): FakeServer {
  const fallback = seeded(1)
  const clock = options.clock ?? (() => new Date(fixedEpoch))
  const ids = options.ids ?? fallback.ids
  const random = options.random ?? fallback.random
  const shouldSeed = options.seed ?? true

  const db = createDb()
  const stores = new EphemeralStores()
  const outbox = new Outbox(ids)
  const deps: ServerDeps = {
    db,
    stores,
    outbox,
    clock,
    newId: () => ids().toUpperCase(),
    random,
    dashboardUrl: options.dashboardUrl ?? defaultDashboardUrl,
    ...(options.autoConnectDelayMs !== undefined ? { autoConnectDelayMs: options.autoConnectDelayMs } : {}),
    ...(options.resourceOrigin ? { resourceOrigin: options.resourceOrigin } : {}),
  }
  /** Simulated work applied lazily at the clock's "now"; each returns whether it changed anything. */
  // Requests go first: the moments they catch up on see the Macs as they were, before this
  // round's device work (e.g. a suspension that ends now) changes them; the Macs' own events
  // (simulator-events.ts) end what has ended by each of their moments themselves.
  const simulations: ((deps: ServerDeps, now: Date) => boolean)[] = [
    // The family's opening goes first: its moments come before the windows' (family-opening.ts).
    ...(options.simulateRequests === false ? [] : [applyDueOpening, applyDueRequests, applyDueDeviceEvents]),
    applyDueDeviceWork,
    applyDueRequestCleanup,
  ]
  const applySimulations = (): boolean => {
    const now = clock()
    let any = false
    for (const simulate of simulations) any = simulate(deps, now) || any
    return any
  }

  const listeners = new Set<(source: DemoChangeSource) => void>()
  const faults = new FaultInjection(random)
  const persistence = createPersistence({ db, stores, outbox, clock, faults }, options.storage, options.storageKey ?? defaultStorageKey)

  function changed(source: DemoChangeSource = 'demo'): void {
    persistence.save()
    for (const listener of [...listeners]) listener(source)
  }

  async function start(): Promise<void> {
    if (persistence.restore()) return
    if (shouldSeed) await seedDemo(deps)
    persistence.save()
  }

  let ready: Promise<void> = start()

  const inner = createDispatch({
    deps,
    handlers: options.handlers ?? defaultHandlers,
    dashboardUrl: options.dashboardUrl ?? defaultDashboardUrl,
    checkOutputs: options.checkOutputs ?? false,
  })

  const dispatch: Dispatch = async (op, rawBody, headers) => {
    // Refused before routing, as the real server does: nothing runs, nothing is stored.
    if (bodyTooLarge(rawBody)) return payloadTooLarge()
    await ready
    const simulated = applySimulations()
    const result = await inner(op, rawBody, headers)
    // The simulated family's work counts as the demo's own change, even when the request changed data too.
    if (simulated || mayChange(op)) changed(simulated ? 'demo' : 'app')
    return result
  }

  const tick = async (): Promise<boolean> => {
    await ready
    const simulated = applySimulations()
    if (simulated) changed()
    return simulated
  }

  const reload = async (): Promise<boolean> => {
    await ready
    if (!persistence.restore()) return false
    for (const listener of [...listeners]) listener('demo')
    return true
  }

  const reset = async (): Promise<void> => {
    const previous = ready
    ready = (async () => {
      await previous.catch(() => undefined)
      clearDb(db)
      stores.clear()
      outbox.clear()
      await seedDemo(deps)
      changed()
    })()
    await ready
  }

  const control = createDemoControl({ deps, faults, listeners, changed, ready: () => ready, reset, tick })
  const handlers = createHttpHandlers({
    dispatch,
    faults,
    db,
    newId: deps.newId,
    isOnline: options.isOnline ?? (() => true),
    ready: () => ready,
  })

  return {
    handlers,
    dispatch,
    control,
    deps,
    db,
    stores,
    outbox,
    ready: () => ready,
    changed,
    tick,
    reload,
  }
}
