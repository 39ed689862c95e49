/**
 * What the demo's fake server offers the app (types only). The app reaches it through a lazy
 * import in demo builds; production builds never load it.
 */

export type OutboxChannel = 'email' | 'text' | 'slack'

/** Something the server would have sent: an e-mail, a text message or a Slack post. */
export interface OutboxMessage {
  readonly id: string
  /** ISO time it was "sent". */
  readonly sentAt: string
  readonly channel: OutboxChannel
  /** E-mail address, phone number (E.164) or Slack channel name. */
  readonly to: string
  readonly subject: string
  readonly body: string
  /** Links in the message, pointing at the running dashboard. */
  readonly links: readonly string[]
  /** A verification or connection code in the message, if any. */
  readonly code?: string
}

/** Run-time fault injection, for tests and for showing how the app copes. */
export interface FaultSettings {
  /** Added to every response, in milliseconds. */
  readonly latencyMs: number
  /** Share of responses (0..1) replaced by a 500 server error. */
  readonly errorRate: number
  /** Share of requests (0..1) that fail as a dropped connection (network error). */
  readonly dropRate: number
  /** Share of responses (0..1) whose body is malformed (valid JSON, wrong shape). */
  readonly malformedRate: number
  /** Only these operations are affected; empty = all. */
  readonly operations: readonly string[]
  /** Only requests whose body holds this text are affected (e.g. one day of several); empty = any. */
  readonly bodyIncludes: string
}

export const noFaults: FaultSettings = {
  latencyMs: 0,
  errorRate: 0,
  dropRate: 0,
  malformedRate: 0,
  operations: [],
  bodyIncludes: '',
}

export interface DemoCredentials {
  readonly email: string
  readonly password: string
}

/**
 * What changed the demo's data: `app` the dashboard's own request; `demo` anything else (the
 * simulated family, a control of the demo panel, time travel, a reset, another tab).
 */
export type DemoChangeSource = 'app' | 'demo'

/**
 * Which family the demo is seeded with: `normal` (three children, a few of everything) or `large`
 * (30 children, 90 devices, 50 keychains one of which holds 3,000 keys, 500 unlock requests,
 * 300 security events: the dashboard at a school counsellor's scale).
 */
export type DemoFamily = 'normal' | 'large'

export interface DemoControl {
  readonly credentials: DemoCredentials
  /** Newest first. */
  outbox(): readonly OutboxMessage[]
  clearOutbox(): void
  /** Called after every change to the outbox or the demo data. Returns an unsubscribe. */
  subscribe(listener: (source: DemoChangeSource) => void): () => void
  /**
   * Restores the seeded demo family and empties the outbox: the `family` given, else the one in
   * use (a large family is seeded in chunks, so it takes a moment longer).
   */
  reset(family?: DemoFamily): Promise<void>
  /** The family the demo's data was seeded with. */
  family?(): DemoFamily
  /**
   * Keeps a state in memory to come back to with `restoreKeptState`: the current one, or the
   * saved state `text` (what the demo saves in storage). The database and the ephemeral stores
   * are kept; the outbox and the faults are not.
   */
  keepState?(text?: string): Promise<void>
  /**
   * Brings the kept state back at once, with an empty outbox and no faults. Resolves false, and
   * changes nothing, when no state is kept (e.g. after the page was loaded again).
   */
  restoreKeptState?(): Promise<boolean>
  faults(): FaultSettings
  setFaults(faults: Partial<FaultSettings>): void
  /**
   * Adds a busy day of activity for one child (benchmarks and end-to-end tests): `screenshots`
   * spread over the local day `date` (YYYY-MM-DD), `lines` typed-text lines, all unreviewed.
   * Default child: the first with a computer. Resolves with the child's id.
   */
  seedBusyDay?(request: BusyDayRequest): Promise<{ readonly childId: string }>
  /**
   * The simulated Mac of a child sends an unlock request now (a browser or another app; a URL,
   * a bare domain or an IP address; maybe a comment), and the parent is notified. Default child:
   * the first with a computer of the parent who logged in last. Rejects for a child without a
   * computer.
   */
  triggerUnlockRequest?(childId?: string): Promise<DemoTriggerResult>
  /** The child's simulated Mac takes a screenshot now (with a typed line when keylogging is on). */
  triggerScreenshot?(childId?: string): Promise<DemoTriggerResult>
  /** One of the child's Macs that is online closes its connection: the dashboard shows it offline. */
  triggerDeviceOffline?(childId?: string): Promise<DemoTriggerResult>
  /** One of the child's Macs that is offline comes back with its filter on. */
  triggerDeviceOnline?(childId?: string): Promise<DemoTriggerResult>
  /** As `triggerUnlockRequest`, for a filter-suspension request. */
  triggerSuspensionRequest?(childId?: string): Promise<DemoTriggerResult>
  /**
   * As `triggerUnlockRequest`, for a security event the Mac reports (the parent is notified only
   * when the child's macOS user is an administrator and a rule asks for it).
   */
  triggerSecurityEvent?(childId?: string): Promise<DemoTriggerResult>
  /** Whether the simulated family acts on its own (requests, security events, offline spells). */
  familyActs?(): boolean
  /**
   * Holds the family still (screenshots and typed text go on) or lets it act again: then it
   * shows each kind of change within a minute, and goes on at a calm pace.
   */
  setFamilyActs?(acting: boolean): Promise<void>
  /**
   * Moves the demo `ms` milliseconds forward: everything stored becomes that much older (the
   * browser's clock is left alone), then the simulated Macs catch up. Rejects a negative or
   * non-finite `ms`.
   */
  advanceTime?(ms: number): Promise<void>
  /**
   * Puts the demo parent's subscription in a state, as the dashboard then sees it: `trialing`
   * with `daysLeft` (default 12) shown days, or complimentary, paid, overdue or unpaid.
   */
  setSubscription?(status: DemoSubscriptionStatus, daysLeft?: number): Promise<void>
  /**
   * Replaces every text of the demo parent's family (children, Macs, macOS users, keychains and
   * keys, blocked apps, typed lines, requests, security events) with hostile ones: long unbroken
   * strings, right-to-left text, emoji and HTML-looking text, for layout and injection tests.
   * Ids and counts stay; `reset()` brings the ordinary family back.
   */
  seedHostileFamily?(): Promise<void>
}

/** What a trigger made or changed: the child it acted for and the rows' ids (upper case). */
export interface DemoTriggerResult {
  readonly childId: string
  readonly ids: readonly string[]
}

/** The subscription states the demo can switch its parent to. */
export type DemoSubscriptionStatus = 'complimentary' | 'trialing' | 'paid' | 'overdue' | 'unpaid'

export interface BusyDayRequest {
  readonly date: string
  readonly screenshots: number
  readonly lines: number
  readonly jsTimezoneOffsetMinutes?: number
  readonly childId?: string
}
