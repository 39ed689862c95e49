// @vitest-environment happy-dom
/**
 * One iOS device's page from plain props: the heading, the block groups (a toggle hands the group
 * over), the web policy with its domain list (Enter adds a valid domain, Remove names it), the
 * block rules (Edit and Delete named by the rule's description), Save settings only with unsaved
 * changes, and the delete confirmation.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { emptyRuleForm } from '@domain/ios/rule-form'
import { IOSDeviceView, type IOSDeviceViewProps } from '../../../../src/features/ios-devices/IOSDeviceView'
import { renderInRouter } from '../../support/render'

function props(overrides: Partial<IOSDeviceViewProps> = {}): IOSDeviceViewProps {
  return {
    title: 'Maya’s iPhone',
    osVersion: '18.5',
    groups: [
      { id: 'g1', name: 'Social media', enabled: true },
      { id: 'g2', name: 'Games', enabled: false },
    ],
    onToggleGroup: vi.fn(),
    policy: {
      policy: 'blockAllExcept',
      onPolicy: vi.fn(),
      domains: ['school.example.org'],
      onRemoveDomain: vi.fn(),
      newDomain: 'maths.example.com',
      onNewDomain: vi.fn(),
      check: { ok: true, domain: 'maths.example.com' },
      onAddDomain: vi.fn(),
    },
    unsaved: false,
    saving: false,
    onSave: vi.fn(),
    rules: [
      { id: 'r1', row: { kind: 'app', label: 'App', main: 'com.game.app', conditional: false, description: 'Blocks com.game.app completely' } },
    ],
    onAddRule: vi.fn(),
    onEditRule: vi.fn(),
    onDeleteRule: vi.fn(),
    editor: {
      open: false,
      isNew: true,
      form: emptyRuleForm,
      problem: null,
      saving: false,
      onKind: vi.fn(),
      onCondition: vi.fn(),
      onMain: vi.fn(),
      onSecondary: vi.fn(),
      onSave: vi.fn(),
      onCancel: vi.fn(),
    },
    confirmingDelete: false,
    deleting: false,
    onConfirmDelete: vi.fn(),
    onCancelDelete: vi.fn(),
    ...overrides,
  }
}

describe('iOS device page', () => {
  it('the heading, the groups as check boxes, and a toggle handed over', async () => {
    const user = userEvent.setup()
    const p = props()
    await renderInRouter(<IOSDeviceView {...p} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Maya’s iPhone' })).toBeTruthy()
    expect(screen.getByText(/iOS 18\.5/)).toBeTruthy()
    const boxes = screen.getAllByRole('checkbox')
    expect(boxes.map((b) => [b.closest('label')?.textContent, (b as HTMLInputElement).checked])).toEqual([
      ['Social media', true],
      ['Games', false],
    ])
    await user.click(screen.getByRole('checkbox', { name: 'Games' }))
    expect(p.onToggleGroup).toHaveBeenCalledWith('g2')
  })

  it('the approved websites: Remove names the domain, Enter in the field adds the typed one', async () => {
    const user = userEvent.setup()
    const p = props()
    await renderInRouter(<IOSDeviceView {...p} />)
    expect(screen.getByRole('heading', { level: 3, name: 'Approved websites:' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Remove school.example.org' }))
    expect(p.policy.onRemoveDomain).toHaveBeenCalledWith('school.example.org')
    await user.type(screen.getByRole('textbox', { name: 'Domain to add' }), '{Enter}')
    expect(p.policy.onAddDomain).toHaveBeenCalledTimes(1)
  })

  it('the rules: a row opens the editor, named by what it shows first (voice control); Delete named by what the rule does', async () => {
    const user = userEvent.setup()
    const p = props()
    await renderInRouter(<IOSDeviceView {...p} />)
    const row = screen.getByRole('button', { name: /^App com\.game\.app Blocks com\.game\.app completely ?, edit$/ })
    expect(row.hasAttribute('aria-label')).toBe(false)
    await user.click(row)
    expect(p.onEditRule).toHaveBeenCalledWith('r1')
    await user.click(screen.getByRole('button', { name: 'Delete block rule: Blocks com.game.app completely' }))
    expect(p.onDeleteRule).toHaveBeenCalledWith('r1')
    await user.click(screen.getByRole('button', { name: 'Add rule' }))
    expect(p.onAddRule).toHaveBeenCalledTimes(1)
  })

  it('Save settings is off until something changed, then says so and saves', async () => {
    const user = userEvent.setup()
    const unchanged = await renderInRouter(<IOSDeviceView {...props()} />)
    expect(screen.getByRole('button', { name: 'Save settings' })).toHaveProperty('disabled', true)
    expect(screen.queryByText('Unsaved changes')).toBeNull()
    unchanged.unmount()
    const p = props({ unsaved: true })
    await renderInRouter(<IOSDeviceView {...p} />)
    expect(screen.getByText('Unsaved changes')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(p.onSave).toHaveBeenCalledTimes(1)
  })

  it('no rules yet: Add block rule', async () => {
    const user = userEvent.setup()
    const p = props({ rules: [] })
    await renderInRouter(<IOSDeviceView {...p} />)
    expect(screen.getByRole('heading', { level: 2, name: 'No block rules' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Add block rule' }))
    expect(p.onAddRule).toHaveBeenCalledTimes(1)
  })

  it('the delete confirmation: Cancel and Delete hand the answer over', async () => {
    const user = userEvent.setup()
    const p = props({ confirmingDelete: true })
    await renderInRouter(<IOSDeviceView {...p} />)
    const dialog = screen.getByRole('alertdialog', { name: 'Delete block rule?' })
    expect(dialog.textContent).toContain('Are you sure you want to delete this block rule? There is no undo.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(p.onCancelDelete).toHaveBeenCalledTimes(1)
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(p.onConfirmDelete).toHaveBeenCalledTimes(1)
  })
})
