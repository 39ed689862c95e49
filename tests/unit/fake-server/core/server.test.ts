/**
 * A read leaves the fake server as it was: no save, and no listener told that the app changed
 * the data (the demo panel and other tabs reload on that news). Checked for every read the
 * dashboard makes, on each wire, and by behaviour for the iPhone and iPad list, a read whose
 * name does not start with `Get`.
 */
import { describe, expect, it } from 'vitest'
import type { DemoChangeSource } from '@domain/demo/control'
import { isOperationName } from '@domain/api/operations'
import { wireName } from '@domain/api/profiles/adapter'
import { apiProfiles } from '@domain/api/profiles/names'
import { isExternalRead } from '../../../../src/data/external-reads'
import { queries } from '../../../../src/data/queries'
import { mayChange } from '../../../../fake-server/core/server'
import { startFake } from '../harness'

/** Every operation the dashboard reads through a query (sample arguments: only the name counts). */
const appReads = [
  ...new Set(
    Object.entries(queries)
      // The window reads the day feeds, each one of the queries listed here.
      .filter(([name]) => name !== 'activityWindow')
      .map(([, make]) => (make as (...args: unknown[]) => { op: string })('id', 'id', { start: '', end: '' }, 0).op)
      .filter((op) => !isExternalRead(op as never)),
  ),
].sort()

describe("the fake server's reads", () => {
  it('counts every read the dashboard makes as read-only, on each wire', () => {
    expect(appReads).toContain('IOSDevices')
    const changing = apiProfiles.flatMap((profile) =>
      appReads
        .filter(isOperationName)
        .filter((op) => mayChange(wireName(profile, op)))
        .map((op) => `${profile} ${wireName(profile, op)}`),
    )
    expect(changing).toEqual([])
  })

  it('still counts a write as a change', () => {
    expect(mayChange('UpdateIOSDevice')).toBe(true)
    expect(mayChange('SaveUser')).toBe(true)
  })

  it('tells no listener that the app changed anything when the iPhones and iPads are listed', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const heard: DemoChangeSource[] = []
    h.fake.control.subscribe((source) => heard.push(source))
    const devices = await h.ok('IOSDevices', undefined, { token })
    expect(devices.length).toBeGreaterThan(0)
    expect(heard.filter((source) => source === 'app')).toEqual([])
    // A write on the same server is heard, so the listener is live.
    await h.ok('UpdateIOSDevice', { deviceId: devices[0]!.id, enabledBlockGroups: [], webPolicy: 'allowAll', webPolicyDomains: [] }, { token })
    expect(heard).toContain('app')
  })
})
