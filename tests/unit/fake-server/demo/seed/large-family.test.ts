/**
 * The large demo family: its sizes as the demo parent sees them, the same family from the same
 * clock, activity within the store's cap, and a seed that gives way between its chunks.
 */
import { describe, expect, it } from 'vitest'
import type { ServerDeps } from '../../../../../fake-server/core/context'
import { createDb, EphemeralStores, snapshotDb } from '../../../../../fake-server/core/db/db'
import { Outbox } from '../../../../../fake-server/core/outbox'
import { seeded } from '../../../../../fake-server/core/random'
import { maxStoredActivityRows } from '../../../../../fake-server/demo/activity/simulator'
import { seedLargeFamily, largeFamilySize, largeIds } from '../../../../../fake-server/demo/seed/large'
import { countDevices } from '../../../../../fake-server/demo/seed/large/family'
import { seedIds } from '../../../../../fake-server/demo/seed/seed'

const clockAt = (iso: string) => () => new Date(iso)

function freshDeps(iso = '2025-05-28T15:00:00Z'): ServerDeps {
  const { ids, random } = seeded(7)
  return {
    db: createDb(),
    stores: new EphemeralStores(),
    outbox: new Outbox(ids),
    clock: clockAt(iso),
    newId: ids,
    random,
    dashboardUrl: 'http://dashboard.test',
  }
}

async function seedLarge(deps: ServerDeps): Promise<number> {
  let pauses = 0
  await seedLargeFamily(deps, () => {
    pauses++
    return Promise.resolve()
  })
  return pauses
}

describe('the large family seed', () => {
  it('gives the demo parent 30 children, 90 devices, 50 keychains, a 3,000-key keychain, 500 unlock requests and 300 security events', async () => {
    const deps = freshDeps()
    await seedLarge(deps)
    const { db } = deps
    const admin = seedIds.demoAdmin
    const children = db.child.findMany({ where: { adminId: { equals: admin } } })
    expect(children).toHaveLength(30)
    expect(largeFamilySize.children).toBe(30)
    expect(countDevices(db, admin)).toBe(90)
    expect(db.keychain.findMany({ where: { adminId: { equals: admin } } })).toHaveLength(50)
    expect(db.key.findMany({ where: { keychainId: { equals: largeIds.bigKeychain } } })).toHaveLength(3_000)
    const childIds = new Set(children.map((c) => c.id))
    const logins = new Set(
      db.userDevice
        .getAll()
        .filter((l) => childIds.has(l.childId))
        .map((l) => l.id),
    )
    const requests = db.unlockRequest.getAll().filter((r) => logins.has(r.userDeviceId))
    expect(requests).toHaveLength(500)
    const statuses = new Set(requests.map((r) => r.status))
    expect([...statuses].sort()).toEqual(['accepted', 'pending', 'rejected'])
    expect(db.securityEvent.findMany({ where: { adminId: { equals: admin } } })).toHaveLength(300)
    // The normal family is still there, with its fixed ids.
    expect(db.child.findFirst({ where: { id: { equals: seedIds.maya } } })?.name).toBe('Maya')
  })

  it('gives two weeks of activity to the children with Macs, within the stored-activity cap', async () => {
    const deps = freshDeps()
    await seedLarge(deps)
    const { db } = deps
    const rows = db.screenshot.count() + db.keystrokeLine.count()
    expect(rows).toBeLessThanOrEqual(maxStoredActivityRows)
    expect(rows).toBeGreaterThan(4_000)
    const now = deps.clock().getTime()
    const loginsWithShots = new Set(db.screenshot.getAll().map((s) => s.userDeviceId))
    const childrenWithMacs = new Set(db.userDevice.getAll().map((l) => l.childId))
    const childrenWithShots = new Set(
      db.userDevice
        .getAll()
        .filter((l) => loginsWithShots.has(l.id))
        .map((l) => l.childId),
    )
    // Every child of the demo parent who has a Mac has activity (Noah is the other parent’s).
    for (const childId of childrenWithMacs) if (childId !== seedIds.noah) expect(childrenWithShots.has(childId)).toBe(true)
    const oldest = Math.min(
      ...db.screenshot
        .getAll()
        .filter((s) => s.id.startsWith('5C1'))
        .map((s) => s.createdAt),
    )
    expect(now - oldest).toBeGreaterThan(12 * 24 * 3600_000)
  })

  it('is the same family from the same clock, built in chunks with pauses between them', async () => {
    const a = freshDeps()
    const b = freshDeps()
    const pauses = await seedLarge(a)
    await seedLarge(b)
    expect(snapshotDb(a.db)).toEqual(snapshotDb(b.db))
    expect(pauses).toBeGreaterThanOrEqual(5)
    const later = freshDeps('2025-06-02T09:30:00Z')
    await seedLarge(later)
    expect(snapshotDb(later.db)).not.toEqual(snapshotDb(a.db))
  })
})
