// @vitest-environment happy-dom
/**
 * The question before an action with no undo: its title and words, Cancel and Esc keep things as
 * they are, the danger button does what it says; while the action runs the dialog waits for it.
 */
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog, type ConfirmDialogProps } from '../../../src/ui/ConfirmDialog'
import '../support/render'

const props = (overrides: Partial<ConfirmDialogProps> = {}): ConfirmDialogProps => ({
  open: true,
  title: 'Delete key?',
  confirmLabel: 'Delete key',
  onConfirm: vi.fn(),
  onCancel: vi.fn(),
  children: <p>Delete the key for example.com? There is no undo.</p>,
  ...overrides,
})

/** Esc on an open dialog: the browser sends it a cancelable `cancel` event (happy-dom does not). */
const pressEsc = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }))

describe('ConfirmDialog', () => {
  it('asks as an alert dialog, with the question as its name and the words as its description', () => {
    render(<ConfirmDialog {...props()} />)
    const dialog = screen.getByRole('alertdialog', { name: 'Delete key?' })
    expect(dialog.getAttribute('aria-describedby')).not.toBeNull()
    const words = document.getElementById(dialog.getAttribute('aria-describedby')!)
    expect(words?.textContent).toBe('Delete the key for example.com? There is no undo.')
  })

  it('Cancel and Esc keep things as they are; the danger button confirms', async () => {
    const user = userEvent.setup()
    const p = props()
    render(<ConfirmDialog {...p} />)
    const dialog = screen.getByRole('alertdialog', { name: 'Delete key?' })
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    pressEsc(dialog)
    expect(p.onCancel).toHaveBeenCalledTimes(2)
    expect(p.onConfirm).not.toHaveBeenCalled()
    const confirm = screen.getByRole('button', { name: 'Delete key' })
    expect(confirm.className).toContain('danger')
    await user.click(confirm)
    expect(p.onConfirm).toHaveBeenCalledTimes(1)
  })

  it('while the action runs, its button says so and neither Cancel nor Esc closes the dialog', async () => {
    const user = userEvent.setup()
    const p = props({ busy: true })
    render(<ConfirmDialog {...p} />)
    expect(screen.getByRole('button', { name: 'Delete key' }).getAttribute('aria-busy')).toBe('true')
    const cancel = screen.getByRole('button', { name: 'Cancel' })
    expect(cancel).toHaveProperty('disabled', true)
    await user.click(cancel)
    pressEsc(screen.getByRole('alertdialog', { name: 'Delete key?' }))
    expect(p.onCancel).not.toHaveBeenCalled()
  })
})
