/**
 * The devices screens' domain event (`deviceSaved`) projected over GetDevices / GetDevice and the
 * children's views: what the parent sees at once after saving a computer's name and channel,
 * and that it is what the server answers next.
 */
import fc from 'fast-check'
import { produce } from 'immer'
import { describe, expect, it } from 'vitest'
import { DeviceSaved, customNameToSend, deviceSavedEvent, saveDeviceInput } from '@domain/events/devices'
import { devicesProjector } from '@domain/events/projectors/devices'
import { DomainEvent, foldView, projections, type LoggedEvent } from '@domain/events'
import type { OperationInput, OperationOutput } from '@domain/api/operations'
import { Device, ReleaseChannel, User } from '@domain/api/wire'
import { seedIds } from '../../../../fake-server/demo/seed/seed'
import { startFake } from '../../fake-server/harness'

type Devices = OperationOutput<'GetDevices'>
type DeviceId = OperationInput<'SaveDevice'>['id']

const air = '33333333-AAAA-4BBB-8CCC-000000000001'
const imac = '33333333-AAAA-4BBB-8CCC-000000000002'
const maya = '00000000-1111-4444-0000-000000000001'

const makeDevice = (id: string, extra: Record<string, unknown> = {}) =>
  Device.parse({
    id,
    releaseChannel: 'stable',
    users: [{ id: maya, name: 'Maya', status: { case: 'filterOn' } }],
    appVersion: '2.7.1',
    serialNumber: `C02${id.slice(-4)}`,
    modelIdentifier: 'Mac14,2',
    modelFamily: 'macBookAir',
    modelTitle: 'M2 MacBook Air (2022)',
    ...extra,
  })

const devices = (): Devices => [makeDevice(air, { name: 'Study Mac' }), makeDevice(imac)]
const id = (s: string): DeviceId => s

const project = <N extends 'GetDevices' | 'GetDevice' | 'GetUsers' | 'GetUser'>(
  op: N,
  data: OperationOutput<N>,
  event: DeviceSaved,
  input: OperationInput<N>,
): OperationOutput<N> => {
  const fn = devicesProjector[op] as (d: OperationOutput<N>, e: DeviceSaved, i: OperationInput<N>) => void
  return produce(data, (draft) => fn(draft as OperationOutput<N>, event, input))
}

/** The server's SaveDevice rule (docs/api.md#devices): a blank or missing name clears it. */
const serverSave = (list: Devices, input: OperationInput<'SaveDevice'>): Devices =>
  list.map((d) => {
    if (d.id.toLowerCase() !== input.id.toLowerCase()) return d
    const { name: _old, ...rest } = d
    const name = input.name?.trim() ? input.name : undefined
    return (
      name === undefined ? { ...rest, releaseChannel: input.releaseChannel } : { ...rest, name, releaseChannel: input.releaseChannel }
    ) as Devices[number]
  })

const channel = fc.constantFrom(...ReleaseChannel.options)
const nameArb = fc.oneof(
  fc.constant(''),
  fc.constant('   '),
  fc.string(),
  fc.string().map((s) => `  ${s} `),
)

describe('the SaveDevice input of an edit', () => {
  it('trims the name and leaves it out when blank (which clears the custom name)', () => {
    expect(saveDeviceInput(id(air), { name: '  Kitchen iMac ', releaseChannel: 'beta' })).toEqual({
      id: air,
      name: 'Kitchen iMac',
      releaseChannel: 'beta',
    })
    for (const blank of ['', '   ', undefined, null]) {
      const input = saveDeviceInput(id(air), { name: blank, releaseChannel: 'canary' })
      expect(input).toEqual({ id: air, releaseChannel: 'canary' })
      expect('name' in input).toBe(false)
    }
    expect(customNameToSend(' \t')).toBeUndefined()
  })

  it('a device saved with a blank name makes an event with no name key at all', () => {
    expect(deviceSavedEvent({ id: air, name: '  ', releaseChannel: 'beta' })).toStrictEqual({
      type: 'deviceSaved',
      deviceId: air,
      releaseChannel: 'beta',
    })
  })

  it('makes a valid event that the domain event union accepts', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(nameArb, channel, (name, releaseChannel) => {
        const event = deviceSavedEvent(saveDeviceInput(id(imac), { name, releaseChannel }))
        expect(DeviceSaved.safeParse(event).success).toBe(true)
        expect(DomainEvent.safeParse(event).success).toBe(true)
        expect(event.name).toBe(customNameToSend(name))
      }),
    )
  })
})

describe('deviceSaved over GetDevices and GetDevice', () => {
  it('renames the saved computer only, matching its id in any case', () => {
    const before = devices()
    const after = project('GetDevices', before, deviceSavedEvent({ id: id(imac.toLowerCase()), name: 'Den iMac', releaseChannel: 'beta' }), undefined)
    expect(after[1]).toMatchObject({ id: imac, name: 'Den iMac', releaseChannel: 'beta' })
    expect(after[0]).toBe(before[0])
  })

  it('clears the custom name when the save sends none', () => {
    const after = project('GetDevices', devices(), deviceSavedEvent({ id: id(air), releaseChannel: 'stable' }), undefined)
    expect(after[0]).not.toHaveProperty('name')
    expect(after[0]?.releaseChannel).toBe('stable')
  })

  it('leaves another computer’s page untouched (same object)', () => {
    const other = makeDevice(imac)
    expect(project('GetDevice', other, deviceSavedEvent({ id: id(air), name: 'X', releaseChannel: 'canary' }), id(imac))).toBe(other)
  })

  it('shows exactly what the server answers after the save, and is idempotent (property)', { tags: ['property'] }, () => {
    fc.assert(
      fc.property(fc.constantFrom(air, imac, air.toLowerCase()), nameArb, channel, (target, name, releaseChannel) => {
        const input = saveDeviceInput(id(target), { name, releaseChannel })
        const event = deviceSavedEvent(input)
        const once = project('GetDevices', devices(), event, undefined)
        expect(once).toEqual(serverSave(devices(), input))
        expect(project('GetDevices', once, event, undefined)).toEqual(once)
        const page = project('GetDevice', makeDevice(air), event, id(air))
        expect(page).toEqual(serverSave([makeDevice(air)], input)[0])
      }),
    )
  })
})

describe('deviceSaved over the children’s views', () => {
  const user = User.parse({
    id: maya,
    name: 'Maya',
    keyloggingEnabled: false,
    screenshotsEnabled: true,
    screenshotsResolution: 1000,
    screenshotsFrequency: 120,
    showSuspensionActivity: true,
    keychains: [],
    devices: [
      {
        id: '55555555-aaaa-4bbb-8ccc-000000000001',
        deviceId: air,
        status: { case: 'filterOn' },
        modelFamily: 'macBookAir',
        modelTitle: 'M2 MacBook Air (2022)',
        modelIdentifier: 'Mac14,2',
        customName: 'Study Mac',
      },
      {
        id: '55555555-aaaa-4bbb-8ccc-000000000002',
        deviceId: imac,
        status: { case: 'offline' },
        modelFamily: 'iMac',
        modelTitle: '21.5" iMac (2019)',
        modelIdentifier: 'iMac19,2',
      },
    ],
    createdAt: '2026-01-02T10:00:00Z',
  })

  it('renames the child’s login on that computer and clears it on a blank save', () => {
    const renamed = project('GetUser', user, deviceSavedEvent({ id: id(imac), name: 'Den iMac', releaseChannel: 'stable' }), maya as never)
    expect(renamed.devices.map((d) => d.customName)).toEqual(['Study Mac', 'Den iMac'])
    const cleared = project('GetUsers', [user], deviceSavedEvent({ id: id(air), releaseChannel: 'stable' }), undefined)
    expect(cleared[0]?.devices[0]).not.toHaveProperty('customName')
    expect(cleared[0]?.devices[1]).toBe(user.devices[1])
  })
})

describe('the event log folds a save in and rolls a failed one back', () => {
  const snapshot = { op: 'GetDevices' as const, input: undefined, data: devices(), requestedAt: 100 }
  const logged = (status: LoggedEvent['status'], confirmedAt?: number): LoggedEvent => ({
    id: 'e1',
    at: 150,
    status,
    ...(confirmedAt === undefined ? {} : { confirmedAt }),
    event: deviceSavedEvent({ id: id(air), name: 'Renamed', releaseChannel: 'canary' }),
  })

  it('pending: the view shows the save at once', () => {
    const view = foldView(projections, produce, snapshot, [logged('pending')]) as Devices
    expect(view[0]).toMatchObject({ name: 'Renamed', releaseChannel: 'canary' })
  })

  it('failed: the view is the server snapshot again', () => {
    expect(foldView(projections, produce, snapshot, [logged('failed')])).toBe(snapshot.data)
  })

  it('confirmed before the snapshot was requested: the snapshot already has it, nothing is projected', () => {
    expect(foldView(projections, produce, snapshot, [logged('confirmed', 90)])).toBe(snapshot.data)
  })
})

describe('against the fake server', () => {
  it('the projected view equals what GetDevices and GetDevice answer after the save', async () => {
    const h = await startFake()
    const { token } = await h.loginDemo()
    const before = await h.ok('GetDevices', undefined, { token })
    const target = seedIds.leoMacBookPro
    for (const edit of [
      { name: '  Leo’s laptop ', releaseChannel: 'beta' as const },
      { name: '   ', releaseChannel: 'canary' as const },
    ]) {
      const input = saveDeviceInput(target, edit)
      const event = deviceSavedEvent(input)
      const projected = project('GetDevices', await h.ok('GetDevices', undefined, { token }), event, undefined)
      expect(await h.ok('SaveDevice', input, { token })).toEqual({ success: true })
      expect(await h.ok('GetDevices', undefined, { token })).toEqual(projected)
      expect(await h.ok('GetDevice', target, { token })).toEqual(projected.find((d) => d.id === target))
    }
    expect(before.find((d) => d.id === target)?.name).toBe('Leo’s MacBook Pro')
  })
})
