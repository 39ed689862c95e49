// @vitest-environment happy-dom
/**
 * The keychains list from plain props: a card per keychain (name, key count, description, Public,
 * the children who have it, or 'Not being used'), Edit; the plus menu gives a keychain to a child
 * or takes it away (Esc closes it, focus back on the plus); Delete asks first, Cancel keeps it;
 * no keychains; loading; the failure with Try again and Contact support.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { ChildId } from '@domain/api/ids'
import { AdminKeychain } from '@domain/api/wire'
import { KeychainsView, type KeychainsViewProps } from '../../../../src/features/keychains/KeychainsView'
import { byText, click, render, type Rendered } from '../home/render'

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

let shown: Rendered | undefined
afterEach(() => shown?.unmount())

function props(overrides: Partial<KeychainsViewProps> = {}): KeychainsViewProps {
  return { keychains: loaded(data), onAssign: vi.fn(), onDelete: vi.fn(), ...overrides }
}
const card = (container: HTMLElement, n: number) => container.querySelectorAll<HTMLElement>('[aria-label="Keychains"] > li')[n]!

describe('Keychains list', () => {
  it('each card: name, keys, description, Public, who has it or Not being used, and Edit', async () => {
    shown = await render(<KeychainsView {...props()} />)
    const { container } = shown
    expect(byText(container, 'h1', 'Keychains')).toBeTruthy()
    expect(byText(container, 'a', 'Create a keychain').getAttribute('href')).toBe('/keychains/new')
    const first = card(container, 0)
    expect(first.querySelector('h2')?.textContent).toBe('School')
    expect(first.querySelector('.keychain-card__count')?.textContent).toBe('3 keys')
    expect(first.querySelector('.keychain-card__description')?.textContent).toBe('Sites for homework')
    expect(first.querySelector('.badge')?.textContent).toBe('Public')
    const chips = first.querySelector('[aria-label="Children who have School"]')!
    expect(byText(chips as HTMLElement, 'a', 'Maya').getAttribute('href')).toBe(`/children/${maya.id.toLowerCase()}`)
    expect(first.querySelector('[aria-label="Edit School"]')?.getAttribute('href')).toBe('/keychains/b0000000-0000-4000-8000-000000000001')
    const second = card(container, 1)
    expect(second.querySelector('.keychain-card__count')?.textContent).toBe('1 key')
    expect(second.querySelector('.keychain-card__description')?.textContent).toBe('No description')
    expect(second.textContent).toContain('This keychain isn\'t doing anything')
    expect(second.textContent).toContain('Not being used')
  })

  it('the plus menu ticks who has it, a change hands the intent over, Esc closes it', async () => {
    const p = props()
    shown = await render(<KeychainsView {...p} />)
    const first = card(shown.container, 0)
    const plus = first.querySelector<HTMLButtonElement>('[aria-label="Choose children for School"]')!
    expect(plus.getAttribute('aria-expanded')).toBe('false')
    await click(plus)
    expect(plus.getAttribute('aria-expanded')).toBe('true')
    const boxes = [...first.querySelectorAll<HTMLInputElement>('.assign-menu__panel input[type="checkbox"]')]
    expect(boxes.map((b) => [b.closest('label')?.textContent, b.checked])).toEqual([
      ['Maya', true],
      ['Leo', false],
    ])
    await click(boxes[1]!)
    expect(p.onAssign).toHaveBeenCalledWith(leo.id, school.summary, true)
    await act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
      return Promise.resolve()
    })
    expect(first.querySelector('.assign-menu__panel')).toBeNull()
    expect(document.activeElement).toBe(plus)
  })

  it('Delete asks first: Cancel keeps it, Delete keychain hands it over', async () => {
    const p = props()
    shown = await render(<KeychainsView {...p} />)
    const { container } = shown
    await click(byText(card(container, 1), 'button', 'Delete'))
    const dialog = container.querySelector<HTMLElement>('dialog')!
    expect(dialog.getAttribute('role')).toBe('alertdialog')
    expect(dialog.textContent).toContain('Delete keychain?')
    expect(dialog.textContent).toContain('Are you sure you want to delete Spare? Its 1 key go with it')
    await click(byText(dialog, 'button', 'Cancel'))
    expect(p.onDelete).not.toHaveBeenCalled()
    await click(byText(card(container, 1), 'button', 'Delete'))
    await click(byText(container.querySelector<HTMLElement>('dialog')!, 'button', 'Delete keychain'))
    expect(p.onDelete).toHaveBeenCalledWith(spare.summary)
  })

  it('no keychains: Let’s make one!', async () => {
    shown = await render(<KeychainsView {...props({ keychains: loaded({ keychains: [], children: [maya] }) })} />)
    const { container } = shown
    expect(byText(container, 'h2', 'No keychains')).toBeTruthy()
    expect(byText(container, 'a', 'Let\'s make one!').getAttribute('href')).toBe('/keychains/new')
  })

  it('loading, then a failure with Try again and Contact support', async () => {
    shown = await render(<KeychainsView {...props({ keychains: loaded(undefined) })} />)
    expect(shown.container.querySelector('[role="status"]')?.textContent).toBe('Loading keychains…')
    shown.unmount()
    const keychains = loaded(undefined, { type: 'serverError', debugMessage: 'boom' })
    shown = await render(<KeychainsView {...props({ keychains })} />)
    await click(byText(shown.container, 'button', 'Try again'))
    expect(keychains.refetch).toHaveBeenCalledTimes(1)
    expect(byText(shown.container, 'a', /Contact support/)).toBeTruthy()
  })
})
