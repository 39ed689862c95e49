// @vitest-environment happy-dom
/**
 * The keychain editor from plain props: a stored keychain's name, description and keys' section
 * (named as the heading), typing handed over, Save only with unsaved changes and busy while
 * saving, Discard changes, Delete after a confirmation; a new keychain ('New keychain', 'Create
 * keychain', 'Enter a name' once edited blank, Delete that discards); loading; the failure with
 * Try again, All keychains and Contact support; a failed refresh above the keychain.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Key } from '@domain/api/wire'
import { KeychainView, type KeychainViewProps, type StoredKeychain } from '../../../../src/features/keychains/KeychainView'
import { byText, click, openDialog, render, typeInto, type Rendered } from '../home/render'

const keyOf = (n: number): Key => ({
  id: `E1000000-0000-4000-8000-00000000000${n}` as Key['id'],
  keychainId: 'B2000000-0000-4000-8000-000000000001' as Key['keychainId'],
  comment: undefined,
  expiration: undefined,
  key: { type: 'domain', domain: `site-${n}.example.org`, scope: { type: 'webBrowsers' } },
})
const school = {
  summary: { id: 'B2000000-0000-4000-8000-000000000001', parentId: 'A0000000-0000-4000-8000-000000000001', name: 'School', description: 'Homework', isPublic: false, numKeys: 2 },
  keys: [keyOf(1), keyOf(2)],
} as unknown as StoredKeychain
const loaded = (data: StoredKeychain | undefined, error?: unknown) => ({ data, error: error as never, refetch: vi.fn(() => Promise.resolve()) })

function props(overrides: Partial<KeychainViewProps> = {}): KeychainViewProps {
  return {
    isNew: false,
    keychain: loaded(school),
    keys: vi.fn((name: string) => <p className="keys-slot">Keys of {name}</p>),
    value: { name: 'School', description: 'Homework' },
    changed: false,
    saving: false,
    onName: vi.fn(),
    onDescription: vi.fn(),
    onSave: vi.fn(),
    onDiscard: vi.fn(),
    onDelete: vi.fn(),
    ...overrides,
  }
}

let shown: Rendered | undefined
afterEach(() => shown?.unmount())

const field = (container: HTMLElement, label: string) => {
  const id = byText(container, 'label', new RegExp(`^${label}`)).getAttribute('for')!
  return container.querySelector<HTMLInputElement>(`#${CSS.escape(id)}`)!
}

describe('Keychain editor', () => {
  it('a stored keychain: its name, description, all saved, and its keys named as the heading', async () => {
    const p = props()
    shown = await render(<KeychainView {...p} />)
    const { container } = shown
    expect(byText(container, 'h1', 'School')).toBeTruthy()
    expect(byText(container, 'a', 'Keychains').getAttribute('href')).toBe('/keychains')
    expect(field(container, 'Name').value).toBe('School')
    expect(field(container, 'Description').value).toBe('Homework')
    expect(container.querySelector('.keychain-form__state')?.textContent).toBe('All changes saved.')
    expect(byText(container, 'button', 'Save keychain').hasAttribute('disabled')).toBe(true)
    expect(() => byText(container, 'button', 'Discard changes')).toThrow()
    expect(container.querySelector('.keys-slot')?.textContent).toBe('Keys of School')
  })

  it('typing hands over the name and the description', async () => {
    const p = props()
    shown = await render(<KeychainView {...p} />)
    await typeInto(field(shown.container, 'Name'), 'Library')
    expect(p.onName).toHaveBeenLastCalledWith('Library')
    await typeInto(field(shown.container, 'Description'), 'Books')
    expect(p.onDescription).toHaveBeenLastCalledWith('Books')
  })

  it('with unsaved changes: says so, saves, discards; busy while saving', async () => {
    const p = props({ changed: true, value: { name: 'Library', description: 'Homework' } })
    shown = await render(<KeychainView {...p} />)
    const { container } = shown
    expect(byText(container, 'h1', 'Library')).toBeTruthy()
    expect(container.querySelector('.keychain-form__state')?.textContent).toBe('Unsaved changes')
    await click(byText(container, 'button', 'Save keychain'))
    expect(p.onSave).toHaveBeenCalledTimes(1)
    await click(byText(container, 'button', 'Discard changes'))
    expect(p.onDiscard).toHaveBeenCalledTimes(1)
    shown.unmount()
    const q = props({ changed: true, saving: true, value: { name: 'Library', description: '' } })
    shown = await render(<KeychainView {...q} />)
    const save = byText(shown.container, 'button', /Save keychain/)
    expect(save.hasAttribute('disabled')).toBe(true)
    await click(save)
    expect(q.onSave).not.toHaveBeenCalled()
  })

  it('a name edited blank cannot be saved and says Enter a name', async () => {
    const p = props({ changed: true, value: { name: '  ', description: 'Homework' } })
    shown = await render(<KeychainView {...p} />)
    const { container } = shown
    expect(container.textContent).toContain('Enter a name')
    expect(byText(container, 'button', 'Save keychain').hasAttribute('disabled')).toBe(true)
  })

  it('Delete keychain asks first: Cancel keeps it, Delete keychain hands it over', async () => {
    const p = props()
    shown = await render(<KeychainView {...p} />)
    const { container } = shown
    await click(byText(container, '.page-header button', 'Delete keychain'))
    const dialog = openDialog(container)
    expect(dialog.textContent).toContain('Are you sure you want to delete School? Its 2 keys go with it')
    await click(byText(dialog, 'button', 'Cancel'))
    expect(p.onDelete).not.toHaveBeenCalled()
    await click(byText(container, '.page-header button', 'Delete keychain'))
    await click(byText(openDialog(container), 'button', 'Delete keychain'))
    expect(p.onDelete).toHaveBeenCalledTimes(1)
  })

  it('a new keychain: New keychain, nothing loaded, Create keychain once named, Delete discards it', async () => {
    const p = props({ isNew: true, keychain: loaded(undefined), value: { name: '', description: '' } })
    shown = await render(<KeychainView {...p} />)
    const { container } = shown
    expect(byText(container, 'h1', 'New keychain')).toBeTruthy()
    expect(container.querySelector('[role="status"]')).toBeNull()
    expect(container.textContent).not.toContain('Enter a name')
    expect(byText(container, 'button', 'Create keychain').hasAttribute('disabled')).toBe(true)
    expect(container.querySelector('.keychain-form__state')?.textContent).toBe('')
    expect(container.querySelector('.keys-slot')?.textContent).toBe('Keys of New keychain')
    await click(byText(container, '.page-header button', 'Delete keychain'))
    expect(openDialog(container).textContent).toContain('Discard New keychain? It has not been created yet.')
    shown.unmount()
    const q = props({ isNew: true, keychain: loaded(undefined), changed: true, value: { name: 'Music', description: '' } })
    shown = await render(<KeychainView {...q} />)
    expect(() => byText(shown!.container, 'button', 'Discard changes')).toThrow()
    await click(byText(shown.container, 'button', 'Create keychain'))
    expect(q.onSave).toHaveBeenCalledTimes(1)
  })

  it('loading, then a failure with Try again, All keychains and Contact support', async () => {
    shown = await render(<KeychainView {...props({ keychain: loaded(undefined) })} />)
    expect(shown.container.querySelector('[role="status"]')?.textContent).toBe('Loading keychain…')
    shown.unmount()
    const keychain = loaded(undefined, { type: 'notFound', debugMessage: 'no such keychain' })
    shown = await render(<KeychainView {...props({ keychain })} />)
    const { container } = shown
    expect(byText(container, '[role="alert"] h1', 'Not found')).toBeTruthy()
    await click(byText(container, 'button', 'Try again'))
    expect(keychain.refetch).toHaveBeenCalledTimes(1)
    expect(byText(container, 'a', 'All keychains').getAttribute('href')).toBe('/keychains')
    expect(byText(container, 'a', /Contact support/)).toBeTruthy()
  })

  it('a failed refresh: a notice with Try again above the keychain it still shows', async () => {
    const keychain = loaded(school, { type: 'serverError', debugMessage: 'boom' })
    shown = await render(<KeychainView {...props({ keychain })} />)
    const { container } = shown
    expect(container.querySelector('.refresh-failed')?.textContent).toContain('Couldn’t refresh')
    expect(byText(container, 'h1', 'School')).toBeTruthy()
  })
})
