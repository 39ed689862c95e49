// @vitest-environment happy-dom
/**
 * The demo panel's Family tab beside the app, driving the same fake server (moved from the
 * end-to-end tests; a cold start under a path prefix, the demo's service worker and a second tab
 * stay in tests/e2e/demo-sub-path.spec.ts, which runs no axe check): each trigger and a
 * fast-forward show in the dashboard, a family left to act on its own shows each kind of change
 * within its first minute, and the tab holds the family still.
 */
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openApp } from '../support/app'
import { findMain } from './shell-support'
import { childCard, demoButton, demoTab, familyStatus, holdFamilyStill, protectedMacs, trigger } from './demo-support'

const reviewed = /\d+ out of \d+ screenshots reviewed/
/** The first day card's progress ('3 out of 40 screenshots reviewed'). */
const todayText = () => screen.getAllByText(reviewed)[0]?.textContent ?? ''

it('each Family trigger and fast-forward shows up in the dashboard', async () => {
  const app = await openApp('/children')
  await holdFamilyStill(app)
  const { control } = app.fake
  await screen.findByRole('heading', { name: 'Maya', level: 2 })
  // Maya's MacBook Air is protected, her iMac offline.
  await expect.poll(() => protectedMacs(childCard('Maya'))).not.toBe(0)
  const panel = await demoTab(app, 'Family')
  await app.user.selectOptions(within(panel).getByLabelText('Child'), 'Maya')
  await trigger(app, panel, 'Mac goes offline', /went offline/)
  await expect.poll(() => protectedMacs(childCard('Maya'))).toBe(0)
  await trigger(app, panel, 'Mac comes online', /back online/)
  await expect.poll(() => protectedMacs(childCard('Maya'))).not.toBe(0)

  // Requests notify the parent: the outbox count on the Demo button goes up.
  const before = control.outbox().length
  await trigger(app, panel, 'Unlock request', /Maya asked to unlock/)
  await trigger(app, panel, 'Suspension request', /Maya asked for a filter suspension/)
  await expect.poll(() => demoButton().textContent).toContain(String(before + 2))

  await app.open('/security-events')
  const events = () => within(document.getElementById('main') ?? document.body).queryAllByRole('heading', { level: 3 })
  await expect.poll(() => events().length).not.toBe(0)
  const eventCount = events().length
  await trigger(app, await demoTab(app, 'Family'), 'Security event', /reported a security event/)
  await expect.poll(() => events().length).toBe(eventCount + 1)

  await app.open('/children/activity')
  const acknowledge = await screen.findByRole('button', { name: 'Acknowledge & View Screenshots' })
  for (const box of screen.getAllByRole('checkbox')) await app.user.click(box)
  await app.user.click(acknowledge)
  await screen.findAllByText(reviewed)
  const shown = todayText()
  await trigger(app, await demoTab(app, 'Family'), 'Screenshot', /took a screenshot/)
  await expect.poll(todayText).not.toBe(shown)

  // Ten minutes on: the simulated Macs catch up and new screenshots arrive.
  const beforeJump = todayText()
  const family = await demoTab(app, 'Family')
  await app.user.click(within(family).getByRole('button', { name: '+10 minutes' }))
  await expect.poll(() => familyStatus(family).textContent).toMatch(/moved 10 minutes forward/)
  await expect.poll(todayText).not.toBe(beforeJump)
})

describe('a family left to act on its own', () => {
  it('in the first minute of watching, a Mac goes offline and comes back, and requests arrive with their notifications', async () => {
    const app = await openApp('/children')
    const { control } = app.fake
    const before = control.outbox().length
    await findMain()
    await screen.findByRole('heading', { name: 'Maya', level: 2 })
    // Maya's MacBook Air is the one Mac with its filter on.
    await expect.poll(() => protectedMacs(childCard('Maya'))).not.toBe(0)
    // The demo panel is what shows the family's changes at once (without waiting for a poll).
    await demoTab(app, 'Family')
    expect(demoButton()).toBeTruthy()
    // The family's minute runs on its own clock, which the demo's fast-forward moves (as the
    // panel's buttons do). Switching the family on again starts its opening over; it sees the
    // parent watching at once, then 38 s pass: the opening's offline spell lasts from 35 s to
    // 55 s, so the page has 17 s to show it.
    if (!control.setFamilyActs || !control.advanceTime) throw new Error('this fake server cannot let the family act')
    await control.setFamilyActs(true)
    await control.advanceTime(0)
    await control.advanceTime(38_000)
    await expect.poll(() => protectedMacs(childCard('Maya'))).toBe(0)
    // An unlock request (e-mailed) and a suspension request (texted) came before it.
    expect(control.outbox().length).toBeGreaterThanOrEqual(before + 2)
    // A minute in, it is back.
    await control.advanceTime(22_000)
    await expect.poll(() => protectedMacs(childCard('Maya'))).not.toBe(0)
    const panel = await demoTab(app, 'Family')
    expect(within(panel).getByRole<HTMLInputElement>('checkbox', { name: 'The family acts on its own' }).checked).toBe(true)
  })
})

it('the Family tab holds the family still', async () => {
  const app = await openApp('/')
  await holdFamilyStill(app)
  await findMain()
  const panel = await demoTab(app, 'Family')
  const acting = () => within(panel).getByRole<HTMLInputElement>('checkbox', { name: 'The family acts on its own' })
  // End-to-end tests hold it still from the start, as this one does.
  expect(acting().checked).toBe(false)
  await app.user.click(acting())
  await expect.poll(() => familyStatus(panel).textContent).toMatch(/acts on its own again/)
  expect(app.fake.control.familyActs?.()).toBe(true)
  await app.user.click(acting())
  await expect.poll(() => familyStatus(panel).textContent).toMatch(/holds still/)
  await app.reload()
  const again = await demoTab(app, 'Family')
  expect(within(again).getByRole<HTMLInputElement>('checkbox', { name: 'The family acts on its own' }).checked).toBe(false)
})
