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
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { draftFromUser } from '@domain/children/settings'
import { KeychainSummary, User } from '@domain/api/wire'
import type { AddKeychainDrawerProps } from '../../../../src/features/children/child/AddKeychainDrawer'
import { type ChildEditing, ChildSettingsView, type ChildSettingsViewProps } from '../../../../src/features/children/child/ChildSettingsView'
import type { ConnectionPanelProps } from '../../../../src/features/children/child/NameAndDevices'
import { renderInRouter } from '../../support/render'
import { childRecord } from '../../support/child-record'

const now = new Date('2025-09-02T15:30:00Z')
const mayaId = 'C0000000-0000-4000-8000-000000000001'
const school = KeychainSummary.parse({
  id: 'B0000000-0000-4000-8000-000000000001',
  parentId: 'A0000000-0000-4000-8000-000000000001',
  name: 'School',
  isPublic: false,
  numKeys: 3,
})
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
    connectionPanel: vi.fn((p: ConnectionPanelProps) => <section aria-label="Connection panel">{p.title ?? 'Connect'}</section>),
    addressTest: vi.fn((child: User) => <p>Test for {child.name}</p>),
    addKeychainDrawer: vi.fn((p: AddKeychainDrawerProps) =>
      p.open ? <button onClick={() => p.onAdd(school, undefined)}>Pick School</button> : null,
    ),
    ...overrides,
  }
}

const nameField = () => screen.getByRole<HTMLInputElement>('textbox', { name: /^Name/ })
const saveBar = () => screen.getByRole('region', { name: 'Save changes' })
const connectionPanel = () => screen.queryByRole('region', { name: 'Connection panel' })
const dialogNamed = (name: string | RegExp) => screen.queryByRole('dialog', { name }) ?? screen.getByRole('alertdialog', { name })

describe('A child’s settings page', () => {
  it('the heading, Screenshots, the name, the devices with their status, the keychains and "Test an address"', async () => {
    const p = props()
    await renderInRouter(<ChildSettingsView {...p} />)
    const heading = screen.getByRole('heading', { level: 1, name: 'Maya' })
    expect(within(heading.parentElement!).getByRole('link', { name: 'Children' }).getAttribute('href')).toBe('/children')
    expect(screen.getByRole('link', { name: 'Screenshots' }).getAttribute('href')).toBe(`/children/${mayaId.toLowerCase()}/activity`)
    expect(nameField().value).toBe('Maya')
    const devices = screen.getByRole('list', { name: 'Maya’s devices' })
    expect(within(devices).getByRole('link', { name: 'School Mac' })).toBeTruthy()
    expect(within(devices).getByText('Protected')).toBeTruthy()
    expect(connectionPanel()).toBeNull()
    const keychains = screen.getByRole('list', { name: 'Maya’s keychains' })
    expect(within(keychains).getByText(/^School/).textContent).toBe('School3 keys')
    expect(screen.getByText('Test for Maya')).toBeTruthy()
    expect(within(saveBar()).getByText('All changes saved.')).toBeTruthy()
    expect(within(saveBar()).getByRole('button', { name: 'Save child' })).toHaveProperty('disabled', true)
  })

  it('typing the name hands a change of the draft over; a blank name says Enter a name', async () => {
    const user = userEvent.setup()
    const p = props()
    const first = await renderInRouter(<ChildSettingsView {...p} />)
    await user.tripleClick(nameField())
    await user.paste('Maya Rose')
    const change = vi.mocked(p.edit).mock.lastCall![0]
    expect(change(draftFromUser(maya)).name).toBe('Maya Rose')
    first.unmount()
    await renderInRouter(<ChildSettingsView {...props({ child: ready({ value: { ...draftFromUser(maya), name: ' ' } }) })} />)
    expect(nameField().closest('.settings-section')?.textContent).toContain('Enter a name')
  })

  it('with unsaved changes: Save child and Discard changes hand over; busy while saving; problems say why', async () => {
    const user = userEvent.setup()
    const p = props({ child: ready({ changed: true, canSave: true }) })
    const first = await renderInRouter(<ChildSettingsView {...p} />)
    expect(within(saveBar()).getByText('You have unsaved changes.')).toBeTruthy()
    await user.click(within(saveBar()).getByRole('button', { name: 'Save child' }))
    expect(p.onSave).toHaveBeenCalledTimes(1)
    await user.click(within(saveBar()).getByRole('button', { name: 'Discard changes' }))
    expect(p.onDiscard).toHaveBeenCalledTimes(1)
    first.unmount()
    const saving = await renderInRouter(<ChildSettingsView {...props({ child: ready({ changed: true, saving: true }) })} />)
    expect(within(saveBar()).getByRole('button', { name: /Save child/ })).toHaveProperty('disabled', true)
    saving.unmount()
    await renderInRouter(<ChildSettingsView {...props({ child: ready({ changed: true, errors: ['Downtime: ends before it starts'] }) })} />)
    expect(within(saveBar()).getByText('Downtime: ends before it starts')).toBeTruthy()
    expect(within(saveBar()).queryByText('You have unsaved changes.')).toBeNull()
  })

  it('a device and the child are deleted only after their confirmation', async () => {
    const user = userEvent.setup()
    const p = props()
    await renderInRouter(<ChildSettingsView {...p} />)
    await user.click(screen.getByRole('button', { name: 'Delete device School Mac' }))
    const deviceDialog = dialogNamed(/device/i)
    expect(deviceDialog.textContent).toContain('Are you sure you want to remove School Mac from Maya?')
    await user.click(within(deviceDialog).getByRole('button', { name: 'Cancel' }))
    expect(p.onDeleteDevice).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Delete device School Mac' }))
    await user.click(within(dialogNamed(/device/i)).getByRole('button', { name: 'Delete device' }))
    expect(p.onDeleteDevice).toHaveBeenCalledWith(maya, maya.devices[0])
    const header = screen.getByRole('heading', { level: 1, name: 'Maya' }).closest('.page-header') as HTMLElement
    await user.click(within(header).getByRole('button', { name: 'Delete child' }))
    const childDialog = dialogNamed(/child/i)
    expect(childDialog.textContent).toContain('Are you sure you want to delete Maya?')
    await user.click(within(childDialog).getByRole('button', { name: 'Delete child' }))
    expect(p.onDeleteChild).toHaveBeenCalledWith(maya)
  })

  it('the connection panel: straight away without a device, from Add a device with one, and kept while a code is out', async () => {
    const user = userEvent.setup()
    const p = props({ child: ready({ user: childWith([]) }) })
    const first = await renderInRouter(<ChildSettingsView {...p} />)
    expect(connectionPanel()?.textContent).toBe('Connect')
    expect(screen.queryByRole('link', { name: 'Screenshots' })).toBeNull()
    expect(p.connectionPanel).toHaveBeenLastCalledWith(expect.objectContaining({ childId: mayaId, childName: 'Maya', deviceCount: 0 }))
    first.unmount()
    const second = await renderInRouter(<ChildSettingsView {...props()} />)
    const add = screen.getByRole('button', { name: 'Add a device' })
    await user.click(add)
    expect(add.getAttribute('aria-expanded')).toBe('true')
    expect(connectionPanel()?.textContent).toBe('Add a device')
    second.unmount()
    await renderInRouter(<ChildSettingsView {...props({ waiting: true })} />)
    expect(connectionPanel()).toBeTruthy()
  })

  it('Add a keychain opens the drawer; the keychain picked is handed over and the drawer closes', async () => {
    const user = userEvent.setup()
    const p = props()
    await renderInRouter(<ChildSettingsView {...p} />)
    expect(p.addKeychainDrawer).toHaveBeenLastCalledWith(expect.objectContaining({ open: false, childName: 'Maya', assignedIds: [school.id] }))
    await user.click(screen.getByRole('button', { name: 'Add a keychain' }))
    await user.click(screen.getByRole('button', { name: 'Pick School' }))
    expect(p.onAddKeychain).toHaveBeenCalledWith(school, undefined)
    expect(screen.queryByRole('button', { name: 'Pick School' })).toBeNull()
  })

  it('loading, then a failure with Try again, Back to all children and Contact support', async () => {
    const user = userEvent.setup()
    const loading = await renderInRouter(<ChildSettingsView {...props({ child: { state: 'loading' } })} />)
    expect(screen.getByRole('status').textContent).toBe('Loading child…')
    loading.unmount()
    const onRetry = vi.fn(() => Promise.resolve())
    await renderInRouter(
      <ChildSettingsView {...props({ child: { state: 'failed', error: { type: 'serverError', debugMessage: 'boom' } as never, onRetry } })} />,
    )
    const alert = screen.getByRole('alert')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    expect(within(alert).getByRole('link', { name: 'Back to all children' }).getAttribute('href')).toBe('/children')
    expect(within(alert).getByRole('link', { name: /Contact support/ })).toBeTruthy()
  })

  it('a child gone without a failed load: Not found, no Try again', async () => {
    const gone = { isPqlError: true, type: 'notFound', entityName: 'Child', showContactSupport: true } as never
    await renderInRouter(<ChildSettingsView {...props({ child: { state: 'failed', error: gone, onRetry: undefined } })} />)
    expect(within(screen.getByRole('alert')).getByRole('heading', { level: 1 }).textContent).toBe('Not found')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })
})
