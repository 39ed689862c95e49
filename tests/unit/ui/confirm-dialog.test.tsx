// @vitest-environment happy-dom
/**
 * The question before an action with no undo: its title and words, Cancel and Esc keep things as
 * they are, the danger button does what it says; while the action runs the dialog waits for it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { ConfirmDialog, type ConfirmDialogProps } from '../../../src/ui/ConfirmDialog'
import { byText, click, render, type Rendered } from '../features/home/render'

let shown: Rendered | undefined
afterEach(() => shown?.unmount())

const props = (overrides: Partial<ConfirmDialogProps> = {}): ConfirmDialogProps => ({
  open: true,
  title: 'Delete key?',
  confirmLabel: 'Delete key',
  onConfirm: vi.fn(),
  onCancel: vi.fn(),
  children: <p>Delete the key for example.com? There is no undo.</p>,
  ...overrides,
})

const dialogOf = (container: HTMLElement) => container.querySelector<HTMLDialogElement>('dialog')!

async function pressEsc(dialog: HTMLDialogElement): Promise<void> {
  await act(() => {
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }))
    return Promise.resolve()
  })
}

describe('ConfirmDialog', () => {
  it('asks as an alert dialog, with the question as its name and the words as its description', async () => {
    shown = await render(<ConfirmDialog {...props()} />)
    const dialog = dialogOf(shown.container)
    expect(dialog.getAttribute('role')).toBe('alertdialog')
    const title = dialog.querySelector(`#${CSS.escape(dialog.getAttribute('aria-labelledby')!)}`)
    expect(title?.textContent).toBe('Delete key?')
    const words = dialog.querySelector(`#${CSS.escape(dialog.getAttribute('aria-describedby')!)}`)
    expect(words?.textContent).toBe('Delete the key for example.com? There is no undo.')
  })

  it('Cancel and Esc keep things as they are; the danger button confirms', async () => {
    const p = props()
    shown = await render(<ConfirmDialog {...p} />)
    const dialog = dialogOf(shown.container)
    await click(byText(dialog, 'button', 'Cancel'))
    await pressEsc(dialog)
    expect(p.onCancel).toHaveBeenCalledTimes(2)
    expect(p.onConfirm).not.toHaveBeenCalled()
    const confirm = byText(dialog, 'button', 'Delete key')
    expect(confirm.className).toContain('danger')
    await click(confirm)
    expect(p.onConfirm).toHaveBeenCalledTimes(1)
  })

  it('while the action runs, its button says so and neither Cancel nor Esc closes the dialog', async () => {
    const p = props({ busy: true })
    shown = await render(<ConfirmDialog {...p} />)
    const dialog = dialogOf(shown.container)
    expect(byText(dialog, 'button', 'Delete key').getAttribute('aria-busy')).toBe('true')
    const cancel = byText(dialog, 'button', 'Cancel') as HTMLButtonElement
    expect(cancel.disabled).toBe(true)
    await pressEsc(dialog)
    expect(p.onCancel).not.toHaveBeenCalled()
  })
})
