/**
 * A parent's walkthrough through the dashboard's API client against the fake server with fault
 * injection on (20 % server errors, some dropped connections, added latency): log in, save a
 * child's settings, accept an unlock request, flag and clear activity, save a notification rule.
 * Reads are retried, writes only by the parent's own retry. Every step completes, the saved
 * draft is what the server keeps, and the server runs each write exactly once. Malformed answers
 * give the parent a clear message.
 */
import { describe, expect, it } from 'vitest'
import type { Result } from '@domain/api/errors'
import type { OperationInput, OperationName, OperationOutput } from '@domain/api/operations'
import { createClient } from '../../../src/api/client'
import type { HandlerRegistry } from '../../../fake-server/core/context'
import { handlers as realHandlers } from '../../../fake-server/core/handlers'
import { demoCredentials, seedIds } from '../../../fake-server/demo/seed/seed'
import { api, dashboard, startFake } from '../fake-server/harness'

const writes = ['Login', 'SaveUser', 'UpdateUnlockRequest', 'FlagActivityItems', 'DeleteActivityItems_v2', 'SaveNotification'] as const

/** The real handlers, counting how often each write really ran on the server. */
function countingHandlers(runs: Map<string, number>): HandlerRegistry {
  const counted: Record<string, unknown> = { ...realHandlers }
  for (const op of writes) {
    const real = realHandlers[op] as (input: unknown, ctx: unknown) => unknown
    counted[op] = (input: unknown, ctx: unknown) => {
      runs.set(op, (runs.get(op) ?? 0) + 1)
      return real(input, ctx)
    }
  }
  return counted
}

async function setUp() {
  const runs = new Map<string, number>()
  const h = await startFake({ handlers: countingHandlers(runs), simulateRequests: false, checkOutputs: true })
  let token: string | null = null
  const client = createClient({
    apiUrl: api,
    pageOrigin: dashboard,
    profile: '2025-05',
    sendDashboardUrl: true,
    fetch: (input, init) => fetch(input, init),
    readToken: () => token,
    onLoggedOut: () => {},
  })
  const attempts = { failed: 0, succeeded: new Map<string, number>() }
  /** Calls until it succeeds, as a parent pressing Retry would (at most 40 times). */
  async function until<N extends OperationName>(op: N, input: OperationInput<N>): Promise<OperationOutput<N>> {
    for (let attempt = 1; attempt <= 40; attempt++) {
      const result: Result<OperationOutput<N>> = await client.call(op, input)
      if (result.ok) {
        attempts.succeeded.set(op, (attempts.succeeded.get(op) ?? 0) + 1)
        return result.value
      }
      attempts.failed++
    }
    throw new Error(`${op} never succeeded`)
  }
  return { h, runs, attempts, until, client, setToken: (t: string) => (token = t) }
}

describe('the walkthrough under faults', () => {
  it('completes every step; each write runs on the server exactly once; the saved draft is kept', async () => {
    const { h, runs, attempts, until, setToken } = await setUp()
    h.fake.control.setFaults({ errorRate: 0.2, dropRate: 0.05, latencyMs: 15 })

    setToken((await until('Login', demoCredentials)).token)

    // A child's settings: the draft the parent typed is what the server keeps.
    const maya = await until('GetUser', seedIds.maya)
    const draft = { name: 'Maya Rose', screenshotsFrequency: maya.screenshotsFrequency === 60 ? 120 : 60, keyloggingEnabled: !maya.keyloggingEnabled }
    await until('SaveUser', {
      id: maya.id,
      isNew: false,
      name: draft.name,
      keyloggingEnabled: draft.keyloggingEnabled,
      screenshotsEnabled: maya.screenshotsEnabled,
      screenshotsResolution: maya.screenshotsResolution,
      screenshotsFrequency: draft.screenshotsFrequency,
      showSuspensionActivity: maya.showSuspensionActivity,
      keychains: maya.keychains.map((k) => ({ id: k.id, ...(k.schedule ? { schedule: k.schedule } : {}) })),
      ...(maya.downtime ? { downtime: maya.downtime } : {}),
      ...(maya.blockedApps ? { blockedApps: maya.blockedApps } : {}),
    })
    expect(await until('GetUser', seedIds.maya)).toMatchObject(draft)

    // An unlock request, accepted.
    const asked = await h.fake.control.triggerUnlockRequest?.(seedIds.maya)
    const requestId = asked?.ids[0]
    if (!requestId) throw new Error('no unlock request was made')
    await until('UpdateUnlockRequest', { id: requestId, status: 'accepted' })
    expect((await until('GetUnlockRequest', requestId)).status).toBe('accepted')

    // Activity: flag one item, clear (review) another.
    const now = h.clock.now().getTime()
    const range = { start: new Date(now - 24 * 3_600_000).toISOString(), end: new Date(now).toISOString() }
    const feed = await until('UserActivityFeed', { userId: seedIds.maya, range })
    const open = feed.items.filter((item) => item.deletedAt === undefined && !item.flagged)
    const [flagged, cleared] = open
    if (!flagged || !cleared) throw new Error('the seeded day has too little activity')
    await until('FlagActivityItems', [...flagged.ids])
    const clearIds = {
      screenshotIds: cleared.case === 'screenshot' ? [...cleared.ids] : [],
      keystrokeLineIds: cleared.case === 'keystrokeLine' ? [...cleared.ids] : [],
    }
    await until('DeleteActivityItems_v2', clearIds)
    const after = await until('UserActivityFeed', { userId: seedIds.maya, range })
    expect(after.items.find((item) => item.id === flagged.id)?.flagged).toBe(true)
    // Cleared: no longer among the items to review.
    expect(after.items.filter((item) => item.ids.some((id) => cleared.ids.includes(id)) && item.deletedAt === undefined)).toEqual([])

    // A notification rule.
    await until('SaveNotification', {
      id: 'a1b2c3d4-0000-4000-8000-0000000000f7',
      isNew: true,
      methodId: seedIds.textMethod,
      trigger: 'adminChildSecurityEvent',
    })

    // Faults really struck, and no write ran more often than the parent saw it succeed.
    expect(attempts.failed).toBeGreaterThan(0)
    for (const op of writes) {
      expect({ op, runs: runs.get(op) ?? 0 }).toEqual({ op, runs: attempts.succeeded.get(op) ?? 0 })
      expect({ op, runs: runs.get(op) ?? 0 }).toEqual({ op, runs: 1 })
    }
  })

  it('a malformed answer is reported as an error, not a crash or a sign-out, and the next answer is used', async () => {
    const { h, until, client, setToken } = await setUp()
    setToken((await until('Login', demoCredentials)).token)
    h.fake.control.setFaults({ malformedRate: 1, operations: ['GetUsers'] })
    const broken = await client.call('GetUsers', undefined)
    expect(broken.ok).toBe(false)
    if (broken.ok) return
    expect(broken.error.type).not.toBe('loggedOut')
    h.fake.control.setFaults({ malformedRate: 0, operations: [] })
    const fixed = await client.call('GetUsers', undefined)
    expect(fixed.ok && fixed.value.map((c) => c.name)).toContain('Maya')
  })
})
