// @vitest-environment happy-dom
/**
 * The keychains list from plain props: a card per keychain (name, key count, description, Public,
 * the children who have it, or 'Not being used'), Edit; the plus menu gives a keychain to a child
 * or takes it away (Esc closes it, focus back on the plus); Delete asks first, Cancel keeps it;
 * no keychains; loading; the failure with Try again and Contact support.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ChildId } from '@domain/api/ids'
import { AdminKeychain } from '@domain/api/wire'
import { KeychainsView, type KeychainsViewProps } from '../../../../src/features/keychains/KeychainsView'
import { renderInRouter } from '../../support/render'

const parent = 'A0000000-0000-4000-8000-000000000001'
const maya = { id: ChildId.parse('C0000000-0000-4000-8000-000000000001'), name: 'Maya' }
const leo = { id: ChildId.parse('C0000000-0000-4000-8000-000000000002'), name: 'Leo' }
const keychain = (n: number, name: string, numKeys: number, children: string[], extra: Record<string, unknown> = {}) =>
  AdminKeychain.parse({
    summary: { id: `B0000000-0000-4000-8000-00000000000${n}`, parentId: parent, name, isPublic: false, numKeys, ...extra },
    children,
    keys: [],
  })
const school = keychain(1, 'School', 3, [maya.id], { description: 'Sites for homework', isPublic: true })
const spare = keychain(2, 'Spare', 1, [])
const data = { keychains: [school, spare], children: [maya, leo] }
const loaded = (value: typeof data | undefined, error?: unknown) => ({ data: value, error: error as never, refetch: vi.fn(() => Promise.resolve()) })

function props(overrides: Partial<KeychainsViewProps> = {}): KeychainsViewProps {
  return { keychains: loaded(data), onAssign: vi.fn(), onDelete: vi.fn(), ...overrides }
}
const card = (name: string) => within(screen.getByRole('list', { name: 'Keychains' })).getByRole('listitem', { name })

describe('Keychains list', () => {
  it('each card: name, keys, description, Public, who has it or Not being used, and Edit', async () => {
    await renderInRouter(<KeychainsView {...props()} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Keychains' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Create a keychain' }).getAttribute('href')).toBe('/keychains/new')
    expect(
      within(screen.getByRole('list', { name: 'Keychains' }))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['School', 'Spare'])
    const first = card('School')
    expect(within(first).getByText('3 keys')).toBeTruthy()
    expect(within(first).getByText('Sites for homework')).toBeTruthy()
    expect(within(first).getByText('Public')).toBeTruthy()
    const chips = within(first).getByRole('list', { name: 'Children who have School' })
    expect(within(chips).getByRole('link', { name: 'Maya' }).getAttribute('href')).toBe(`/children/${maya.id.toLowerCase()}`)
    expect(within(first).getByRole('link', { name: 'Edit School' }).getAttribute('href')).toBe('/keychains/b0000000-0000-4000-8000-000000000001')
    const second = card('Spare')
    expect(within(second).getByText('1 key')).toBeTruthy()
    expect(within(second).getByText('No description')).toBeTruthy()
    expect(second.textContent).toContain("This keychain isn't doing anything")
    expect(second.textContent).toContain('Not being used')
  })

  it('the plus menu ticks who has it, a change hands the intent over, Esc closes it', async () => {
    const user = userEvent.setup()
    const p = props()
    await renderInRouter(<KeychainsView {...p} />)
    const first = card('School')
    const plus = within(first).getByRole('button', { name: 'Choose children for School' })
    expect(plus.getAttribute('aria-expanded')).toBe('false')
    await user.click(plus)
    expect(plus.getAttribute('aria-expanded')).toBe('true')
    const menu = within(first).getByRole('group', { name: 'Children who have School' })
    const boxes = within(menu).getAllByRole('checkbox')
    expect(boxes.map((b) => [b.closest('label')?.textContent, (b as HTMLInputElement).checked])).toEqual([
      ['Maya', true],
      ['Leo', false],
    ])
    await user.click(within(menu).getByRole('checkbox', { name: 'Leo' }))
    expect(p.onAssign).toHaveBeenCalledWith(leo.id, school.summary, true)
    await user.keyboard('{Escape}')
    expect(within(first).queryByRole('group', { name: 'Children who have School' })).toBeNull()
    expect(document.activeElement).toBe(plus)
  })

  it('Delete asks first: Cancel keeps it, Delete keychain hands it over', async () => {
    const user = userEvent.setup()
    const p = props()
    await renderInRouter(<KeychainsView {...p} />)
    await user.click(within(card('Spare')).getByRole('button', { name: 'Delete Spare' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete keychain?' })
    expect(dialog.textContent).toContain('Are you sure you want to delete Spare? Its 1 key go with it')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(p.onDelete).not.toHaveBeenCalled()
    await user.click(within(card('Spare')).getByRole('button', { name: 'Delete Spare' }))
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete keychain?' })).getByRole('button', { name: 'Delete keychain' }))
    expect(p.onDelete).toHaveBeenCalledWith(spare.summary)
  })

  it('no keychains: Let’s make one!', async () => {
    await renderInRouter(<KeychainsView {...props({ keychains: loaded({ keychains: [], children: [maya] }) })} />)
    expect(screen.getByRole('heading', { level: 2, name: 'No keychains' })).toBeTruthy()
    expect(screen.getByRole('link', { name: "Let's make one!" }).getAttribute('href')).toBe('/keychains/new')
  })

  it('loading, then a failure with Try again and Contact support', async () => {
    const user = userEvent.setup()
    const loading = await renderInRouter(<KeychainsView {...props({ keychains: loaded(undefined) })} />)
    expect(screen.getByRole('status').textContent).toBe('Loading keychains…')
    loading.unmount()
    const keychains = loaded(undefined, { type: 'serverError', debugMessage: 'boom' })
    await renderInRouter(<KeychainsView {...props({ keychains })} />)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(keychains.refetch).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('link', { name: /Contact support/ })).toBeTruthy()
  })
})
