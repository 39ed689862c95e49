// @vitest-environment happy-dom
/**
 * The keychain editor from plain props: a stored keychain's name, description and keys' section
 * (named as the heading), typing handed over, Save only with unsaved changes and busy while
 * saving, Discard changes, Delete after a confirmation; a new keychain ('New keychain', 'Create
 * keychain', 'Enter a name' once edited blank, Delete that discards); loading; the failure with
 * Try again, All keychains and Contact support; a failed refresh above the keychain.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Key } from '@domain/api/wire'
import { KeychainView, type KeychainViewProps, type StoredKeychain } from '../../../../src/features/keychains/KeychainView'
import { renderInRouter } from '../../support/render'

const keyOf = (n: number): Key => ({
  id: `E1000000-0000-4000-8000-00000000000${n}` as Key['id'],
  keychainId: 'B2000000-0000-4000-8000-000000000001' as Key['keychainId'],
  comment: undefined,
  expiration: undefined,
  key: { type: 'domain', domain: `site-${n}.example.org`, scope: { type: 'webBrowsers' } },
})
const school = {
  summary: {
    id: 'B2000000-0000-4000-8000-000000000001',
    parentId: 'A0000000-0000-4000-8000-000000000001',
    name: 'School',
    description: 'Homework',
    isPublic: false,
    numKeys: 2,
  },
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

const field = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${label}`) })
/** The page's own Delete keychain, beside its heading (the confirmation has another). */
const deleteKeychain = () => within(screen.getByRole('heading', { level: 1 }).parentElement!).getByRole('button', { name: 'Delete keychain' })

describe('Keychain editor', () => {
  it('a stored keychain: its name, description, all saved, and its keys named as the heading', async () => {
    const p = props()
    await renderInRouter(<KeychainView {...p} />)
    expect(screen.getByRole('heading', { level: 1, name: 'School' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Keychains' }).getAttribute('href')).toBe('/keychains')
    expect(field('Name').value).toBe('School')
    expect(field('Description').value).toBe('Homework')
    expect(screen.getByText('All changes saved.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Save keychain' })).toHaveProperty('disabled', true)
    expect(screen.queryByRole('button', { name: 'Discard changes' })).toBeNull()
    expect(screen.getByText('Keys of School')).toBeTruthy()
  })

  it('typing hands over the name and the description', async () => {
    const user = userEvent.setup()
    const p = props()
    await renderInRouter(<KeychainView {...p} />)
    await user.tripleClick(field('Name'))
    await user.paste('Library')
    expect(p.onName).toHaveBeenLastCalledWith('Library')
    await user.tripleClick(field('Description'))
    await user.paste('Books')
    expect(p.onDescription).toHaveBeenLastCalledWith('Books')
  })

  it('with unsaved changes: says so, saves, discards; busy while saving', async () => {
    const user = userEvent.setup()
    const p = props({ changed: true, value: { name: 'Library', description: 'Homework' } })
    const first = await renderInRouter(<KeychainView {...p} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Library' })).toBeTruthy()
    expect(screen.getByText('Unsaved changes')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Save keychain' }))
    expect(p.onSave).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Discard changes' }))
    expect(p.onDiscard).toHaveBeenCalledTimes(1)
    first.unmount()
    const q = props({ changed: true, saving: true, value: { name: 'Library', description: '' } })
    await renderInRouter(<KeychainView {...q} />)
    const save = screen.getByRole('button', { name: /Save keychain/ })
    expect(save).toHaveProperty('disabled', true)
    await user.click(save)
    expect(q.onSave).not.toHaveBeenCalled()
  })

  it('a name edited blank cannot be saved and says Enter a name', async () => {
    const p = props({ changed: true, value: { name: '  ', description: 'Homework' } })
    await renderInRouter(<KeychainView {...p} />)
    expect(screen.getByText('Enter a name')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Save keychain' })).toHaveProperty('disabled', true)
  })

  it('Delete keychain asks first: Cancel keeps it, Delete keychain hands it over', async () => {
    const user = userEvent.setup()
    const p = props()
    await renderInRouter(<KeychainView {...p} />)
    await user.click(deleteKeychain())
    const dialog = screen.getByRole('alertdialog', { name: 'Delete keychain?' })
    expect(dialog.textContent).toContain('Are you sure you want to delete School? Its 2 keys go with it')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(p.onDelete).not.toHaveBeenCalled()
    await user.click(deleteKeychain())
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete keychain?' })).getByRole('button', { name: 'Delete keychain' }))
    expect(p.onDelete).toHaveBeenCalledTimes(1)
  })

  it('a new keychain: New keychain, nothing loaded, Create keychain once named, Delete discards it', async () => {
    const user = userEvent.setup()
    const p = props({ isNew: true, keychain: loaded(undefined), value: { name: '', description: '' } })
    const blank = await renderInRouter(<KeychainView {...p} />)
    expect(screen.getByRole('heading', { level: 1, name: 'New keychain' })).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByText('Enter a name')).toBeNull()
    expect(screen.getByRole('button', { name: 'Create keychain' })).toHaveProperty('disabled', true)
    expect(screen.queryByText('Unsaved changes')).toBeNull()
    expect(screen.queryByText('All changes saved.')).toBeNull()
    expect(screen.getByText('Keys of New keychain')).toBeTruthy()
    await user.click(deleteKeychain())
    expect(screen.getByRole('alertdialog').textContent).toContain('Discard New keychain? It has not been created yet.')
    blank.unmount()
    const q = props({ isNew: true, keychain: loaded(undefined), changed: true, value: { name: 'Music', description: '' } })
    await renderInRouter(<KeychainView {...q} />)
    expect(screen.queryByRole('button', { name: 'Discard changes' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Create keychain' }))
    expect(q.onSave).toHaveBeenCalledTimes(1)
  })

  it('loading, then a failure with Try again, All keychains and Contact support', async () => {
    const user = userEvent.setup()
    const loading = await renderInRouter(<KeychainView {...props({ keychain: loaded(undefined) })} />)
    expect(screen.getByRole('status').textContent).toBe('Loading keychain…')
    loading.unmount()
    const keychain = loaded(undefined, { type: 'notFound', debugMessage: 'no such keychain' })
    await renderInRouter(<KeychainView {...props({ keychain })} />)
    const alert = screen.getByRole('alert')
    expect(within(alert).getByRole('heading', { level: 1, name: 'Not found' })).toBeTruthy()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(keychain.refetch).toHaveBeenCalledTimes(1)
    expect(within(alert).getByRole('link', { name: 'All keychains' }).getAttribute('href')).toBe('/keychains')
    expect(within(alert).getByRole('link', { name: /Contact support/ })).toBeTruthy()
  })

  it('a failed refresh: a notice with Try again above the keychain it still shows', async () => {
    const keychain = loaded(school, { type: 'serverError', debugMessage: 'boom' })
    await renderInRouter(<KeychainView {...props({ keychain })} />)
    const notice = screen.getByRole('status')
    expect(notice.textContent).toContain('Couldn’t refresh')
    expect(within(notice).getByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'School' })).toBeTruthy()
  })
})
