/**
 * "Test an address" on a child's page: over the keys of every keychain the child has (with the
 * child's schedule for each), which would unlock an address or app right now. The keys of public
 * keychains are not given to the parent, so those keychains are named as not tested.
 */
import { sameId } from '@domain/api/ids'
import { type QueryDef, useQuery } from '../../data'
import { AddressTester } from './AddressTester'

/** The child's page's declared reads this test uses. */
export interface ChildAddressTestQueries {
  readonly child: QueryDef<'GetUser'>
  readonly ownKeychains: QueryDef<'GetAdminKeychains'>
  readonly apps: QueryDef<'GetIdentifiedApps'>
}

export function ChildAddressTest({ childId, childName, queries }: { childId: string; childName: string; queries: ChildAddressTestQueries }) {
  const child = useQuery(queries.child)
  const own = useQuery(queries.ownKeychains)
  const apps = useQuery(queries.apps)
  if (!child.data || !own.data) return null
  const owned = own.data.keychains
  const keychains = child.data.keychains.flatMap((link) => {
    const entry = owned.find((k) => sameId(k.summary.id, link.id))
    if (!entry) return []
    return [{ id: link.id, name: link.name, keys: entry.keys, assignments: [{ childId, childName, schedule: link.schedule }] }]
  })
  const untested = child.data.keychains.filter((link) => !owned.some((k) => sameId(k.summary.id, link.id)))
  const note = untested.length === 0 ? undefined : `Not tested: ${untested.map((k) => k.name).join(', ')} (public keychains do not show their keys).`
  return <AddressTester keychains={keychains} apps={apps.data ?? []} scopeName={`${childName}’s keychains`} showKeychain note={note} />
}
