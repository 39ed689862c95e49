import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasNoInput, operationNames, operations } from '@domain/api/operations'
import { isoDatePattern } from '@domain/api/wire'

/** The spec's operations, by name: 8 unauthenticated and 39 admin operations. */
const specNone = [
  'Login',
  'LoginMagicLink',
  'RequestMagicLink',
  'ResetPassword',
  'SaveConferenceEmail',
  'SendPasswordResetEmail',
  'Signup',
  'VerifySignupEmail',
]
const specAdmin = [
  'GetAdmin',
  'StripeUrl',
  'HandleCheckoutSuccess',
  'HandleCheckoutCancel',
  'SaveNotification',
  'CreatePendingNotificationMethod',
  'ConfirmPendingNotificationMethod',
  'DeleteEntity',
  'GetSelectableKeychains',
  'GetIdentifiedApps',
  'GetUser',
  'GetUsers',
  'SaveUser',
  'CreatePendingAppConnection',
  'RequestPublicKeychain',
  'GetAdminKeychains',
  'GetAdminKeychain',
  'SaveKeychain',
  'SaveKey',
  'ToggleChildKeychain',
  'GetUnlockRequest',
  'GetUnlockRequests',
  'GetUserUnlockRequests',
  'UpdateUnlockRequest',
  'GetSuspendFilterRequest',
  'DecideFilterSuspensionRequest',
  'UserActivitySummaries',
  'CombinedUsersActivitySummaries',
  'CombinedUsersActivityFeed',
  'UserActivityFeed',
  'DeleteActivityItems_v2',
  'FlagActivityItems',
  'GetDevices',
  'GetDevice',
  'SaveDevice',
  'LatestAppVersions',
  'SecurityEventsFeed',
  'GetDashboardWidgets',
  'LogEvent',
]
/** Today's iPhone and iPad operations (admin). */
const iosAdmin = ['IOSDevices', 'GetIOSDevice', 'UpdateIOSDevice', 'UpsertBlockRule']

describe('operation table', () => {
  it('holds exactly the 47 operations of the spec and the 4 of iOS devices', () => {
    expect(specNone).toHaveLength(8)
    expect(specAdmin).toHaveLength(39)
    expect([...operationNames].sort()).toEqual([...specNone, ...specAdmin, ...iosAdmin].sort())
  })

  it('gives each operation the spec auth mode', () => {
    for (const name of specNone) expect(operations[name as 'Login'].auth, name).toBe('none')
    for (const name of [...specAdmin, ...iosAdmin]) expect(operations[name as 'GetAdmin'].auth, name).toBe('admin')
  })

  it('marks exactly the void-input operations', () => {
    const voidOps = operationNames.filter(hasNoInput).sort()
    expect(voidOps).toEqual(
      [
        'GetAdmin',
        'StripeUrl',
        'GetUsers',
        'GetDevices',
        'LatestAppVersions',
        'GetDashboardWidgets',
        'SecurityEventsFeed',
        'GetAdminKeychains',
        'GetSelectableKeychains',
        'GetIdentifiedApps',
        'GetUnlockRequests',
        'IOSDevices',
      ].sort(),
    )
  })
})

// ── what the real server sends ────────────────────────────────────────────────────────────

const hexUuid = fc.uuid().map((u) => u.toUpperCase())
const anyCaseUuid = fc.tuple(fc.uuid(), fc.boolean()).map(([u, upper]) => (upper ? u.toUpperCase() : u))
const isoOutDate = fc
  .tuple(fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }), fc.boolean())
  .map(([d, millis]) => (millis ? d.toISOString() : d.toISOString().replace(/\.\d{3}Z$/, 'Z')))

const status = fc.constantFrom(
  { case: 'filterOn' },
  { case: 'offline' },
  { case: 'filterOff' },
  { case: 'filterSuspended', resuming: '2025-05-28T19:30:00Z' },
  { case: 'filterSuspended' },
  { case: 'downtime', ending: '2025-05-28T19:30:00Z' },
)

const userArb = fc.record({
  id: anyCaseUuid,
  name: fc.string(),
  keyloggingEnabled: fc.boolean(),
  screenshotsEnabled: fc.boolean(),
  screenshotsResolution: fc.integer({ min: 100, max: 4000 }),
  screenshotsFrequency: fc.integer({ min: 10, max: 3600 }),
  showSuspensionActivity: fc.boolean(),
  keychains: fc.array(
    fc.record({
      id: anyCaseUuid,
      parentId: hexUuid,
      name: fc.string(),
      isPublic: fc.boolean(),
      numKeys: fc.nat(),
    }),
    { maxLength: 3 },
  ),
  devices: fc.array(
    fc.record({
      id: anyCaseUuid,
      deviceId: anyCaseUuid,
      status,
      modelFamily: fc.constantFrom('macBook', 'macBookAir', 'iMac', 'unknown'),
      modelTitle: fc.string(),
      modelIdentifier: fc.string(),
    }),
    { maxLength: 3 },
  ),
  createdAt: isoOutDate,
})

describe('output schemas accept what the real server sends', () => {
  it('User: either UUID case, dates with or without milliseconds, absent optional keys', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(userArb, (user) => {
        const parsed = operations.GetUser.output.safeParse(user)
        expect(parsed.success).toBe(true)
      }),
    )
  })

  it('tolerates unknown extra keys (fields added by later servers) and strips them', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(userArb, fc.string({ minLength: 1 }), fc.jsonValue(), (user, extraKey, extraValue) => {
        fc.pre(!(extraKey in user) && extraKey !== '__proto__')
        const parsed = operations.GetUser.output.safeParse({ ...user, [extraKey]: extraValue })
        expect(parsed.success).toBe(true)
        if (parsed.success) expect(Object.keys(parsed.data)).not.toContain(extraKey)
      }),
    )
  })

  it('treats null on an optional key as absent', () => {
    const parsed = operations.GetDevice.output.safeParse({
      id: 'CC000000-1111-0000-0000-000000000000',
      name: null,
      releaseChannel: 'stable',
      users: [],
      appVersion: '2.6.0',
      serialNumber: 'C02X',
      modelIdentifier: 'Mac14,2',
      modelFamily: 'macBookAir',
      modelTitle: 'M2 MacBook Air (2022)',
    })
    expect(parsed.success).toBe(true)
    if (parsed.success) expect('name' in parsed.data && parsed.data.name !== undefined).toBe(false)
  })

  it('accepts the contract example responses', () => {
    expect(
      operations.GetAdmin.output.safeParse({
        id: 'BE000000-0000-0000-0000-000000000000',
        email: 'betsy@example.com',
        subscriptionStatus: { case: 'trialing', daysLeft: 12 },
        notifications: [
          { id: '7A1C4E0B-2F3D-4B5A-9C6D-1E2F3A4B5C6D', trigger: 'unlockRequestSubmitted', methodId: 'C3D4E5F6-0718-4293-A4B5-C6D7E8F90A1B' },
        ],
        verifiedNotificationMethods: [
          { id: 'C3D4E5F6-0718-4293-A4B5-C6D7E8F90A1B', config: { case: 'email', email: 'betsy@example.com' } },
          { id: 'D1E2F3A4-B5C6-4D7E-8F90-A1B2C3D4E5F6', config: { case: 'text', phoneNumber: '+15555551234' } },
        ],
        hasAdminChild: false,
        monthlyPriceInDollars: 15,
      }).success,
    ).toBe(true)
    expect(
      operations.UserActivitySummaries.output.safeParse({
        userName: 'Little Jimmy',
        days: [
          { date: '2025-05-28T00:00:00Z', numApproved: 4, numFlagged: 1, numTotal: 27 },
          { date: '2025-05-09T00:00:00Z', numApproved: 0, numFlagged: 2, numTotal: 2 },
        ],
      }).success,
    ).toBe(true)
    expect(
      operations.GetAdminKeychain.output.safeParse({
        summary: {
          id: '11111111-AAAA-4BBB-8CCC-000000000001',
          parentId: 'BE000000-0000-0000-0000-000000000000',
          name: 'Music',
          isPublic: false,
          numKeys: 2,
        },
        keys: [
          {
            id: '22222222-AAAA-4BBB-8CCC-000000000001',
            keychainId: '11111111-AAAA-4BBB-8CCC-000000000001',
            key: { type: 'anySubdomain', domain: 'musictheory.net', scope: { type: 'webBrowsers' } },
          },
          {
            id: '22222222-AAAA-4BBB-8CCC-000000000002',
            keychainId: '11111111-AAAA-4BBB-8CCC-000000000001',
            comment: 'for lessons',
            expiration: '2025-06-01T04:00:00Z',
            key: { type: 'skeleton', scope: { type: 'bundleId', bundleId: 'com.apple.GarageBand10' } },
          },
          {
            id: '22222222-AAAA-4BBB-8CCC-000000000003',
            keychainId: '11111111-AAAA-4BBB-8CCC-000000000001',
            key: { type: 'domain', domain: 'x.com', scope: { type: 'single', single: { type: 'identifiedAppSlug', identifiedAppSlug: 'slack' } } },
          },
        ],
      }).success,
    ).toBe(true)
  })

  it('date pattern: with and without milliseconds, not bare dates', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(isoOutDate, (d) => {
        expect(isoDatePattern.test(d)).toBe(true)
      }),
    )
    expect(isoDatePattern.test('2025-05-28')).toBe(false)
    expect(isoDatePattern.test('yesterday')).toBe(false)
  })
})

describe('schemas reject what the server cannot send', () => {
  it('rejects a User missing any required key', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(
        userArb,
        fc.constantFrom('id', 'name', 'keyloggingEnabled', 'screenshotsEnabled', 'keychains', 'devices', 'createdAt'),
        (user, key) => {
          const broken: Record<string, unknown> = { ...user }
          delete broken[key]
          expect(operations.GetUser.output.safeParse(broken).success).toBe(false)
        },
      ),
    )
  })

  it('rejects ids that are not UUIDs, fractional integers, unknown enum values and unknown cases', () => {
    const base = {
      id: 'CC000000-1111-0000-0000-000000000000',
      releaseChannel: 'stable',
      users: [],
      appVersion: '2.6.0',
      serialNumber: 'C02X',
      modelIdentifier: 'Mac14,2',
      modelFamily: 'macBookAir',
      modelTitle: 'M2 MacBook Air (2022)',
    }
    expect(operations.GetDevice.output.safeParse(base).success).toBe(true)
    expect(operations.GetDevice.output.safeParse({ ...base, id: 'not-a-uuid' }).success).toBe(false)
    expect(operations.GetDevice.output.safeParse({ ...base, releaseChannel: 'nightly' }).success).toBe(false)
    expect(
      operations.GetDevice.output.safeParse({
        ...base,
        users: [{ id: base.id, name: 'x', status: { case: 'asleep' } }],
      }).success,
    ).toBe(false)
    expect(operations.CreatePendingAppConnection.output.safeParse({ code: 123456.5 }).success).toBe(false)
    expect(operations.GetUsers.output.safeParse({ users: [] }).success).toBe(false)
    expect(operations.StripeUrl.output.safeParse('https://x').success).toBe(false)
  })

  it('inputs: scalar-UUID operations take a bare id string', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(anyCaseUuid, (id) => {
        expect(operations.GetUser.input.safeParse(id).success).toBe(true)
      }),
    )
    expect(operations.GetUser.input.safeParse({ id: '00000000-2222-4444-0000-000000000000' }).success).toBe(false)
  })

  it('inputs: activity ranges need milliseconds (toISOString output)', () => {
    const userId = '00000000-1111-4444-0000-000000000000'
    const ok = { userId, range: { start: '2025-05-28T04:00:00.000Z', end: '2025-05-29T03:59:59.999Z' } }
    expect(operations.UserActivityFeed.input.safeParse(ok).success).toBe(true)
    expect(operations.UserActivityFeed.input.safeParse({ userId, range: { start: '2025-05-28T04:00:00Z', end: ok.range.end } }).success).toBe(false)
  })
})
