/**
 * Wire form of every answer: upper-case UUIDs, dates without milliseconds, no nulls, and every
 * output parses with the output schema of the wire that names the operation (both profiles).
 */
import { describe, expect, it } from 'vitest'
import { routeOf } from '@domain/api/profiles/adapter'
import { isoSeconds, toWire } from '../../../../fake-server/core/encode'
import { seededRandom, seeded, uuidGenerator } from '../../../../fake-server/core/random'
import { demoCredentials, seedIds } from '../../../../fake-server/demo/seed/seed'
import { handlers } from '../../../../fake-server/core/handlers'
import { startFake } from '../harness'

const anyCaseUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const anyIsoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** Every problem with the wire form of a JSON value. */
function wireProblems(value: unknown, path = '$'): string[] {
  if (value === null) return [`${path} is null`]
  if (typeof value === 'string') {
    if (anyCaseUuid.test(value) && value !== value.toUpperCase()) return [`${path} is a lower-case UUID`]
    if (anyIsoDate.test(value) && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(value)) return [`${path} date ${value}`]
    return []
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => wireProblems(item, `${path}[${i}]`))
  if (typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => wireProblems(v, `${path}.${k}`))
  return []
}

describe('wire form', () => {
  // Calls every operation once through msw: seconds on a busy machine.
  it('every implemented operation answers in wire form and parses with its output schema', async () => {
    const h = await startFake()
    const replies: [string, { status: number; body: unknown; text: string }][] = []
    const record = async (op: string, input?: unknown, token?: string) => {
      const reply = await h.call(op, input, token === undefined ? {} : { token })
      replies.push([op, reply])
      return reply
    }

    const login = await record('Login', demoCredentials)
    const token = (login.body as { token: string }).token
    await record('GetAdmin', undefined, token)
    await record('GetUsers', undefined, token)
    for (const id of [seedIds.maya, seedIds.leo, seedIds.ava]) await record('GetUser', id.toLowerCase(), token)
    await record('SecurityEventsFeed', undefined, token)
    await record('LogEvent', { eventId: 'x', detail: 'y' }, token)
    await record('Signup', { email: 'wire@example.com', password: 'pw' })
    await record('Signup', demoCredentials)
    await record('RequestMagicLink', { email: demoCredentials.email })
    const magic = (h.fake.control.outbox()[0]?.links[0] ?? '').split('/otp/')[1] ?? ''
    await record('LoginMagicLink', { token: magic })
    await record('SendPasswordResetEmail', { email: demoCredentials.email })
    const reset = (h.fake.control.outbox()[0]?.links[0] ?? '').split('/reset-password/')[1] ?? ''
    await record('ResetPassword', { token: reset, password: demoCredentials.password })
    await record('ResetPassword', { token: reset, password: demoCredentials.password })
    await record('SaveConferenceEmail', { email: 'c@example.com', source: 'workshop' })
    await record('Signup', { email: 'verify@example.com', password: 'pw' })
    const verify = (h.fake.control.outbox()[0]?.links[0] ?? '').split('/verify-signup-email/')[1] ?? ''
    await record('VerifySignupEmail', { token: verify })

    // Children, devices, keychains (issue 4).
    const newChild = 'a1b2c3d4-0000-4000-8000-00000000c0de'
    const base = {
      keyloggingEnabled: true,
      screenshotsEnabled: true,
      screenshotsResolution: 1000,
      screenshotsFrequency: 120,
      showSuspensionActivity: true,
    }
    await record('SaveUser', { id: newChild, isNew: true, name: 'Wren', ...base, keychains: [] }, token)
    await record('CreatePendingAppConnection', { userId: newChild }, token)
    await record('GetDevices', undefined, token)
    await record('GetDevice', seedIds.leoMacBookPro.toLowerCase(), token)
    await record('SaveDevice', { id: seedIds.leoMacBookPro, name: 'Leo’s laptop', releaseChannel: 'beta' }, token)
    await record('LatestAppVersions', undefined, token)
    await record('GetAdminKeychains', undefined, token)
    await record('GetAdminKeychain', seedIds.mayasKeychain.toLowerCase(), token)
    await record('GetSelectableKeychains', undefined, token)
    const keychain = 'a1b2c3d4-0000-4000-8000-0000000000cc'
    await record('SaveKeychain', { isNew: true, id: keychain, name: 'Wire' }, token)
    const key = { type: 'domain', domain: 'example.org', scope: { type: 'webBrowsers' } }
    const expiration = '2025-06-04T15:00:00.000Z'
    await record('SaveKey', { isNew: true, id: 'a1b2c3d4-0000-4000-8000-0000000000ee', keychainId: keychain, key, expiration }, token)
    await record('GetAdminKeychain', keychain, token)
    await record('ToggleChildKeychain', { keychainId: keychain, childId: seedIds.ava }, token)
    await record('RequestPublicKeychain', { searchQuery: 'chess', description: 'chess sites' }, token)
    await record('GetIdentifiedApps', undefined, token)

    // Activity (issue 3).
    await record('UserActivitySummaries', seedIds.maya, token)
    await record('ChildActivitySummaries', { childId: seedIds.maya, jsTimezoneOffsetMinutes: 300 }, token)
    await record('CombinedUsersActivitySummaries', undefined, token)
    await record('FamilyActivitySummaries', { jsTimezoneOffsetMinutes: -60 }, token)
    const range = { start: '2025-05-26T15:00:00.000Z', end: '2025-05-28T15:00:00.000Z' }
    const feed = await record('UserActivityFeed', { userId: seedIds.maya, range }, token)
    await record('CombinedUsersActivityFeed', { range }, token)
    const itemIds = (feed.body as { items: { ids: string[] }[] }).items[0]?.ids ?? []
    await record('FlagActivityItems', itemIds, token)
    await record('FlagActivityItems', itemIds, token)
    await record('DeleteActivityItems_v2', { keystrokeLineIds: [], screenshotIds: itemIds }, token)

    // Billing, notifications, requests, dashboard.
    const stripe = await record('StripeUrl', undefined, token)
    const session = new URL((stripe.body as { url: string }).url).searchParams.get('session_id') ?? ''
    await record('HandleCheckoutCancel', { stripeCheckoutSessionId: session }, token)
    await record('HandleCheckoutSuccess', { stripeCheckoutSessionId: session }, token)
    const pending = await record('CreatePendingNotificationMethod', { case: 'text', phoneNumber: '+15555550199' }, token)
    const code = Number(h.fake.control.outbox()[0]?.code)
    const methodId = (pending.body as { methodId: string }).methodId
    await record('ConfirmPendingNotificationMethod', { id: methodId, code }, token)
    await record('SaveNotification', { id: methodId, isNew: true, methodId, trigger: 'adminChildSecurityEvent' }, token)
    await record('GetUnlockRequests', undefined, token)
    await record('GetUserUnlockRequests', seedIds.maya.toLowerCase(), token)
    await record('GetUnlockRequest', seedIds.unlockRequestYouTube.toLowerCase(), token)
    await record('UpdateUnlockRequest', { id: seedIds.unlockRequestDiscord, status: 'rejected', responseComment: 'not now' }, token)
    await record('GetSuspendFilterRequest', seedIds.suspendRequest.toLowerCase(), token)
    const decision = { case: 'accepted', durationInSeconds: 600, extraMonitoring: '@60' }
    await record('DecideFilterSuspensionRequest', { id: seedIds.suspendRequest, decision }, token)
    await record('GetDashboardWidgets', undefined, token)
    await record('DashboardWidgets', undefined, token)
    // iPhones and iPads (today's API).
    await record('IOSDevices', undefined, token)
    await record('GetIOSDevice', seedIds.mayaIPhone.toLowerCase(), token)
    await record(
      'UpdateIOSDevice',
      { deviceId: seedIds.leoIPad, enabledBlockGroups: [], webPolicy: 'blockAllExcept', webPolicyDomains: ['khanacademy.org'] },
      token,
    )
    await record('UpsertBlockRule', { deviceId: seedIds.leoIPad, rule: { case: 'flowTypeIs', value: { socket: {} } } }, token)

    const covered = new Set<string | undefined>(replies.map(([op]) => routeOf(op)?.op))
    // Every handler in the registry except DeleteEntity (destructive, covered elsewhere) is exercised.
    expect(Object.keys(handlers).filter((op) => !covered.has(op))).toEqual(['DeleteEntity'])

    for (const [op, reply] of replies) {
      expect(reply.status, `${op}: ${reply.text}`).toBe(200)
      expect(reply.text).not.toContain('null')
      expect(wireProblems(reply.body), op).toEqual([])
      const parsed = routeOf(op)!.wire.output.safeParse(reply.body)
      expect(parsed.success, `${op}: ${parsed.error?.message}`).toBe(true)
    }
    // Some answers really carry ids and dates.
    const users = replies.find(([op]) => op === 'GetUsers')?.[1].text ?? ''
    expect(users).toContain(seedIds.maya)
    expect(users).toMatch(/"createdAt":"2025-05-\d\dT\d\d:\d\d:\d\dZ"/)
  })

  it('error bodies omit unset keys and carry a lower-case request id', async () => {
    const h = await startFake()
    const reply = await h.call('Login', { email: 'x@example.com', password: 'y' })
    expect(Object.keys(reply.body).sort()).toEqual(
      ['debugMessage', 'id', 'requestId', 'showContactSupport', 'statusCode', 'type', 'userMessage', 'version'].sort(),
    )
    expect(reply.body.requestId).toBe(reply.body.requestId.toLowerCase())
    expect(reply.text).not.toContain('null')
  })
})

describe('toWire', () => {
  it('drops null and undefined keys, formats dates, upper-cases ids under id keys only', () => {
    const id = 'be000000-0000-4000-8000-00000000000a'
    expect(
      toWire({
        id,
        ids: [id],
        parentId: id,
        token: id,
        children: [id],
        name: id,
        comment: undefined,
        warning: null,
        at: new Date('2025-05-28T21:12:39.456Z'),
        nested: [{ userId: id, createdAt: '2025-05-28T21:12:39Z' }],
      }),
    ).toEqual({
      id: id.toUpperCase(),
      ids: [id.toUpperCase()],
      parentId: id.toUpperCase(),
      token: id.toUpperCase(),
      children: [id.toUpperCase()],
      name: id,
      at: '2025-05-28T21:12:39Z',
      nested: [{ userId: id.toUpperCase(), createdAt: '2025-05-28T21:12:39Z' }],
    })
    expect(toWire([])).toEqual([])
    expect(isoSeconds(Date.parse('2025-01-02T03:04:05.999Z'))).toBe('2025-01-02T03:04:05Z')
  })
})

describe('deterministic randomness', () => {
  it('the seeded generators repeat and produce v4 UUIDs', () => {
    const a = seeded(5)
    const b = seeded(5)
    const first = Array.from({ length: 20 }, () => a.ids())
    expect(Array.from({ length: 20 }, () => b.ids())).toEqual(first)
    expect(new Set(first).size).toBe(20)
    for (const id of first) expect(id).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/)
    const r = seededRandom(9)
    const values = Array.from({ length: 1000 }, r)
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true)
    expect(Math.abs(values.reduce((s, v) => s + v, 0) / values.length - 0.5)).toBeLessThan(0.05)
    expect(uuidGenerator(seededRandom(1))()).not.toBe(uuidGenerator(seededRandom(2))())
  })

  it('the same clock and seed give the same demo data', async () => {
    const one = await startFake({ seedNumber: 3 })
    const dumpOne = JSON.stringify(one.fake.db.screenshot.getAll())
    const two = await startFake({ seedNumber: 99 })
    expect(JSON.stringify(two.fake.db.screenshot.getAll())).toBe(dumpOne)
    expect(two.fake.db.admin.getAll().map((a) => a.passwordHash)).toEqual(one.fake.db.admin.getAll().map((a) => a.passwordHash))
  })
})
