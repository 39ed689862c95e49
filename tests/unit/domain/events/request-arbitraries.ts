/**
 * The request module's part of event-arbitraries.ts: its events, and snapshots of the request
 * operations its projector changes. Ids come from small pools (unlock requests `88888888-…`,
 * suspension requests `55555555-…`, children `cccccccc-…`), in either case, so that events often
 * name what a snapshot holds.
 */
import fc from 'fast-check'
import type { DomainEvent } from '@domain/events'
import type { OperationInput, OperationName, OperationOutput } from '@domain/api/operations'

const pool = (hex: string) => [1, 2, 3].map((n) => `${hex.repeat(8)}-0000-4000-8000-${String(n).padStart(12, '0')}`)
const anyCase = (ids: readonly string[]) => fc.constantFrom(...ids).chain((id) => fc.constantFrom(id.toLowerCase(), id.toUpperCase()))
const unlockIds = anyCase(pool('8'))
const suspendIds = anyCase(pool('5'))
const childIds = anyCase(pool('c'))
const deviceIds = anyCase(pool('e'))
const byId = <T extends { id: string }>(item: T) => item.id.toLowerCase()

const t0 = Date.UTC(2026, 10, 19, 12, 0, 0)
const arbIso = fc.integer({ min: t0, max: t0 + 4 * 86_400_000 }).map((ms) => new Date(ms).toISOString())
const arbName = fc.constantFrom('Maya', ' Leo ', '', 'Sam')
const arbRequestStatus = fc.constantFrom('pending' as const, 'accepted' as const, 'rejected' as const)

const arbUnlockRequest = fc.record(
  {
    id: unlockIds,
    userId: childIds,
    userName: arbName,
    status: arbRequestStatus,
    url: fc.constant('https://www.youtube.com/watch?v=1'),
    domain: fc.constant('www.youtube.com'),
    requestComment: fc.constant('for school'),
    appBundleId: fc.constant('com.apple.Safari'),
    appCategories: fc.constant(['browser']),
    createdAt: arbIso,
  },
  { requiredKeys: ['id', 'userId', 'userName', 'status', 'appCategories', 'createdAt'] },
)
const arbSuspendRequest = fc.record(
  {
    id: suspendIds,
    deviceId: deviceIds,
    status: arbRequestStatus,
    userName: arbName,
    requestedDurationInSeconds: fc.integer({ min: 60, max: 7200 }),
    requestComment: fc.constant('homework'),
    responseComment: fc.constant('ok'),
    extraMonitoringOptions: fc.constantFrom({}, { k: 'keylogging' }),
    createdAt: arbIso,
  },
  { requiredKeys: ['id', 'deviceId', 'status', 'userName', 'requestedDurationInSeconds', 'extraMonitoringOptions', 'createdAt'] },
)
const arbUnlockList = fc.uniqueArray(arbUnlockRequest, { selector: byId, maxLength: 4 })

type Snapshot<N extends OperationName> = { input: OperationInput<N>; data: OperationOutput<N> }
const snap = <N extends OperationName>(arb: fc.Arbitrary<{ input: unknown; data: unknown }>) => arb as unknown as fc.Arbitrary<Snapshot<N>>

export const requestSnapshotArbitraries: Partial<{ [N in OperationName]: fc.Arbitrary<Snapshot<N>> }> = {
  GetUnlockRequests: snap(arbUnlockList.map((data) => ({ input: undefined, data }))),
  GetUserUnlockRequests: snap(fc.tuple(childIds, arbUnlockList).map(([input, data]) => ({ input, data }))),
  GetUnlockRequest: snap(arbUnlockRequest.map((data) => ({ input: data.id, data }))),
  GetSuspendFilterRequest: snap(arbSuspendRequest.map((data) => ({ input: data.id, data }))),
}

type EventOf<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>
export const requestEventArbitraries: { [T in 'unlockRequestDecided' | 'filterSuspensionDecided']: fc.Arbitrary<EventOf<T>> } = {
  unlockRequestDecided: fc.record({
    type: fc.constant('unlockRequestDecided' as const),
    requestId: unlockIds,
    status: fc.constantFrom('accepted' as const, 'rejected' as const),
  }),
  filterSuspensionDecided: fc.record(
    {
      type: fc.constant('filterSuspensionDecided' as const),
      requestId: suspendIds,
      status: fc.constantFrom('accepted' as const, 'rejected' as const),
      durationInSeconds: fc.integer({ min: 60, max: 7200 }),
      responseComment: fc.constantFrom('have fun', 'not now'),
    },
    { requiredKeys: ['type', 'requestId', 'status'] },
  ),
}
