/**
 * The fake server's data: @mswjs/data models for every entity of server-behaviour §1, plus the
 * "ephemeral" stores the real server keeps in memory (e-mail link tokens, pending notification
 * methods, pending app connections).
 *
 * Conventions:
 * - Ids are stored upper case; look them up with `idEq(id)` (case-insensitive for callers).
 * - Instants are epoch milliseconds (numbers), so the whole store round-trips through JSON.
 * - Nested JSON (computer status, schedules, keys, notification configs, downtime) is stored as
 *   JSON text in `…Json` fields; use `readJson` / `writeJson`.
 */
import { factory, nullable, primaryKey } from '@mswjs/data'
import type { ChildComputerStatus, NotificationMethodConfig, RequestStatus } from '@domain/wire'

/** The server-side subscription statuses (server-behaviour §3). */
export type AdminStatus =
  | 'pendingEmailVerification'
  | 'trialing'
  | 'trialExpiringSoon'
  | 'overdue'
  | 'paid'
  | 'unpaid'
  | 'pendingAccountDeletion'
  | 'complimentary'

const text = () => nullable<string>(() => null)
const instant = () => nullable<number>(() => null)

export const models = {
  admin: {
    id: primaryKey(String),
    /** Lower case, unique. */
    email: String,
    /** PBKDF2 hash (base64) and its salt (base64); never the password itself. */
    passwordHash: String,
    salt: String,
    subscriptionStatus: (): AdminStatus => 'pendingEmailVerification',
    statusExpiration: Number,
    monthlyPriceCents: () => 1500,
    trialPeriodDays: () => 21,
    subscriptionId: text(),
    gclid: text(),
    abTestVariant: text(),
    createdAt: Number,
  },
  adminToken: {
    /** The token (upper-case UUID). */
    value: primaryKey(String),
    adminId: String,
    createdAt: Number,
    /** created + 28 days; invisible from then on. */
    expiresAt: Number,
  },
  verifiedNotificationMethod: {
    id: primaryKey(String),
    adminId: String,
    /** NotificationMethodConfig as JSON. */
    configJson: String,
    createdAt: Number,
  },
  adminNotification: {
    id: primaryKey(String),
    adminId: String,
    methodId: String,
    trigger: String,
    createdAt: Number,
  },
  /** A child ("user" on the wire). */
  child: {
    id: primaryKey(String),
    adminId: String,
    name: String,
    keyloggingEnabled: Boolean,
    screenshotsEnabled: Boolean,
    screenshotsResolution: () => 1000,
    screenshotsFrequency: () => 120,
    showSuspensionActivity: Boolean,
    /** PlainTimeWindow as JSON, or null. */
    downtimeJson: text(),
    createdAt: Number,
  },
  /** A computer ("device" on the wire). */
  computer: {
    id: primaryKey(String),
    adminId: String,
    customName: text(),
    modelIdentifier: String,
    serialNumber: String,
    releaseChannel: (): 'stable' | 'beta' | 'canary' => 'stable',
    osVersion: text(),
    createdAt: Number,
  },
  /** A child's macOS login on a computer ("user device", "computer user"). */
  userDevice: {
    id: primaryKey(String),
    childId: String,
    computerId: String,
    isAdmin: Boolean,
    appVersion: String,
    filterVersion: text(),
    username: String,
    fullUsername: String,
    numericId: Number,
    /** ChildComputerStatus as JSON (what the device last reported). */
    statusJson: () => '{"case":"offline"}',
    createdAt: Number,
  },
  /** A mac-app token. */
  userToken: {
    value: primaryKey(String),
    childId: String,
    userDeviceId: String,
    expiresAt: instant(),
    createdAt: Number,
  },
  keychain: {
    id: primaryKey(String),
    adminId: String,
    name: String,
    description: text(),
    warning: text(),
    isPublic: Boolean,
    createdAt: Number,
  },
  key: {
    id: primaryKey(String),
    keychainId: String,
    /** SharedKey as JSON. */
    keyJson: String,
    comment: text(),
    /** The expiration: the key is invisible from then on. */
    deletedAt: instant(),
    createdAt: Number,
  },
  childKeychain: {
    id: primaryKey(String),
    childId: String,
    keychainId: String,
    /** RuleSchedule as JSON, or null (always active). */
    scheduleJson: text(),
    createdAt: Number,
  },
  blockedApp: {
    id: primaryKey(String),
    childId: String,
    identifier: String,
    scheduleJson: text(),
    /** Keeps the child's list in the order it was saved. */
    position: Number,
    createdAt: Number,
  },
  screenshot: {
    id: primaryKey(String),
    userDeviceId: String,
    url: String,
    width: Number,
    height: Number,
    filterSuspended: Boolean,
    flaggedAt: instant(),
    /** Reviewed ("deleted" in the UI) when set. */
    deletedAt: instant(),
    createdAt: Number,
  },
  keystrokeLine: {
    id: primaryKey(String),
    userDeviceId: String,
    appName: String,
    line: String,
    filterSuspended: Boolean,
    flaggedAt: instant(),
    deletedAt: instant(),
    createdAt: Number,
  },
  unlockRequest: {
    id: primaryKey(String),
    userDeviceId: String,
    status: (): RequestStatus => 'pending',
    appBundleId: String,
    url: text(),
    hostname: text(),
    ipAddress: text(),
    requestComment: text(),
    responseComment: text(),
    createdAt: Number,
    updatedAt: Number,
  },
  suspendFilterRequest: {
    id: primaryKey(String),
    userDeviceId: String,
    status: (): RequestStatus => 'pending',
    scope: () => 'unrestricted',
    duration: Number,
    requestComment: text(),
    responseComment: text(),
    extraMonitoring: text(),
    createdAt: Number,
    updatedAt: Number,
  },
  securityEvent: {
    id: primaryKey(String),
    adminId: String,
    /** Set for a child (mac-app) event. */
    userDeviceId: text(),
    /** The event name, e.g. `login`, `appQuit` (see security-events.ts for the words). */
    event: String,
    detail: text(),
    ipAddress: text(),
    createdAt: Number,
  },
  release: {
    semver: primaryKey(String),
    channel: (): 'stable' | 'beta' | 'canary' => 'stable',
    createdAt: Number,
  },
  /**
   * A demo checkout session (the payment provider's side, played by the fake server): issued by
   * StripeUrl, completed by HandleCheckoutSuccess, abandoned by HandleCheckoutCancel.
   */
  checkoutSession: {
    /** `cs_demo_…` (not a UUID). */
    id: primaryKey(String),
    adminId: String,
    status: (): 'pending' | 'completed' | 'canceled' => 'pending',
    createdAt: Number,
    updatedAt: Number,
  },
  /** A parent dismissed an announcement (DeleteEntity `announcement`); see announcements.ts. */
  announcementDismissal: {
    /** `{adminId}/{announcementId}`: one dismissal per parent and announcement. */
    id: primaryKey(String),
    adminId: String,
    announcementId: String,
    createdAt: Number,
  },
  /** Analytics the real server keeps or posts to its staff Slack (LogEvent, conference e-mails). */
  analyticsEvent: {
    id: primaryKey(String),
    adminId: text(),
    kind: String,
    eventId: String,
    detail: String,
    createdAt: Number,
  },
}

export type Models = typeof models
export type ModelName = keyof Models
export type Db = ReturnType<typeof createDb>
/** A stored row of a model. */
export type Row<M extends ModelName> = ReturnType<Db[M]['getAll']>[number]

export type AdminRow = Row<'admin'>
export type ChildRow = Row<'child'>
export type ComputerRow = Row<'computer'>
export type UserDeviceRow = Row<'userDevice'>
export type KeychainRow = Row<'keychain'>
export type KeyRow = Row<'key'>
export type SecurityEventRow = Row<'securityEvent'>

export const modelNames = Object.keys(models) as ModelName[]

export const createDb = () => factory(models)

/** `where` chunk matching an id case-insensitively (ids are stored upper case). */
export const idEq = (id: string) => ({ equals: id.toUpperCase() })

/** Upper-case canonical id. */
export const canonicalId = (id: string): string => id.toUpperCase()

export const readJson = <T>(json: string): T => JSON.parse(json) as T
export const writeJson = (value: unknown): string => JSON.stringify(value)

export const readStatus = (row: UserDeviceRow): ChildComputerStatus =>
  readJson<ChildComputerStatus>(row.statusJson)
export const readConfig = (json: string): NotificationMethodConfig =>
  readJson<NotificationMethodConfig>(json)

// ── generic access (persistence, reset) ─────────────────────────────────────────────────────

interface LooseModel {
  getAll(): object[]
  create(values: object): unknown
  deleteMany(query: { where: object }): unknown
}
const loose = (db: Db, name: ModelName): LooseModel => db[name] as unknown as LooseModel

export type DbSnapshot = { [M in ModelName]?: object[] }

/** Plain rows of every model (internal symbols are not own enumerable JSON). */
export function snapshotDb(db: Db): DbSnapshot {
  const out: DbSnapshot = {}
  for (const name of modelNames) {
    out[name] = loose(db, name)
      .getAll()
      .map((row) => ({ ...row }))
  }
  return out
}

export function clearDb(db: Db): void {
  for (const name of modelNames) loose(db, name).deleteMany({ where: {} })
}

/** Replaces the whole database with a snapshot. Unknown models and keys are ignored. */
export function restoreDb(db: Db, snapshot: DbSnapshot): void {
  clearDb(db)
  for (const name of modelNames) {
    const fields = Object.keys(models[name])
    for (const row of snapshot[name] ?? []) {
      const values: Record<string, unknown> = {}
      for (const field of fields) {
        const value = (row as Record<string, unknown>)[field]
        if (value !== undefined) values[field] = value
      }
      loose(db, name).create(values)
    }
  }
}

// ── ephemeral stores ────────────────────────────────────────────────────────────────────────

export const minute = 60_000
export const hour = 60 * minute
export const day = 24 * hour

export const ttl = {
  adminToken: 28 * day,
  verifyLink: 24 * hour,
  magicLink: 60 * minute,
  resetLink: 60 * minute,
  pendingMethod: 60 * minute,
  appConnection: 2 * day,
} as const

/** How long an expired link is still recognised as "expired" rather than unknown. */
const linkMemory = 7 * day

export type LinkTokenKind = 'verify' | 'magicLink' | 'reset'

export interface LinkTokenEntry {
  readonly adminId: string
  readonly kind: LinkTokenKind
  readonly expiresAt: number
  /** Set by the first successful read: the token is single-use. */
  readonly retrieved: boolean
}

export type LinkTokenLookup =
  | { readonly status: 'notFound' }
  | { readonly status: 'ok' | 'expired' | 'previouslyRetrieved'; readonly adminId: string }

export interface PendingMethod {
  readonly adminId: string
  readonly config: NotificationMethodConfig
  readonly code: number
  readonly expiresAt: number
}

export interface PendingConnection {
  readonly childId: string
  readonly expiresAt: number
  /**
   * Demo only: when the simulated Mac redeems this code, as the child typing it would
   * (simulator-devices.ts). Absent for codes nobody redeems automatically, and once done.
   */
  readonly autoRedeemAt?: number
}

export interface EphemeralSnapshot {
  readonly linkTokens: [string, LinkTokenEntry][]
  readonly pendingMethods: [string, PendingMethod][]
  readonly pendingConnections: [number, PendingConnection][]
}

/**
 * What the real server keeps in memory. All link kinds share one store and are interchangeable
 * (a reset token also works as a magic link), as on the real server (server-behaviour §14).
 */
export class EphemeralStores {
  private linkTokens = new Map<string, LinkTokenEntry>()
  private pendingMethods = new Map<string, PendingMethod>()
  private pendingConnections = new Map<number, PendingConnection>()

  addLinkToken(token: string, adminId: string, kind: LinkTokenKind, now: Date): void {
    // Forget links that expired more than a week ago (they only still answer "expired").
    for (const [key, entry] of this.linkTokens)
      if (now.getTime() - entry.expiresAt > linkMemory) this.linkTokens.delete(key)
    const lifetime = kind === 'verify' ? ttl.verifyLink : kind === 'magicLink' ? ttl.magicLink : ttl.resetLink
    this.linkTokens.set(canonicalId(token), {
      adminId: canonicalId(adminId),
      kind,
      expiresAt: now.getTime() + lifetime,
      retrieved: false,
    })
  }

  /**
   * Reads a link token. The first successful read consumes it; later reads report
   * `previouslyRetrieved`; an expired token keeps reporting `expired`.
   */
  retrieveLinkToken(token: string, now: Date): LinkTokenLookup {
    const key = canonicalId(token)
    const entry = this.linkTokens.get(key)
    if (!entry) return { status: 'notFound' }
    if (entry.retrieved) return { status: 'previouslyRetrieved', adminId: entry.adminId }
    if (now.getTime() >= entry.expiresAt) return { status: 'expired', adminId: entry.adminId }
    this.linkTokens.set(key, { ...entry, retrieved: true })
    return { status: 'ok', adminId: entry.adminId }
  }

  linkTokensOf(adminId: string): { token: string; entry: LinkTokenEntry }[] {
    return [...this.linkTokens]
      .filter(([, entry]) => entry.adminId === canonicalId(adminId))
      .map(([token, entry]) => ({ token, entry }))
  }

  /** Adds a pending method; expired ones are dropped, so the saved state does not grow forever. */
  addPendingMethod(methodId: string, pending: PendingMethod, now: Date): void {
    for (const [id, other] of this.pendingMethods) if (now.getTime() >= other.expiresAt) this.pendingMethods.delete(id)
    this.pendingMethods.set(canonicalId(methodId), { ...pending, adminId: canonicalId(pending.adminId) })
  }

  /** Removes the pending method whatever happens next: one attempt only. */
  takePendingMethod(methodId: string): PendingMethod | undefined {
    const key = canonicalId(methodId)
    const pending = this.pendingMethods.get(key)
    this.pendingMethods.delete(key)
    return pending
  }

  /** A 6-digit code, unique among the unexpired pending codes, valid for 2 days. */
  addPendingConnection(childId: string, now: Date, random: () => number): number {
    this.purgeConnections(now)
    for (;;) {
      const code = 100000 + Math.floor(random() * 900000)
      if (!this.pendingConnections.has(code)) {
        this.pendingConnections.set(code, {
          childId: canonicalId(childId),
          expiresAt: now.getTime() + ttl.appConnection,
        })
        return code
      }
    }
  }

  /** The child a connection code is for, if the code is known and unexpired (reusable). */
  pendingConnection(code: number, now: Date): PendingConnection | undefined {
    const pending = this.pendingConnections.get(code)
    return pending && now.getTime() < pending.expiresAt ? pending : undefined
  }

  /** Has the simulated Mac redeem `code` at `at` (and no other pending code of the same child). */
  scheduleAutoRedeem(code: number, at: number): void {
    const pending = this.pendingConnections.get(code)
    if (!pending) return
    for (const [other, entry] of this.pendingConnections) {
      if (other !== code && entry.childId === pending.childId && entry.autoRedeemAt !== undefined) {
        this.pendingConnections.set(other, { childId: entry.childId, expiresAt: entry.expiresAt })
      }
    }
    this.pendingConnections.set(code, { ...pending, autoRedeemAt: at })
  }

  /** Unexpired codes whose automatic redemption is due at `now`, earliest first. */
  dueAutoRedemptions(now: Date): { code: number; childId: string }[] {
    return [...this.pendingConnections]
      .filter(([, p]) => p.autoRedeemAt !== undefined && p.autoRedeemAt <= now.getTime() && now.getTime() < p.expiresAt)
      .sort(([, a], [, b]) => (a.autoRedeemAt ?? 0) - (b.autoRedeemAt ?? 0))
      .map(([code, p]) => ({ code, childId: p.childId }))
  }

  /** The code stays valid (reusable until it expires) but is no longer redeemed automatically. */
  clearAutoRedeem(code: number): void {
    const pending = this.pendingConnections.get(code)
    if (pending) this.pendingConnections.set(code, { childId: pending.childId, expiresAt: pending.expiresAt })
  }

  /** Forgets the pending connection codes of deleted children. */
  forgetChildren(childIds: readonly string[]): void {
    const children = new Set(childIds.map(canonicalId))
    for (const [code, pending] of this.pendingConnections)
      if (children.has(pending.childId)) this.pendingConnections.delete(code)
  }

  /** Forgets everything that belongs to a deleted admin or child. */
  forget(adminId: string, childIds: readonly string[]): void {
    const admin = canonicalId(adminId)
    const children = new Set(childIds.map(canonicalId))
    for (const [token, entry] of this.linkTokens) if (entry.adminId === admin) this.linkTokens.delete(token)
    for (const [id, pending] of this.pendingMethods) if (pending.adminId === admin) this.pendingMethods.delete(id)
    for (const [code, pending] of this.pendingConnections)
      if (children.has(pending.childId)) this.pendingConnections.delete(code)
  }

  clear(): void {
    this.linkTokens.clear()
    this.pendingMethods.clear()
    this.pendingConnections.clear()
  }

  snapshot(): EphemeralSnapshot {
    return {
      linkTokens: [...this.linkTokens],
      pendingMethods: [...this.pendingMethods],
      pendingConnections: [...this.pendingConnections],
    }
  }

  restore(snapshot: EphemeralSnapshot): void {
    this.clear()
    for (const [k, v] of snapshot.linkTokens ?? []) this.linkTokens.set(k, v)
    for (const [k, v] of snapshot.pendingMethods ?? []) this.pendingMethods.set(k, v)
    for (const [k, v] of snapshot.pendingConnections ?? []) this.pendingConnections.set(k, v)
  }

  private purgeConnections(now: Date): void {
    for (const [code, pending] of this.pendingConnections)
      if (now.getTime() >= pending.expiresAt) this.pendingConnections.delete(code)
  }
}
