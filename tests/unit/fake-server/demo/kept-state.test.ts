/**
 * The kept demo state: `restoreKeptState` brings back exactly the database and stores kept by
 * `keepState` (from the running server or from a saved state's text), whatever a test changed in
 * between, and leaves a model the test did not change as it is.
 */
import { describe, expect, it } from 'vitest'
import type { DemoControl } from '@domain/demo/control'
import { idEq, snapshotDb } from '../../../../fake-server/core/db/db'
import { seedIds } from '../../../../fake-server/demo/seed/seed'
import { type Harness, startFake } from '../harness'

const control = (h: Harness) => h.fake.control as Required<DemoControl>

/** Changes three models: a screenshot deleted, a keychain renamed, a security event added by the trigger. */
async function change(h: Harness): Promise<void> {
  const shot = h.fake.db.screenshot.getAll()[0]!
  h.fake.db.screenshot.delete({ where: { id: idEq(shot.id) } })
  const keychain = h.fake.db.keychain.getAll()[0]!
  h.fake.db.keychain.update({ where: { id: idEq(keychain.id) }, data: { name: 'Renamed in a test' } })
  await control(h).triggerSecurityEvent(seedIds.maya)
}

describe('the kept demo state', () => {
  it('comes back after changes, again and again, and leaves an unchanged model’s rows in place', async () => {
    const h = await startFake()
    await h.loginDemo()
    await control(h).keepState()
    const kept = JSON.stringify(snapshotDb(h.fake.db))
    const keyRow = h.fake.db.key.getAll()[0]
    for (let round = 0; round < 2; round++) {
      await change(h)
      expect(JSON.stringify(snapshotDb(h.fake.db))).not.toBe(kept)
      await expect(control(h).restoreKeptState()).resolves.toBe(true)
      expect(JSON.stringify(snapshotDb(h.fake.db))).toBe(kept)
    }
    // The keys were never changed: the same row, not a copy written again.
    expect(h.fake.db.key.getAll()[0]).toBe(keyRow)
  })

  it('comes back from a saved state’s text', async () => {
    const h = await startFake()
    await h.loginDemo()
    const before = JSON.stringify(snapshotDb(h.fake.db))
    const text = JSON.stringify({ format: 'gatehouse-fake-server', db: snapshotDb(h.fake.db) })
    await change(h)
    await control(h).keepState(text)
    await control(h).restoreKeptState()
    expect(JSON.stringify(snapshotDb(h.fake.db))).toBe(before)
    await change(h)
    await control(h).restoreKeptState()
    expect(JSON.stringify(snapshotDb(h.fake.db))).toBe(before)
  })

  it('says when nothing is kept, and refuses a text that is no saved state', async () => {
    const h = await startFake()
    await expect(control(h).restoreKeptState()).resolves.toBe(false)
    await expect(control(h).keepState('not json')).rejects.toThrow('keepState needs the text of a saved demo state (JSON)')
    await expect(control(h).keepState('{"format":"other"}')).rejects.toThrow('keepState needs the text of a saved demo state')
  })
})
