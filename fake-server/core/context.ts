/**
 * What a handler receives: its decoded input and a context (the calling admin for admin
 * operations, the dashboard URL for links, the caller's IP address, the request time, and the
 * server's stores).
 */
import type { DecodedInput, OperationName, Operations, WireOutput } from '@domain/api/operations'
import type { AdminRow, Db, EphemeralStores } from './db/db'
import type { Outbox } from './outbox'

export interface ServerDeps {
  readonly db: Db
  readonly stores: EphemeralStores
  readonly outbox: Outbox
  readonly clock: () => Date
  /** A fresh upper-case UUID. */
  readonly newId: () => string
  readonly random: () => number
  /** Dashboard origin for links in messages sent outside a request (the simulated Macs'). */
  readonly dashboardUrl: string
  /**
   * How long after a connection code is issued the simulated Mac redeems it (demo; see
   * demo/simulator/devices.ts). Undefined = the default (4 s); null = never (codes wait for a
   * redemption by hand).
   */
  readonly autoConnectDelayMs?: number | null
  /**
   * Prefixed to the paths of the server's own resources (screenshots) in answers: in the
   * browser, the demo's base path (its service worker answers them under it); over HTTP, the
   * fake API's own address.
   */
  readonly resourceOrigin?: () => string
}

interface BaseContext {
  /** Dashboard origin for links in messages, without a trailing slash. */
  readonly dashboardUrl: string
  readonly ipAddress: string
  readonly now: Date
  readonly requestId: string
  readonly deps: ServerDeps
}

export interface PublicContext extends BaseContext {
  readonly admin?: undefined
}

export interface AdminContext extends BaseContext {
  readonly admin: AdminRow
}

export type HandlerContext<N extends OperationName> = Operations[N]['auth'] extends 'admin' ? AdminContext : PublicContext

/** Returns the operation's output in wire form (ids and dates as strings, optional keys absent). */
export type Handler<N extends OperationName> = (input: DecodedInput<N>, ctx: HandlerContext<N>) => WireOutput<N> | Promise<WireOutput<N>>

/** One entry per implemented operation. */
export type HandlerRegistry = Partial<{ [N in OperationName]: Handler<N> }>
