/**
 * Generators for the idempotence property of domain events: one arbitrary per event type (the
 * record's type makes a missing one a type error) and one snapshot arbitrary per operation a
 * projector changes. Ids come from small pools, in either case, so that events often name what a
 * snapshot holds.
 */
import fc from 'fast-check'
import { addDays, formatIsoDate, localDayStartMs, weekdays, type PlainDate } from '@domain/calendar/dates'
import type { DomainEvent } from '@domain/events'
import type { OperationInput, OperationName, OperationOutput } from '@domain/api/operations'
import { iosEventArbitraries, iosSnapshotArbitraries } from './ios-arbitraries'
import { keychainEventArbitraries, keychainSnapshotArbitraries } from './keychain-arbitraries'
import { requestEventArbitraries, requestSnapshotArbitraries } from './request-arbitraries'

// ── ids, times, shared pieces ───────────────────────────────────────────────────────────────

const pool = (hex: string) => [1, 2, 3].map((n) => `${hex.repeat(8)}-0000-4000-8000-${String(n).padStart(12, '0')}`)
const anyCase = (ids: readonly string[]) => fc.constantFrom(...ids).chain((id) => fc.constantFrom(id.toLowerCase(), id.toUpperCase()))

const adminIds = pool('1')
const childIds = pool('c')
const deviceIds = pool('d')
const userDeviceIds = pool('e')
const keychainIds = pool('a')
const blockedAppIds = pool('b')
const itemIds = [...pool('f'), ...pool('9')]
const announcementIds = pool('5')
const notificationIds = pool('7')
const methodIds = pool('6')

const firstDay: PlainDate = { year: 2026, month: 11, day: 20 }
const days = [0, 1, 2].map((n) => addDays(firstDay, n))
const offsets = [0, 300, -60, 720]
const t0 = Date.UTC(2026, 10, 19, 12, 0, 0)
const arbIso = fc.integer({ min: t0, max: t0 + 4 * 86_400_000 }).map((ms) => new Date(ms).toISOString())
const arbName = fc.constantFrom('Maya', ' Leo ', 'Den iMac', '', 'Sam')

const arbTime = fc.record({ hour: fc.integer({ min: 0, max: 23 }), minute: fc.integer({ min: 0, max: 59 }) })
const arbWindow = fc.record({ start: arbTime, end: arbTime })
const arbSchedule = fc.record({
  mode: fc.constantFrom('active' as const, 'inactive' as const),
  days: fc.record(Object.fromEntries(weekdays.map((d) => [d, fc.boolean()])) as Record<(typeof weekdays)[number], fc.Arbitrary<boolean>>),
  window: arbWindow,
})
const arbStatus = fc.constantFrom({ case: 'filterOn' as const }, { case: 'offline' as const })
const arbChannel = fc.constantFrom('stable' as const, 'beta' as const, 'canary' as const)

const arbCard = (ids: fc.Arbitrary<string>) =>
  fc.record(
    {
      id: ids,
      parentId: anyCase(adminIds),
      name: arbName,
      description: fc.constantFrom('For school', 'Music'),
      isPublic: fc.boolean(),
      numKeys: fc.nat(9),
    },
    { requiredKeys: ['id', 'parentId', 'name', 'isPublic', 'numKeys'] },
  )
const arbUserKeychain = fc
  .tuple(arbCard(anyCase(keychainIds)), fc.option(arbSchedule, { nil: undefined }))
  .map(([card, schedule]) => (schedule ? { ...card, schedule } : card))
const arbBlockedApp = fc.record(
  { id: anyCase(blockedAppIds), identifier: fc.constantFrom('FaceTime', 'com.valvesoftware.steam'), schedule: arbSchedule },
  { requiredKeys: ['id', 'identifier'] },
)

const byId = <T extends { id: string }>(item: T) => item.id.toLowerCase()

// ── snapshots ───────────────────────────────────────────────────────────────────────────────

const arbUserDevice = fc.record(
  {
    id: anyCase(userDeviceIds),
    deviceId: anyCase(deviceIds),
    status: arbStatus,
    modelFamily: fc.constantFrom('iMac' as const, 'macBookAir' as const),
    modelTitle: fc.constant('iMac (24-inch, M3)'),
    modelIdentifier: fc.constant('Mac15,4'),
    customName: arbName,
  },
  { requiredKeys: ['id', 'deviceId', 'status', 'modelFamily', 'modelTitle', 'modelIdentifier'] },
)

const arbUser = fc.record(
  {
    id: anyCase(childIds),
    name: arbName,
    keyloggingEnabled: fc.boolean(),
    screenshotsEnabled: fc.boolean(),
    screenshotsResolution: fc.integer({ min: 200, max: 2000 }),
    screenshotsFrequency: fc.integer({ min: 10, max: 600 }),
    showSuspensionActivity: fc.boolean(),
    keychains: fc.uniqueArray(arbUserKeychain, { selector: byId, maxLength: 3 }),
    downtime: arbWindow,
    devices: fc.uniqueArray(arbUserDevice, { selector: byId, maxLength: 3 }),
    blockedApps: fc.uniqueArray(arbBlockedApp, { selector: byId, maxLength: 2 }),
    createdAt: arbIso,
  },
  {
    requiredKeys: [
      'id',
      'name',
      'keyloggingEnabled',
      'screenshotsEnabled',
      'screenshotsResolution',
      'screenshotsFrequency',
      'showSuspensionActivity',
      'keychains',
      'devices',
      'createdAt',
    ],
  },
)

const arbDevice = fc.record(
  {
    id: anyCase(deviceIds),
    name: arbName,
    releaseChannel: arbChannel,
    users: fc.array(fc.record({ id: anyCase(childIds), name: arbName, status: arbStatus }), { maxLength: 2 }),
    appVersion: fc.constantFrom('2.7.0', '0.0.0'),
    serialNumber: fc.constant('C02XYZ'),
    modelIdentifier: fc.constant('Mac15,4'),
    modelFamily: fc.constantFrom('iMac' as const, 'mini' as const),
    modelTitle: fc.constant('iMac (24-inch, M3)'),
  },
  { requiredKeys: ['id', 'releaseChannel', 'users', 'appVersion', 'serialNumber', 'modelIdentifier', 'modelFamily', 'modelTitle'] },
)

const arbItem = fc
  .record({
    id: anyCase(itemIds),
    screenshot: fc.boolean(),
    flagged: fc.boolean(),
    duringSuspension: fc.boolean(),
    createdAt: arbIso,
    more: fc.uniqueArray(anyCase(itemIds), { maxLength: 2 }),
  })
  .map(({ id, screenshot, flagged, duringSuspension, createdAt, more }) => {
    const common = { id, duringSuspension, flagged, createdAt }
    return screenshot
      ? { case: 'screenshot' as const, ...common, ids: [id], url: '/shot.png', width: 4, height: 3 }
      : {
          case: 'keystrokeLine' as const,
          ...common,
          ids: [id, ...more.filter((m) => m.toLowerCase() !== id.toLowerCase())],
          appName: 'Notes',
          line: 'hi',
        }
  })

const arbFeed = fc.record({
  userName: arbName,
  showSuspensionActivity: fc.boolean(),
  numDeleted: fc.nat(5),
  items: fc.uniqueArray(arbItem, { selector: byId, maxLength: 8 }),
})

/** A day's counts: reviewed (cleared + flagged) never above the total. */
const arbDay = (date: PlainDate, offset: number) =>
  fc.nat(10).chain((numTotal) =>
    fc.nat(numTotal).chain((numApproved) =>
      fc.nat(numTotal - numApproved).map((numFlagged) => ({
        date: new Date(localDayStartMs(date, offset)).toISOString().replace('.000Z', 'Z'),
        numApproved,
        numFlagged,
        numTotal,
      })),
    ),
  )
const arbDays = (offset: number) => fc.subarray(days).chain((chosen) => fc.tuple(...chosen.map((date) => arbDay(date, offset))))

const arbTrigger = fc.constantFrom('unlockRequestSubmitted' as const, 'suspendFilterRequestSubmitted' as const, 'adminChildSecurityEvent' as const)
const arbMethodConfig = fc.oneof(
  fc.constantFrom('demo@gatehouse.app', 'grandma@example.com').map((email) => ({ case: 'email' as const, email })),
  fc.constantFrom('+15555550123', '+442079460958').map((phoneNumber) => ({ case: 'text' as const, phoneNumber })),
  fc.constant({ case: 'slack' as const, token: 'xoxb-1', channelName: '#family', channelId: 'C0FAM' }),
)
const arbAdmin = fc.record({
  id: fc.constant(adminIds[0] ?? ''),
  email: fc.constant('demo@gatehouse.app'),
  subscriptionStatus: fc.constant({ case: 'trialing' as const, daysLeft: 12 }),
  notifications: fc.uniqueArray(fc.record({ id: anyCase(notificationIds), trigger: arbTrigger, methodId: anyCase(methodIds) }), {
    selector: byId,
    maxLength: 3,
  }),
  verifiedNotificationMethods: fc.uniqueArray(fc.record({ id: anyCase(methodIds), config: arbMethodConfig }), {
    selector: byId,
    maxLength: 3,
  }),
  hasAdminChild: fc.boolean(),
  monthlyPriceInDollars: fc.constant(15),
})

const range = { start: '2026-11-20T04:59:59.999Z', end: '2026-11-21T04:59:59.999Z' }

type Snapshot<N extends OperationName> = { input: OperationInput<N>; data: OperationOutput<N> }
const snap = <N extends OperationName>(arb: fc.Arbitrary<{ input: unknown; data: unknown }>) => arb as unknown as fc.Arbitrary<Snapshot<N>>

/** A snapshot (input and data) for each operation that a projector may change. */
export const snapshotArbitraries: Partial<{ [N in OperationName]: fc.Arbitrary<Snapshot<N>> }> = {
  GetAdmin: snap(arbAdmin.map((data) => ({ input: undefined, data }))),
  GetUsers: snap(fc.uniqueArray(arbUser, { selector: byId, maxLength: 3 }).map((data) => ({ input: undefined, data }))),
  GetUser: snap(arbUser.map((data) => ({ input: data.id, data }))),
  GetDevices: snap(fc.uniqueArray(arbDevice, { selector: byId, maxLength: 3 }).map((data) => ({ input: undefined, data }))),
  GetDevice: snap(arbDevice.map((data) => ({ input: data.id, data }))),
  UserActivityFeed: snap(fc.record({ input: fc.record({ userId: anyCase(childIds), range: fc.constant(range) }), data: arbFeed })),
  CombinedUsersActivityFeed: snap(
    fc.record({ input: fc.constant({ range, jsTimezoneOffsetMinutes: 300 }), data: fc.array(arbFeed, { maxLength: 3 }) }),
  ),
  UserActivitySummaries: snap(
    fc
      .tuple(anyCase(childIds), fc.constantFrom(...offsets))
      .chain(([childId, offset]) =>
        arbDays(offset).map((list) => ({ input: { childId, jsTimezoneOffsetMinutes: offset }, data: { userName: 'Maya', days: list } })),
      ),
  ),
  ...requestSnapshotArbitraries,
  GetDashboardWidgets: snap(
    fc.option(fc.record({ id: anyCase(announcementIds), html: fc.constant('News') }), { nil: undefined }).map((announcement) => ({
      input: undefined,
      data: {
        users: [],
        userActivitySummaries: [],
        unlockRequests: [],
        recentScreenshots: [],
        numAdminNotifications: 0,
        ...(announcement ? { announcement } : {}),
      },
    })),
  ),
  ...keychainSnapshotArbitraries,
  ...iosSnapshotArbitraries,
  CombinedUsersActivitySummaries: snap(
    fc.constantFrom(...offsets).chain((offset) => arbDays(offset).map((data) => ({ input: { jsTimezoneOffsetMinutes: offset }, data }))),
  ),
}

// ── events ──────────────────────────────────────────────────────────────────────────────────

const arbDayCounts = fc.record({
  date: fc.constantFrom(...days, addDays(firstDay, -1)).map(formatIsoDate),
  numApproved: fc.nat(12),
  numFlagged: fc.nat(12),
})
const arbEventItem = fc.record({ id: anyCase(itemIds), createdAt: arbIso })
const arbSavedChild = fc.record(
  {
    id: anyCase(childIds),
    isNew: fc.boolean(),
    name: arbName,
    keyloggingEnabled: fc.boolean(),
    screenshotsEnabled: fc.boolean(),
    screenshotsResolution: fc.integer({ min: 200, max: 2000 }),
    screenshotsFrequency: fc.integer({ min: 1, max: 600 }),
    showSuspensionActivity: fc.boolean(),
    downtime: arbWindow,
    keychains: fc.uniqueArray(fc.record({ id: anyCase(keychainIds), schedule: arbSchedule }, { requiredKeys: ['id'] }), {
      selector: byId,
      maxLength: 3,
    }),
    blockedApps: fc.uniqueArray(arbBlockedApp, { selector: byId, maxLength: 2 }),
  },
  {
    requiredKeys: [
      'id',
      'isNew',
      'name',
      'keyloggingEnabled',
      'screenshotsEnabled',
      'screenshotsResolution',
      'screenshotsFrequency',
      'showSuspensionActivity',
      'keychains',
    ],
  },
)

type EventOf<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>

/** One arbitrary per domain event type. */
export const eventArbitraries: { [T in DomainEvent['type']]: fc.Arbitrary<EventOf<T>> } = {
  activityItemsFlagSet: fc.record(
    {
      type: fc.constant('activityItemsFlagSet' as const),
      childId: anyCase(childIds),
      items: fc.array(fc.record({ id: anyCase(itemIds), createdAt: arbIso, flagged: fc.boolean() }), { maxLength: 4 }),
      day: arbDayCounts,
    },
    { requiredKeys: ['type', 'items'] },
  ),
  activityItemsDeleted: fc.record(
    {
      type: fc.constant('activityItemsDeleted' as const),
      childId: anyCase(childIds),
      items: fc.array(arbEventItem, { maxLength: 4 }),
      day: arbDayCounts,
    },
    { requiredKeys: ['type', 'items'] },
  ),
  childSaved: fc.record(
    {
      type: fc.constant('childSaved' as const),
      child: arbSavedChild,
      addedKeychains: fc.array(arbCard(anyCase(keychainIds)), { minLength: 1, maxLength: 3 }),
      createdAt: arbIso,
    },
    { requiredKeys: ['type', 'child'] },
  ),
  childDeleted: fc.record({ type: fc.constant('childDeleted' as const), childId: anyCase(childIds) }),
  deviceDeleted: fc.record({
    type: fc.constant('deviceDeleted' as const),
    childId: anyCase(childIds),
    userDeviceId: anyCase(userDeviceIds),
  }),
  childKeychainSet: anyCase(keychainIds).chain((keychainId) =>
    fc.record(
      {
        type: fc.constant('childKeychainSet' as const),
        childId: anyCase(childIds),
        keychainId: fc.constant(keychainId),
        assigned: fc.boolean(),
        // Usually the keychain's own card; sometimes another one's, which must not be shown.
        keychain: arbCard(fc.oneof(fc.constant(keychainId), anyCase(keychainIds))),
      },
      { requiredKeys: ['type', 'childId', 'keychainId', 'assigned'] },
    ),
  ),
  announcementDismissed: fc.record({ type: fc.constant('announcementDismissed' as const), announcementId: anyCase(announcementIds) }),
  deviceSaved: fc.record(
    { type: fc.constant('deviceSaved' as const), deviceId: anyCase(deviceIds), name: arbName, releaseChannel: arbChannel },
    { requiredKeys: ['type', 'deviceId', 'releaseChannel'] },
  ),
  ...keychainEventArbitraries,
  ...iosEventArbitraries,
  notificationSaved: fc.record({
    type: fc.constant('notificationSaved' as const),
    notificationId: anyCase(notificationIds),
    isNew: fc.boolean(),
    methodId: anyCase(methodIds),
    trigger: arbTrigger,
  }),
  notificationDeleted: fc.record({ type: fc.constant('notificationDeleted' as const), notificationId: anyCase(notificationIds) }),
  notificationMethodConfirmed: fc.record({
    type: fc.constant('notificationMethodConfirmed' as const),
    methodId: anyCase(methodIds),
    config: arbMethodConfig,
  }),
  notificationMethodDeleted: fc.record({ type: fc.constant('notificationMethodDeleted' as const), methodId: anyCase(methodIds) }),
  ...requestEventArbitraries,
}
