// @vitest-environment happy-dom
/**
 * The children list from plain props: a card per child with the protection headline, the device
 * count and each device's words, and the links a parent follows (Settings, Screenshots, Add a
 * device; Finish setup for a child without a device); no children; loading; the failure with
 * Try again and Contact support.
 */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { User } from '@domain/api/wire'
import { ChildrenView } from '../../../../src/features/children/ChildrenView'
import { renderInRouter, wholeText } from '../../support/render'
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

describe('Children list', () => {
  it('a child with Macs: the protection headline, the count with who is offline, each Mac’s words and the links', async () => {
    await renderInRouter(<ChildrenView state="ready" children={[mayaWithMacs]} clock={{ now, timeZone: 'UTC' }} connectable="Mac" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Children' })).toBeTruthy()
    const card = screen.getByRole('listitem', { name: 'Maya' })
    expect(within(card).getByRole('heading', { level: 2, name: 'Maya' })).toBeTruthy()
    expect(within(card).getByText('Protected', { selector: '.badge' })).toBeTruthy()
    expect(within(card).getByText(wholeText('2 devices · 1 of 2 devices offline'))).toBeTruthy()
    const macs = within(card).getByRole('list', { name: 'Maya’s devices' })
    expect(
      within(macs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['School MacProtected', 'Home MacOffline'])
    const userId = maya.toLowerCase()
    expect(within(card).getByRole('link', { name: 'Settings for Maya' }).getAttribute('href')).toBe(`/children/${userId}`)
    expect(within(card).getByRole('link', { name: 'Screenshots of Maya' }).getAttribute('href')).toBe(`/children/${userId}/activity`)
    expect(within(card).getByRole('link', { name: 'Add a device for Maya' }).getAttribute('href')).toBe(`/children/${userId}?add-device=1`)
    expect(screen.getByRole('link', { name: 'Add a child' }).getAttribute('href')).toBe('/children/new')
  })

  it('a child without a device: Setup incomplete and Finish setup, in the order given', async () => {
    await renderInRouter(
      <ChildrenView state="ready" children={[leoWithout, mayaWithMacs]} clock={{ now, timeZone: 'UTC' }} connectable="Mac, iPhone or iPad" />,
    )
    const list = screen.getByRole('list', { name: 'Children' })
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Leo', 'Maya'])
    const card = within(list).getByRole('listitem', { name: 'Leo' })
    expect(within(card).getByText('Setup incomplete', { selector: '.badge' })).toBeTruthy()
    expect(card.textContent).toContain('No device connected yet. Connect Leo’s Mac, iPhone or iPad to start.')
    expect(within(card).getByRole('link', { name: 'Finish setup' }).getAttribute('href')).toBe(`/children/${leo.toLowerCase()}`)
    expect(within(card).queryByRole('link', { name: 'Screenshots of Leo' })).toBeNull()
  })

  it('no children: the empty card with Add a child, and no second Add a child in the header', async () => {
    await renderInRouter(<ChildrenView state="ready" children={[]} clock={{ now, timeZone: 'UTC' }} connectable="Mac" />)
    expect(screen.getByRole('heading', { level: 2, name: 'No children' })).toBeTruthy()
    expect(screen.getByText('Add a child, then connect their Mac to start seeing their activity.')).toBeTruthy()
    const adds = screen.getAllByRole('link', { name: 'Add a child' })
    expect(adds).toHaveLength(1)
    expect(adds[0]!.closest('.page-header')).toBeNull()
    expect(screen.queryByRole('list', { name: 'Children' })).toBeNull()
  })

  it('loading says so to screen readers', async () => {
    await renderInRouter(<ChildrenView state="loading" />)
    expect(screen.getByRole('status').textContent).toBe('Loading children…')
  })

  it('a failure: its heading, Try again calls back, and Contact support', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    await renderInRouter(<ChildrenView state="error" error={{ type: 'serverError', debugMessage: 'boom' } as never} onRetry={onRetry} />)
    const alert = screen.getByRole('alert')
    expect(within(alert).getByRole('heading', { level: 2 }).textContent).toBe('Could not load your children')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    expect(within(alert).getByRole('link', { name: /Contact support/ })).toBeTruthy()
  })
})
