/**
 * The fake server: database, stores, outbox, dispatch, msw handlers, persistence, fault
 * injection and the DemoControl the app and testers use.
 *
 * Clock, ids and randomness are injected. Without them the server is fully deterministic (a
 * fixed instant and seeded generators); the entry files (browser.ts, node.ts) pass real ones.
 */
import { HttpResponse, type HttpHandler, type JsonBodyType, delay, http } from 'msw'
import type { DemoControl, FaultSettings, OutboxMessage } from '@domain/demo'
import { noFaults } from '@domain/demo'
import { parseIsoDate } from '@domain/dates'
import { generateBusyDay } from './activity-generator'
import { geoIpHandlers } from './geoip'
import { setDemoSubscription } from './demo-subscription'
import { isOperationName, operations } from '@domain/operations'
import type { HandlerRegistry, ServerDeps } from './context'
import { type DbSnapshot, type EphemeralSnapshot, EphemeralStores, clearDb, createDb, restoreDb, snapshotDb } from './db'
import { type Dispatch, createDispatch } from './dispatch'
import { isoSeconds } from './encode'
import { pqlBody, vaporBody } from './errors'
import { handlers as defaultHandlers } from './handlers'
import { applyDueRequestCleanup } from './handlers/requests'
import { Outbox } from './outbox'
import { seeded } from './random'
import { screenshotSvg } from './screenshot-image'
import { demoCredentials, seedDemo } from './seed'
import { applyDueDeviceWork } from './simulator-devices'

export interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

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
  /** Saves the state (if a storage is set) and notifies subscribers. Call after changing data directly. */
  changed(): void
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

export const defaultStorageKey = 'gatehouse-demo-state'
export const defaultDashboardUrl = 'http://localhost:5173'
/** The clock of a server created without one. */
export const fixedEpoch = '2025-05-28T15:00:00Z'

const persistedFormat = 'gatehouse-fake-server'
const persistedVersion = 1

interface PersistedState {
  readonly format: typeof persistedFormat
  readonly version: typeof persistedVersion
  readonly savedAt: string
  readonly db: DbSnapshot
  readonly ephemeral: EphemeralSnapshot
  readonly outbox: OutboxMessage[]
}

/** Operations that never change anything: no save, no notification after them. */
const readOnly = new Set<string>([
  'LatestAppVersions',
  'SecurityEventsFeed',
  'UserActivitySummaries',
  'CombinedUsersActivitySummaries',
  'UserActivityFeed',
  'CombinedUsersActivityFeed',
])
const mayChange = (op: string): boolean => isOperationName(op) && !op.startsWith('Get') && !readOnly.has(op)

/** The 500 of fault injection. */
const injectedErrorSpec = {
  id: 'fa017500',
  type: 'serverError',
  status: 500,
  debugMessage: 'Injected server error (demo fault injection)',
  showContactSupport: true,
} as const

/** A valid JSON body that does not fit the operation's output schema. */
function malformedBody(op: string): JsonBodyType {
  const candidates: JsonBodyType[] = [[{ malformed: true }], { malformed: true }, 'malformed response']
  if (!isOperationName(op)) return candidates[0] ?? null
  const schema = operations[op].output
  return candidates.find((c) => !schema.safeParse(c).success) ?? 'malformed response'
}

const clampRate = (n: number | undefined, fallback: number): number =>
  n === undefined || Number.isNaN(n) ? fallback : Math.min(1, Math.max(0, n))

export function createFakeServer(options: FakeServerOptions = {}): FakeServer {
  const fallback = seeded(1)
  const clock = options.clock ?? (() => new Date(fixedEpoch))
  const ids = options.ids ?? fallback.ids
  const random = options.random ?? fallback.random
  const storageKey = options.storageKey ?? defaultStorageKey
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
    ...(options.autoConnectDelayMs !== undefined ? { autoConnectDelayMs: options.autoConnectDelayMs } : {}),
  }
  /** Simulated work applied lazily at the clock's "now"; each returns whether it changed anything. */
  const simulations: ((deps: ServerDeps, now: Date) => boolean)[] = [applyDueDeviceWork, applyDueRequestCleanup]
  const applySimulations = (): boolean => {
    const now = clock()
    let any = false
    for (const simulate of simulations) any = simulate(deps, now) || any
    return any
  }

  const listeners = new Set<() => void>()
  let faults: FaultSettings = noFaults

  function save(): void {
    if (!options.storage) return
    const state: PersistedState = {
      format: persistedFormat,
      version: persistedVersion,
      savedAt: isoSeconds(clock()),
      db: snapshotDb(db),
      ephemeral: stores.snapshot(),
      outbox: outbox.snapshot(),
    }
    try {
      options.storage.setItem(storageKey, JSON.stringify(state))
    } catch {
      // A full or unavailable storage only loses persistence, not the running demo.
    }
  }

  function restore(): boolean {
    if (!options.storage) return false
    let state: Partial<PersistedState> | null = null
    try {
      const text = options.storage.getItem(storageKey)
      state = text === null ? null : (JSON.parse(text) as Partial<PersistedState>)
    } catch {
      state = null
    }
    if (!state || state.format !== persistedFormat || state.version !== persistedVersion || !state.db) return false
    try {
      restoreDb(db, state.db)
      stores.restore(state.ephemeral ?? { linkTokens: [], pendingMethods: [], pendingConnections: [] })
      outbox.restore(state.outbox ?? [])
      return true
    } catch {
      clearDb(db)
      stores.clear()
      outbox.clear()
      return false
    }
  }

  function changed(): void {
    save()
    for (const listener of [...listeners]) listener()
  }

  async function start(): Promise<void> {
    if (restore()) return
    if (shouldSeed) await seedDemo(deps)
    save()
  }

  let ready: Promise<void> = start()

  const inner = createDispatch({
    deps,
    handlers: options.handlers ?? defaultHandlers,
    dashboardUrl: options.dashboardUrl ?? defaultDashboardUrl,
    checkOutputs: options.checkOutputs ?? false,
  })

  const dispatch: Dispatch = async (op, rawBody, headers) => {
    await ready
    const simulated = applySimulations()
    const result = await inner(op, rawBody, headers)
    if (simulated || mayChange(op)) changed()
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
    if (!restore()) return false
    for (const listener of [...listeners]) listener()
    return true
  }

  const affected = (op: string): boolean => faults.operations.length === 0 || faults.operations.includes(op)
  const roll = (rate: number): boolean => rate > 0 && random() < rate

  const handlers: HttpHandler[] = [
    http.post('*/pairql/dashboard/:op', async ({ request, params }) => {
      const op = String(params.op)
      const hit = affected(op)
      if (hit && faults.latencyMs > 0) await delay(faults.latencyMs)
      if (hit && roll(faults.dropRate)) return HttpResponse.error()
      if (hit && roll(faults.errorRate)) {
        return HttpResponse.json(pqlBody(injectedErrorSpec, deps.newId()) as JsonBodyType, { status: 500 })
      }
      const result = await dispatch(op, await request.text(), request.headers)
      if (hit && roll(faults.malformedRate)) return HttpResponse.json(malformedBody(op), { status: 200 })
      return HttpResponse.json(result.body as JsonBodyType, { status: result.status })
    }),
    // Any other method on a PairQL route gets Vapor's 404 (preflights pass through).
    http.all('*/pairql/dashboard/:op', ({ request }) =>
      request.method === 'OPTIONS' ? undefined : HttpResponse.json(vaporBody('Not Found'), { status: 404 }),
    ),
    http.get('*/demo-screenshots/:file', async ({ params }) => {
      await ready
      const id = String(params.file).replace(/\.svg$/i, '')
      const row = db.screenshot.findFirst({ where: { id: { equals: id.toUpperCase() } } })
      const userDevice = row && db.userDevice.findFirst({ where: { id: { equals: row.userDeviceId } } })
      const child = userDevice && db.child.findFirst({ where: { id: { equals: userDevice.childId } } })
      const svg = screenshotSvg(
        id,
        {
          title: child ? `${child.name}’s screen` : 'Screenshot',
          subtitle: row ? new Date(row.createdAt).toUTCString() : 'Demo placeholder',
        },
        row?.width,
        row?.height,
      )
      return new HttpResponse(svg, { status: 200, headers: { 'Content-Type': 'image/svg+xml' } })
    }),
    ...geoIpHandlers,
  ]

  const control: DemoControl = {
    credentials: demoCredentials,
    outbox: () => outbox.list(),
    clearOutbox: () => {
      outbox.clear()
      changed()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    reset: async () => {
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
    },
    faults: () => faults,
    setSubscription: async (status, daysLeft) => {
      await ready
      setDemoSubscription(deps, status, daysLeft)
      changed()
    },
    setFaults: (partial) => {
      faults = {
        latencyMs: Math.max(0, partial.latencyMs ?? faults.latencyMs),
        errorRate: clampRate(partial.errorRate, faults.errorRate),
        dropRate: clampRate(partial.dropRate, faults.dropRate),
        malformedRate: clampRate(partial.malformedRate, faults.malformedRate),
        operations: [...(partial.operations ?? faults.operations)],
      }
    },
    seedBusyDay: async (request) => {
      await ready
      const date = parseIsoDate(request.date)
      if (!date) throw new Error(`not a YYYY-MM-DD date: ${request.date}`)
      const childId = request.childId ?? db.userDevice.getAll()[0]?.childId
      if (!childId) throw new Error('no child has a computer')
      generateBusyDay(deps, childId, date, {
        screenshots: request.screenshots,
        lines: request.lines,
        jsTimezoneOffsetMinutes: request.jsTimezoneOffsetMinutes ?? 0,
      })
      changed()
      return { childId }
    },
  }

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
