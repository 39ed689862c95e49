/**
 * The fake server: database, stores, outbox, dispatch, msw handlers, persistence, fault
 * injection and the DemoControl the app and testers use, wired together.
 *
 * Clock, ids and randomness are injected. Without them the server is fully deterministic (a
 * fixed instant and seeded generators); the entry files (browser.ts, node.ts) pass real ones.
 *
 * The core knows nothing of the demo family: what the demo adds (the seed, the simulated work,
 * its own HTTP routes, the DemoControl) comes in as a `ServerExtension` (fake-server/server.ts
 * wires the demo's in).
 */
import type { HttpHandler } from 'msw'
import type { DemoChangeSource, DemoControl } from '@domain/demo/control'
import { routeOf } from '@domain/api/profiles/adapter'
import type { HandlerRegistry, ServerDeps } from './context'
import { type Db, EphemeralStores, clearDb, createDb } from './db/db'
import { type SaveTimers, coalescedSave } from './db/coalesced-save'
import { type StorageLike, createPersistence, defaultStorageKey } from './db/persistence'
import { type Dispatch, createDispatch } from './dispatch'
import { handlers as defaultHandlers } from './handlers'
import { bodyTooLarge, payloadTooLarge } from './http/body-limit'
import { FaultInjection } from './http/faults'
import { createHttpHandlers } from './http/handlers'
import { Outbox } from './outbox'
import { seeded } from './random'
import { applyDueRequestCleanup } from './request-cleanup'

export { type StorageLike, defaultStorageKey } from './db/persistence'
export type { SaveTimers } from './db/coalesced-save'

export interface CoreServerOptions {
  /** Defaults to a fixed instant (deterministic); browser.ts and node.ts pass the real clock. */
  readonly clock?: () => Date
  /** UUID generator; defaults to a seeded one. */
  readonly ids?: () => string
  /** Random source in [0, 1); defaults to a seeded one. */
  readonly random?: () => number
  /** Where the whole state is saved (one key) and restored from at start. */
  readonly storage?: StorageLike
  readonly storageKey?: string
  /**
   * When saves run (browser.ts: idle moments): changes in between share one save. Without
   * timers, every change saves at once.
   */
  readonly saveTimers?: SaveTimers
  /** Origin used for links when a request has no X-DashboardUrl header. */
  readonly dashboardUrl?: string
  /** Seed (the extension's `seed`) on a fresh start (default true). */
  readonly seed?: boolean
  /** Check every success output against its schema (500 when it does not match). For tests. */
  readonly checkOutputs?: boolean
  /** Replaces the handler registry (tests). */
  readonly handlers?: HandlerRegistry
  /**
   * How long after CreatePendingAppConnection the simulated Mac redeems the code (default 4 s;
   * null: never, codes wait for `connectDevice` by hand).
   */
  readonly autoConnectDelayMs?: number | null
  /**
   * Whether the browser is online (browser.ts passes `navigator.onLine`). While it is not, every
   * request fails as a network error, as it would without a connection. Default: always online.
   */
  readonly isOnline?: () => boolean
  /** Prefixed to the server's own resource paths (screenshots) in answers; see ServerDeps. */
  readonly resourceOrigin?: () => string
}

/** Work due at the clock's "now" (simulated or scheduled); returns whether it changed anything. */
export type Simulation = (deps: ServerDeps, now: Date) => boolean

/** What the DemoControl is built from. */
export interface ControlParts {
  readonly deps: ServerDeps
  readonly faults: FaultInjection
  readonly listeners: Set<(source: DemoChangeSource) => void>
  /** Saves the state and notifies subscribers. */
  changed(): void
  /** Saves a change not saved yet, at once. */
  flush(): void
  ready(): Promise<void>
  /** Replaces the state with a fresh seed. */
  reset(): Promise<void>
  /** Carries out the simulated work due now. */
  tick(): Promise<boolean>
}

/** What the parts of an HTTP route of the extension's own may use. */
export interface RouteParts {
  readonly db: Db
  /** False while the browser has no connection. */
  isOnline(): boolean
  /** Resolves once the state is restored or seeded. */
  ready(): Promise<void>
}

/** What a server adds to the core: the demo's family, simulations, routes and control. */
export interface ServerExtension {
  /** Fills a fresh database (at a start without saved state, and on reset). */
  readonly seed: (deps: ServerDeps) => Promise<void>
  /** Work applied lazily at the clock's "now" before the core's own, in this order. */
  readonly simulations: readonly Simulation[]
  /** msw routes beside PairQL's. */
  readonly routes: (parts: RouteParts) => HttpHandler[]
  readonly control: (parts: ControlParts) => DemoControl
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
   * Saves the state (if a storage is set; with save timers, at the next idle moment) and
   * notifies subscribers. Call after changing data
   * directly (`source` default 'demo').
   */
  changed(source?: DemoChangeSource): void
  /** Saves a change not saved yet, at once (the page is going away). */
  flush(): void
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
/**
 * The least time between two saves with timers: the simulated Macs of a large family change the
 * state every few seconds, and each save writes all of it (megabytes).
 */
export const saveGapMs = 2_000
/** The clock of a server created without one. */
export const fixedEpoch = '2025-05-28T15:00:00Z'

/**
 * Operations that never change anything (the app's names, whatever name a request used): no
 * save, no notification after them. Every operation whose name starts with `Get` is read-only
 * too; these are the reads named otherwise.
 */
const readOnly = new Set<string>([
  'IOSDevices',
  'LatestAppVersions',
  'SecurityEventsFeed',
  'UserActivitySummaries',
  'CombinedUsersActivitySummaries',
  'UserActivityFeed',
  'CombinedUsersActivityFeed',
])
/** Whether a request for `wireName` (either profile's name) may change the state: then it is saved and listeners are told. */
export const mayChange = (wireName: string): boolean => {
  const op = routeOf(wireName)?.op
  return op !== undefined && !op.startsWith('Get') && !readOnly.has(op)
}

export function createCoreServer(options: CoreServerOptions, extension: ServerExtension): FakeServer {
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
  /** Work applied lazily at the clock's "now": the extension's, then the nightly request cleanup. */
  const simulations: readonly Simulation[] = [...extension.simulations, applyDueRequestCleanup]
  const applySimulations = (): boolean => {
    const now = clock()
    let any = false
    for (const simulate of simulations) any = simulate(deps, now) || any
    return any
  }

  const listeners = new Set<(source: DemoChangeSource) => void>()
  const faults = new FaultInjection(random)
  const persistence = createPersistence({ db, stores, outbox, clock, faults }, options.storage, options.storageKey ?? defaultStorageKey)
  const saves = coalescedSave(() => persistence.save(), options.saveTimers, saveGapMs)

  function changed(source: DemoChangeSource = 'demo'): void {
    saves.request()
    for (const listener of [...listeners]) listener(source)
  }

  async function start(): Promise<void> {
    if (persistence.restore()) return
    if (shouldSeed) await extension.seed(deps)
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
    // Another tab's state replaced this one's, a change not saved yet included.
    saves.cancel()
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
      await extension.seed(deps)
      changed()
    })()
    await ready
  }

  const control = extension.control({ deps, faults, listeners, changed, flush: () => saves.flush(), ready: () => ready, reset, tick })
  const isOnline = options.isOnline ?? (() => true)
  const handlers = createHttpHandlers({
    dispatch,
    faults,
    newId: deps.newId,
    isOnline,
    routes: extension.routes({ db, isOnline, ready: () => ready }),
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
    flush: () => saves.flush(),
    tick,
    reload,
  }
}
