// @vitest-environment happy-dom
/**
 * One iOS device's page from plain props: the heading, the block groups (a toggle hands the group
 * over), the web policy with its domain list (Enter adds a valid domain, Remove names it), the
 * block rules (Edit and Delete named by the rule's description), Save settings only with unsaved
 * changes, and the delete confirmation.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { emptyRuleForm } from '@domain/ios/rule-form'
import { IOSDeviceView, type IOSDeviceViewProps } from '../../../../src/features/ios-devices/IOSDeviceView'
import { byText, click, render, type Rendered } from '../home/render'

let shown: Rendered | undefined
afterEach(() => shown?.unmount())

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
    rules: [{ id: 'r1', row: { kind: 'app', label: 'App', main: 'com.game.app', conditional: false, description: 'Blocks com.game.app completely' } }],
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
    const p = props()
    shown = await render(<IOSDeviceView {...p} />)
    const { container } = shown
    expect(byText(container, 'h1', 'Maya’s iPhone')).toBeTruthy()
    expect(container.textContent).toContain('iOS 18.5')
    const boxes = [...container.querySelectorAll<HTMLInputElement>('.ios-groups input')]
    expect(boxes.map((b) => [b.closest('label')?.textContent, b.checked])).toEqual([
      ['Social media', true],
      ['Games', false],
    ])
    await click(boxes[1]!)
    expect(p.onToggleGroup).toHaveBeenCalledWith('g2')
  })

  it('the approved websites: Remove names the domain, Enter in the field adds the typed one', async () => {
    const p = props()
    shown = await render(<IOSDeviceView {...p} />)
    const { container } = shown
    expect(byText(container, 'h3', 'Approved websites:')).toBeTruthy()
    await click(container.querySelector<HTMLElement>('[aria-label="Remove school.example.org"]')!)
    expect(p.policy.onRemoveDomain).toHaveBeenCalledWith('school.example.org')
    const field = container.querySelector<HTMLInputElement>('input[placeholder="Add domain (e.g. example.com)"]')!
    await act(() => {
      field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }))
      return Promise.resolve()
    })
    expect(p.policy.onAddDomain).toHaveBeenCalledTimes(1)
  })

  it('the rules: a row opens the editor, named by what it shows first (voice control); Delete named by what the rule does', async () => {
    const p = props()
    shown = await render(<IOSDeviceView {...p} />)
    const { container } = shown
    const row = container.querySelector<HTMLElement>('button.ios-rule__edit')!
    expect(row.hasAttribute('aria-label')).toBe(false)
    expect(row.textContent).toBe('App com.game.app Blocks com.game.app completely, edit')
    await click(row)
    expect(p.onEditRule).toHaveBeenCalledWith('r1')
    await click(container.querySelector<HTMLElement>('[aria-label="Delete block rule: Blocks com.game.app completely"]')!)
    expect(p.onDeleteRule).toHaveBeenCalledWith('r1')
    await click(byText(container, 'button', 'Add rule'))
    expect(p.onAddRule).toHaveBeenCalledTimes(1)
  })

  it('Save settings is off until something changed, then says so and saves', async () => {
    shown = await render(<IOSDeviceView {...props()} />)
    expect(byText(shown.container, 'button', 'Save settings').hasAttribute('disabled')).toBe(true)
    expect(shown.container.querySelector('.ios-footer__state')?.textContent).toBe('')
    shown.unmount()
    const p = props({ unsaved: true })
    shown = await render(<IOSDeviceView {...p} />)
    expect(shown.container.querySelector('.ios-footer__state')?.textContent).toBe('Unsaved changes')
    await click(byText(shown.container, 'button', 'Save settings'))
    expect(p.onSave).toHaveBeenCalledTimes(1)
  })

  it('no rules yet: Add block rule', async () => {
    const p = props({ rules: [] })
    shown = await render(<IOSDeviceView {...p} />)
    expect(byText(shown.container, 'h2', 'No block rules')).toBeTruthy()
    await click(byText(shown.container, 'button', 'Add block rule'))
    expect(p.onAddRule).toHaveBeenCalledTimes(1)
  })

  it('the delete confirmation: Cancel and Delete hand the answer over', async () => {
    const p = props({ confirmingDelete: true })
    shown = await render(<IOSDeviceView {...p} />)
    const dialog = [...shown.container.querySelectorAll<HTMLElement>('dialog')].find((d) => d.textContent?.includes('Delete block rule?'))!
    expect(dialog.getAttribute('role')).toBe('alertdialog')
    expect(dialog.textContent).toContain('Are you sure you want to delete this block rule? There is no undo.')
    await click(byText(dialog, 'button', 'Cancel'))
    expect(p.onCancelDelete).toHaveBeenCalledTimes(1)
    await click(byText(dialog, 'button', 'Delete'))
    expect(p.onConfirmDelete).toHaveBeenCalledTimes(1)
  })
})
