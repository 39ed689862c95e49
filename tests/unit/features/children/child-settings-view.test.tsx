// @vitest-environment happy-dom
/**
 * A child's settings page from plain props: the heading, Screenshots, the name field (Enter a
 * name when blank), devices with their status and a confirmed delete, the connection panel
 * (straight away without a device, from 'Add a device' with one), the keychains with "Test an
 * address", the add-keychain drawer handing over the keychain picked, the save bar (Save child,
 * Discard changes, what stands in the way, busy while saving), Delete child after a confirmation;
 * loading; the failure with Try again, Back to all children and Contact support, and a child
 * gone without a failed load (no Try again).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { draftFromUser } from '@domain/children/settings'
import { KeychainSummary, User } from '@domain/api/wire'
import type { AddKeychainDrawerProps } from '../../../../src/features/children/child/AddKeychainDrawer'
import { type ChildEditing, ChildSettingsView, type ChildSettingsViewProps } from '../../../../src/features/children/child/ChildSettingsView'
import type { ConnectionPanelProps } from '../../../../src/features/children/child/NameAndDevices'
import { byText, click, openDialog, render, typeInto, type Rendered } from '../home/render'
import { childRecord } from '../../support/child-record'

const now = new Date('2025-09-02T15:30:00Z')
const mayaId = 'C0000000-0000-4000-8000-000000000001'
const school = KeychainSummary.parse({ id: 'B0000000-0000-4000-8000-000000000001', parentId: 'A0000000-0000-4000-8000-000000000001', name: 'School', isPublic: false, numKeys: 3 })
const mac = {
  id: 'D1000000-0000-4000-8000-000000000001',
  deviceId: 'D2000000-0000-4000-8000-000000000001',
  status: { case: 'filterOn' },
  modelFamily: 'macBookAir',
  modelTitle: 'M2 MacBook Air (2022)',
  modelIdentifier: 'Mac14,2',
  customName: 'School Mac',
}
const childWith = (devices: unknown[]) =>
  User.parse(
    childRecord({
      id: mayaId,
      screenshotsFrequency: 180,
      showSuspensionActivity: true,
      keychains: [{ ...school, schedule: null }],
      devices,
      createdAt: '2025-03-02T14:05:11Z',
    }),
  )
const maya = childWith([mac])

function ready(overrides: Partial<ChildEditing> = {}): ChildSettingsViewProps['child'] {
  const user = overrides.user ?? maya
  return {
    state: 'ready',
    user,
    value: draftFromUser(user),
    errors: [],
    blankTimes: 0,
    changed: false,
    canSave: false,
    saving: false,
    keychainInfo: (id) => (id === school.id ? school : undefined),
    ...overrides,
  }
}

function props(overrides: Partial<ChildSettingsViewProps> = {}): ChildSettingsViewProps {
  return {
    child: ready(),
    waiting: false,
    openAddDevice: false,
    clock: { now, timeZone: 'UTC' },
    edit: vi.fn(),
    reportBlankTime: vi.fn(),
    newId: () => 'E0000000-0000-4000-8000-000000000001',
    onSave: vi.fn(),
    onDiscard: vi.fn(),
    onDeleteChild: vi.fn(),
    onDeleteDevice: vi.fn(),
    onAddKeychain: vi.fn(),
    connectionPanel: vi.fn((p: ConnectionPanelProps) => <section className="panel-slot">{p.title ?? 'Connect'}</section>),
    addressTest: vi.fn((child: User) => <p className="address-test-slot">Test for {child.name}</p>),
    addKeychainDrawer: vi.fn((p: AddKeychainDrawerProps) => (p.open ? <button onClick={() => p.onAdd(school, undefined)}>Pick School</button> : null)),
    ...overrides,
  }
}

let shown: Rendered | undefined
afterEach(() => shown?.unmount())


describe('A child’s settings page', () => {
  it('the heading, Screenshots, the name, the devices with their status, the keychains and "Test an address"', async () => {
    const p = props()
    shown = await render(<ChildSettingsView {...p} />)
    const { container } = shown
    expect(byText(container, 'h1', 'Maya')).toBeTruthy()
    expect(byText(container, '.breadcrumb a', 'Children').getAttribute('href')).toBe('/children')
    expect(byText(container, 'a', 'Screenshots').getAttribute('href')).toBe(`/children/${mayaId.toLowerCase()}/activity`)
    const name = container.querySelector<HTMLInputElement>('.settings-section input')!
    expect(name.value).toBe('Maya')
    const devices = container.querySelector('[aria-label="Maya’s devices"]')!
    expect(devices.querySelector('.device-row__name')?.textContent).toBe('School Mac')
    expect(devices.querySelector('.badge')?.textContent).toBe('Protected')
    expect(container.querySelector('.panel-slot')).toBeNull()
    const keychains = container.querySelector('[aria-label="Maya’s keychains"]')!
    expect(keychains.querySelector('.rule-list__name')?.textContent).toBe('School3 keys')
    expect(container.querySelector('.address-test-slot')?.textContent).toBe('Test for Maya')
    expect(container.querySelector('.save-bar__status')?.textContent).toBe('All changes saved.')
    expect(byText(container, 'button', 'Save child').hasAttribute('disabled')).toBe(true)
  })

  it('typing the name hands a change of the draft over; a blank name says Enter a name', async () => {
    const p = props()
    shown = await render(<ChildSettingsView {...p} />)
    await typeInto(shown.container.querySelector<HTMLInputElement>('.settings-section input')!, 'Maya Rose')
    const change = vi.mocked(p.edit).mock.lastCall![0]
    expect(change(draftFromUser(maya)).name).toBe('Maya Rose')
    shown.unmount()
    shown = await render(<ChildSettingsView {...props({ child: ready({ value: { ...draftFromUser(maya), name: ' ' } }) })} />)
    expect(shown.container.querySelector('.settings-section')?.textContent).toContain('Enter a name')
  })

  it('with unsaved changes: Save child and Discard changes hand over; busy while saving; problems say why', async () => {
    const p = props({ child: ready({ changed: true, canSave: true }) })
    shown = await render(<ChildSettingsView {...p} />)
    const { container } = shown
    expect(container.querySelector('.save-bar__status')?.textContent).toBe('You have unsaved changes.')
    await click(byText(container, 'button', 'Save child'))
    expect(p.onSave).toHaveBeenCalledTimes(1)
    await click(byText(container, 'button', 'Discard changes'))
    expect(p.onDiscard).toHaveBeenCalledTimes(1)
    shown.unmount()
    shown = await render(<ChildSettingsView {...props({ child: ready({ changed: true, saving: true }) })} />)
    expect(byText(shown.container, 'button', /Save child/).hasAttribute('disabled')).toBe(true)
    shown.unmount()
    shown = await render(<ChildSettingsView {...props({ child: ready({ changed: true, errors: ['Downtime: ends before it starts'] }) })} />)
    expect(shown.container.querySelector('.save-bar__status')?.textContent).toBe('Downtime: ends before it starts')
  })

  it('a device and the child are deleted only after their confirmation', async () => {
    const p = props()
    shown = await render(<ChildSettingsView {...p} />)
    const { container } = shown
    await click(container.querySelector<HTMLElement>('[aria-label="Delete device School Mac"]')!)
    expect(openDialog(container).textContent).toContain('Are you sure you want to remove School Mac from Maya?')
    await click(byText(openDialog(container), 'button', 'Cancel'))
    expect(p.onDeleteDevice).not.toHaveBeenCalled()
    await click(container.querySelector<HTMLElement>('[aria-label="Delete device School Mac"]')!)
    await click(byText(openDialog(container), 'button', 'Delete device'))
    expect(p.onDeleteDevice).toHaveBeenCalledWith(maya, maya.devices[0])
    await click(byText(container, '.page-header button', 'Delete child'))
    expect(openDialog(container).textContent).toContain('Are you sure you want to delete Maya?')
    await click(byText(openDialog(container), 'button', 'Delete child'))
    expect(p.onDeleteChild).toHaveBeenCalledWith(maya)
  })

  it('the connection panel: straight away without a device, from Add a device with one, and kept while a code is out', async () => {
    const p = props({ child: ready({ user: childWith([]) }) })
    shown = await render(<ChildSettingsView {...p} />)
    expect(shown.container.querySelector('.panel-slot')?.textContent).toBe('Connect')
    expect(() => byText(shown!.container, 'a', 'Screenshots')).toThrow()
    expect(p.connectionPanel).toHaveBeenLastCalledWith(expect.objectContaining({ childId: mayaId, childName: 'Maya', deviceCount: 0 }))
    shown.unmount()
    const q = props()
    shown = await render(<ChildSettingsView {...q} />)
    const add = byText(shown.container, 'button', 'Add a device')
    await click(add)
    expect(add.getAttribute('aria-expanded')).toBe('true')
    expect(shown.container.querySelector('.panel-slot')?.textContent).toBe('Add a device')
    shown.unmount()
    shown = await render(<ChildSettingsView {...props({ waiting: true })} />)
    expect(shown.container.querySelector('.panel-slot')).toBeTruthy()
  })

  it('Add a keychain opens the drawer; the keychain picked is handed over and the drawer closes', async () => {
    const p = props()
    shown = await render(<ChildSettingsView {...p} />)
    const { container } = shown
    expect(p.addKeychainDrawer).toHaveBeenLastCalledWith(expect.objectContaining({ open: false, childName: 'Maya', assignedIds: [school.id] }))
    await click(byText(container, 'button', 'Add a keychain'))
    await click(byText(container, 'button', 'Pick School'))
    expect(p.onAddKeychain).toHaveBeenCalledWith(school, undefined)
    expect(() => byText(container, 'button', 'Pick School')).toThrow()
  })

  it('loading, then a failure with Try again, Back to all children and Contact support', async () => {
    shown = await render(<ChildSettingsView {...props({ child: { state: 'loading' } })} />)
    expect(shown.container.querySelector('[role="status"]')?.textContent).toBe('Loading child…')
    shown.unmount()
    const onRetry = vi.fn(() => Promise.resolve())
    shown = await render(<ChildSettingsView {...props({ child: { state: 'failed', error: { type: 'serverError', debugMessage: 'boom' } as never, onRetry } })} />)
    const { container } = shown
    await click(byText(container, 'button', 'Try again'))
    expect(onRetry).toHaveBeenCalledTimes(1)
    expect(byText(container, 'a', 'Back to all children').getAttribute('href')).toBe('/children')
    expect(byText(container, 'a', /Contact support/)).toBeTruthy()
  })

  it('a child gone without a failed load: Not found, no Try again', async () => {
    const gone = { isPqlError: true, type: 'notFound', entityName: 'Child', showContactSupport: true } as never
    shown = await render(<ChildSettingsView {...props({ child: { state: 'failed', error: gone, onRetry: undefined } })} />)
    const { container } = shown
    expect(container.querySelector('[role="alert"] h1')?.textContent).toBe('Not found')
    expect(() => byText(container, 'button', 'Try again')).toThrow()
  })
})
