// @vitest-environment happy-dom
/**
 * The children list from plain props: a card per child with the protection headline, the device
 * count and each device's words, and the links a parent follows (Settings, Screenshots, Add a
 * device; Finish setup for a child without a device); no children; loading; the failure with
 * Try again and Contact support.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { User } from '@domain/api/wire'
import { ChildrenView } from '../../../../src/features/children/ChildrenView'
import { byText, click, render, type Rendered } from '../home/render'
import { childRecord } from '../../support/child-record'

const maya = 'C0000000-0000-4000-8000-000000000001'
const leo = 'C0000000-0000-4000-8000-000000000002'
const now = new Date('2025-09-02T15:30:00Z')
const device = (n: number, status: Record<string, unknown>, customName?: string) => ({
  id: `D1000000-0000-4000-8000-00000000000${n}`,
  deviceId: `D2000000-0000-4000-8000-00000000000${n}`,
  status,
  modelFamily: 'macBookAir',
  modelTitle: 'M2 MacBook Air (2022)',
  modelIdentifier: 'Mac14,2',
  ...(customName ? { customName } : {}),
})
const child = (id: string, name: string, devices: unknown[]) =>
  User.parse(childRecord({ id, name, screenshotsFrequency: 180, showSuspensionActivity: true, devices, createdAt: '2025-03-02T14:05:11Z' }))
const mayaWithMacs = child(maya, 'Maya', [device(1, { case: 'filterOn' }, 'School Mac'), device(2, { case: 'offline' }, 'Home Mac')])
const leoWithout = child(leo, 'Leo', [])

let shown: Rendered | undefined
afterEach(() => shown?.unmount())

describe('Children list', () => {
  it('a child with Macs: the protection headline, the count with who is offline, each Mac’s words and the links', async () => {
    shown = await render(<ChildrenView state="ready" children={[mayaWithMacs]} now={now} connectable="Mac" />)
    const { container } = shown
    expect(byText(container, 'h1', 'Children')).toBeTruthy()
    const card = container.querySelector<HTMLElement>('[aria-labelledby="child-c0000000-0000-4000-8000-000000000001"]')!
    expect(byText(card, 'h2', 'Maya')).toBeTruthy()
    expect(card.querySelector('.badge')?.textContent).toBe('Protected')
    expect(card.querySelector('.child-card__count')?.textContent).toBe('2 devices · 1 of 2 devices offline')
    const macs = card.querySelector('[aria-label="Maya’s devices"]')!
    expect([...macs.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['School MacProtected', 'Home MacOffline'])
    const userId = maya.toLowerCase()
    expect(card.querySelector('[aria-label="Settings for Maya"]')?.getAttribute('href')).toBe(`/children/${userId}`)
    expect(card.querySelector('[aria-label="Screenshots of Maya"]')?.getAttribute('href')).toBe(`/children/${userId}/activity`)
    expect(card.querySelector('[aria-label="Add a device for Maya"]')?.getAttribute('href')).toBe(`/children/${userId}?add-device=1`)
    expect(byText(container, 'a', 'Add a child').getAttribute('href')).toBe('/children/new')
  })

  it('a child without a device: Setup incomplete and Finish setup, in the order given', async () => {
    shown = await render(<ChildrenView state="ready" children={[leoWithout, mayaWithMacs]} now={now} connectable="Mac, iPhone or iPad" />)
    const { container } = shown
    const list = container.querySelector('[aria-label="Children"]')!
    expect([...list.querySelectorAll('h2')].map((h) => h.textContent)).toEqual(['Leo', 'Maya'])
    const card = list.querySelector<HTMLElement>('li')!
    expect(card.querySelector('.badge')?.textContent).toBe('Setup incomplete')
    expect(card.textContent).toContain('No device connected yet. Connect Leo’s Mac, iPhone or iPad to start.')
    expect(byText(card, 'a', 'Finish setup').getAttribute('href')).toBe(`/children/${leo.toLowerCase()}`)
    expect(card.querySelector('[aria-label="Screenshots of Leo"]')).toBeNull()
  })

  it('no children: the empty card with Add a child, and no second Add a child in the header', async () => {
    shown = await render(<ChildrenView state="ready" children={[]} now={now} connectable="Mac" />)
    const { container } = shown
    expect(byText(container, 'h2', 'No children')).toBeTruthy()
    expect(container.textContent).toContain('Add a child, then connect their Mac to start seeing their activity.')
    const adds = [...container.querySelectorAll('a')].filter((a) => a.textContent === 'Add a child')
    expect(adds).toHaveLength(1)
    expect(adds[0]!.closest('.page-header')).toBeNull()
    expect(container.querySelector('[aria-label="Children"]')).toBeNull()
  })

  it('loading says so to screen readers', async () => {
    shown = await render(<ChildrenView state="loading" />)
    expect(shown.container.querySelector('[role="status"]')?.textContent).toBe('Loading children…')
  })

  it('a failure: its heading, Try again calls back, and Contact support', async () => {
    const onRetry = vi.fn()
    shown = await render(<ChildrenView state="error" error={{ type: 'serverError', debugMessage: 'boom' } as never} onRetry={onRetry} />)
    const { container } = shown
    expect(container.querySelector('[role="alert"] h2')?.textContent).toBe('Could not load your children')
    await click(byText(container, 'button', 'Try again'))
    expect(onRetry).toHaveBeenCalledTimes(1)
    expect(byText(container, 'a', /Contact support/)).toBeTruthy()
  })
})
