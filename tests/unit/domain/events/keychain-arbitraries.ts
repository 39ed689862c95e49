/**
 * The keychain module's part of event-arbitraries.ts: its events, and snapshots of the keychain
 * operations its projector changes. Ids come from the same small pools (keychains `aaaaaaaa-…`,
 * children `cccccccc-…`), in either case, so that events often name what a snapshot holds.
 */
import fc from 'fast-check'
import type { DomainEvent } from '@domain/events'
import type { OperationInput, OperationName, OperationOutput } from '@domain/api/operations'

const pool = (hex: string) => [1, 2, 3].map((n) => `${hex.repeat(8)}-0000-4000-8000-${String(n).padStart(12, '0')}`)
const anyCase = (ids: readonly string[]) => fc.constantFrom(...ids).chain((id) => fc.constantFrom(id.toLowerCase(), id.toUpperCase()))
const keychainIds = anyCase(pool('a'))
const keyIds = anyCase(pool('6'))
const childIds = anyCase(pool('c'))
const adminId = anyCase(pool('1'))
const byId = <T extends { id: string }>(item: T) => item.id.toLowerCase()
const byKeychain = (entry: { summary: { id: string } }) => entry.summary.id.toLowerCase()

const browsers = { type: 'webBrowsers' as const }
const arbSharedKey = fc.oneof(
  fc.constantFrom('khanacademy.org', 'docs.google.com').map((domain) => ({ type: 'anySubdomain' as const, domain, scope: browsers })),
  fc.constant({ type: 'skeleton' as const, scope: { type: 'identifiedAppSlug' as const, identifiedAppSlug: 'zoom' } }),
)
const arbExpiration = fc.constantFrom('2026-12-01T10:00:00Z', '2026-12-03T08:30:00Z')
const arbKey = (keychainId: fc.Arbitrary<string>) =>
  fc.record(
    { id: keyIds, keychainId, key: arbSharedKey, comment: fc.constantFrom('school', 'piano'), expiration: arbExpiration },
    { requiredKeys: ['id', 'keychainId', 'key'] },
  )
const arbSummary = fc.record(
  {
    id: keychainIds,
    parentId: adminId,
    name: fc.constantFrom('School', 'Music', ''),
    description: fc.constantFrom('For class', 'Piano'),
    warning: fc.constant('Check the keys first'),
    isPublic: fc.boolean(),
    numKeys: fc.nat(4),
  },
  { requiredKeys: ['id', 'parentId', 'name', 'isPublic', 'numKeys'] },
)
/** A keychain with its own keys (as the server lists them: numKeys = the number of keys). */
const arbEntry = arbSummary.chain((summary) =>
  fc
    .record({
      keys: fc.uniqueArray(arbKey(fc.constant(summary.id)), { selector: byId, maxLength: 3 }),
      children: fc.uniqueArray(childIds, { selector: (id) => id.toLowerCase(), maxLength: 2 }),
    })
    .map(({ keys, children }) => ({ summary: { ...summary, numKeys: keys.length }, children, keys })),
)

type Snapshot<N extends OperationName> = { input: OperationInput<N>; data: OperationOutput<N> }
const snap = <N extends OperationName>(arb: fc.Arbitrary<{ input: unknown; data: unknown }>) => arb as unknown as fc.Arbitrary<Snapshot<N>>

export const keychainSnapshotArbitraries: Partial<{ [N in OperationName]: fc.Arbitrary<Snapshot<N>> }> = {
  GetAdminKeychains: snap(
    fc
      .record({
        keychains: fc.uniqueArray(arbEntry, { selector: byKeychain, maxLength: 3 }),
        children: fc.uniqueArray(fc.record({ id: childIds, name: fc.constantFrom('Maya', 'Leo') }), { selector: byId, maxLength: 3 }),
      })
      .map((data) => ({ input: undefined, data })),
  ),
  GetAdminKeychain: snap(arbEntry.map(({ summary, keys }) => ({ input: summary.id, data: { summary, keys } }))),
  GetSelectableKeychains: snap(
    fc
      .record({
        own: fc.uniqueArray(arbSummary, { selector: byId, maxLength: 3 }),
        public: fc.uniqueArray(arbSummary, { selector: byId, maxLength: 2 }),
      })
      .map((data) => ({ input: undefined, data })),
  ),
}

type EventOf<T extends DomainEvent['type']> = Extract<DomainEvent, { type: T }>

export const keychainEventArbitraries: { [T in 'keychainSaved' | 'keychainDeleted' | 'keySaved' | 'keyDeleted']: fc.Arbitrary<EventOf<T>> } = {
  keychainSaved: fc.record({
    type: fc.constant('keychainSaved' as const),
    isNew: fc.boolean(),
    parentId: adminId,
    keychain: fc.record(
      { id: keychainIds, name: fc.constantFrom('School', 'Homework'), description: fc.constant('For class') },
      { requiredKeys: ['id', 'name'] },
    ),
  }),
  keychainDeleted: fc.record({ type: fc.constant('keychainDeleted' as const), keychainId: keychainIds }),
  keySaved: fc.record({
    type: fc.constant('keySaved' as const),
    isNew: fc.boolean(),
    key: arbKey(keychainIds),
    numKeys: fc.nat(5),
  }),
  keyDeleted: fc.record({ type: fc.constant('keyDeleted' as const), keychainId: keychainIds, keyId: keyIds, numKeys: fc.nat(5) }),
}
