/**
 * The operations' and the wire's schemas are built when first used, not when their modules load:
 * a page that reads one answer builds the schemas of that answer (and the shapes inside it), no
 * others; each is built once and kept.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { childRecord } from '../../support/child-record'

type Modules = {
  readonly operations: (typeof import('@domain/api/operations'))['operations']
  readonly wire: typeof import('@domain/api/wire')
  readonly adapter: typeof import('@domain/api/profiles/adapter')
  readonly errors: typeof import('@domain/api/errors')
}
let m: Modules

/** Whether a schema made lazily has been built (zod keeps the built schema on the lazy one's definition). */
const built = (schema: unknown): boolean => (schema as { _zod: { def: { _cachedInner?: unknown } } })._zod.def._cachedInner !== undefined

beforeAll(async () => {
  // Fresh modules: other test files of this worker have built schemas already.
  vi.resetModules()
  await import('../../../../src/zod-setup')
  const [{ operations }, wire, adapter, errors] = await Promise.all([
    import('@domain/api/operations'),
    import('@domain/api/wire'),
    import('@domain/api/profiles/adapter'),
    import('@domain/api/errors'),
  ])
  m = { operations, wire, adapter, errors }
})

describe('schemas built on first use', () => {
  it('none is built when the modules load', () => {
    for (const schema of [m.operations.GetUsers.output, m.operations.SaveUser.input, m.wire.User, m.wire.IOSDevice, m.errors.PqlErrorBody]) {
      expect(built(schema)).toBe(false)
    }
  })

  it('the first answer builds its own schemas, and the shapes in them, only', () => {
    const device = {
      id: 'ad000000-0000-4000-8000-000000000001',
      deviceId: 'd0000000-0000-4000-8000-000000000001',
      status: { case: 'filterOn' },
      modelFamily: 'macBookAir',
      modelTitle: 'MacBook Air',
      modelIdentifier: 'Mac14,2',
    }
    const decoded = m.adapter.decodeResponse('current', 'GetUsers', [childRecord({ devices: [device] })])
    expect(decoded).toMatchObject({ ok: true })
    expect([m.operations.GetUsers.output, m.wire.User, m.wire.UserDevice, m.wire.ChildComputerStatus].map(built)).toEqual([true, true, true, true])
    const unrelated = [
      m.operations.GetUser.input,
      m.operations.SaveUser.input,
      m.operations.GetDevices.output,
      m.operations.GetIOSDevice.output,
      m.operations.UserActivityFeed.output,
      m.wire.Device,
      m.wire.AdminKeychain,
      m.wire.IOSDevice,
      m.wire.ActivityFeed,
      m.wire.SecurityEvent,
      m.errors.PqlErrorBody,
    ]
    expect(unrelated.filter(built)).toEqual([])
  })

  it('a built schema is kept: the next answer uses the same one', () => {
    const user = m.operations.GetUsers.output
    expect(m.adapter.decodeResponse('current', 'GetUsers', []).ok).toBe(true)
    expect(m.operations.GetUsers.output).toBe(user)
    expect(built(user)).toBe(true)
  })
})
