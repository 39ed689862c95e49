/**
 * What the real server keeps in memory rather than in its database: e-mail link tokens
 * (verification, magic link, password reset), pending notification methods with their codes, and
 * pending app connections. The fake server saves them with the database.
 */
import type { NotificationMethodConfig } from '@domain/api/wire'
import { canonicalId } from './stored-ids'
import { day, hour, minute } from '../time'

/** Lifetimes: sessions, e-mail links, method codes and connection codes. */
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
  { readonly status: 'notFound' } | { readonly status: 'ok' | 'expired' | 'previouslyRetrieved'; readonly adminId: string }

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
   * (demo/simulator/devices.ts). Absent for codes nobody redeems automatically, and once done.
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
 * (a reset token also works as a magic link), as on the real server.
 */
export class EphemeralStores {
  private linkTokens = new Map<string, LinkTokenEntry>()
  private pendingMethods = new Map<string, PendingMethod>()
  private pendingConnections = new Map<number, PendingConnection>()

  addLinkToken(token: string, adminId: string, kind: LinkTokenKind, now: Date): void {
    // Forget links that expired more than a week ago (they only still answer "expired").
    for (const [key, entry] of this.linkTokens) if (now.getTime() - entry.expiresAt > linkMemory) this.linkTokens.delete(key)
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
    return [...this.linkTokens].filter(([, entry]) => entry.adminId === canonicalId(adminId)).map(([token, entry]) => ({ token, entry }))
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
    for (const [code, pending] of this.pendingConnections) if (children.has(pending.childId)) this.pendingConnections.delete(code)
  }

  /** Forgets everything that belongs to a deleted admin or child. */
  forget(adminId: string, childIds: readonly string[]): void {
    const admin = canonicalId(adminId)
    const children = new Set(childIds.map(canonicalId))
    for (const [token, entry] of this.linkTokens) if (entry.adminId === admin) this.linkTokens.delete(token)
    for (const [id, pending] of this.pendingMethods) if (pending.adminId === admin) this.pendingMethods.delete(id)
    for (const [code, pending] of this.pendingConnections) if (children.has(pending.childId)) this.pendingConnections.delete(code)
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
    for (const [code, pending] of this.pendingConnections) if (now.getTime() >= pending.expiresAt) this.pendingConnections.delete(code)
  }
}
