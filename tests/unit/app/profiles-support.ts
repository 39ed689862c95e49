/**
 * The main flows under each API profile, as tests/unit/app/profiles.test.tsx (today's API) and
 * tests/unit/app/profiles-2025-05.test.tsx (the May 2025 API) run them: each flow reads the
 * profile the app was built with (`apiProfile`) and checks that profile's wire and words: log in,
 * the children, a child's screenshot days and a day's feed; Home's announcement; a deleted Mac's
 * page; a notification and its method deleted in Settings.
 */
import { screen, within } from '@testing-library/react'
import { expect, onTestFinished, vi } from 'vitest'
import { apiProfile } from '../../../src/api/config'
import { readAdminToken } from '../../../src/session'
import { call } from '../fake-server/harness'
import { openApp } from '../support/app'
import { button, withDemoControl } from './auth-support'
import { noticeKey } from './activity-support'
import { methodsCard, openSettings, ruleItems, rulesCard, settingsShown } from './settings-support'

/** The four operations today's API renamed: May 2025 names, then today's. */
const mayNames = ['GetDashboardWidgets', 'DeleteEntity', 'UserActivitySummaries', 'CombinedUsersActivitySummaries']
const currentNames = ['DashboardWidgets', 'DeleteEntity_v2', 'ChildActivitySummaries', 'FamilyActivitySummaries']

/** One call of the app to the API: the operation, the body sent and, once answered, the status and the answer's JSON. */
interface WireCall {
  readonly op: string
  readonly body: unknown
  status?: number
  answer?: unknown
}

/** From now until the test ends, the app's calls to the API, each as it is sent, with its answer once it came. */
function recordWire(): WireCall[] {
  const calls: WireCall[] = []
  const passOn = globalThis.fetch
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    const op = /\/pairql\/dashboard\/([^/?]+)$/.exec(new URL(url).pathname)?.[1]
    if (op === undefined) return passOn(input, init)
    const text = typeof init?.body === 'string' ? init.body : ''
    const sent: WireCall = { op, body: text === '' ? undefined : (JSON.parse(text) as unknown) }
    calls.push(sent)
    const response = await passOn(input, init)
    const answer = await response.clone().text()
    sent.answer = answer === '' ? undefined : (JSON.parse(answer) as unknown)
    sent.status = response.status
    return response
  })
  onTestFinished(() => spy.mockRestore())
  return calls
}

/** The calls to `op` answered so far. */
const answered = (calls: readonly WireCall[], op: RegExp) => calls.filter((c) => op.test(c.op) && c.status !== undefined)

/**
 * Logs in on the login page with the demo account's button, as a parent trying the demo does;
 * with the calls the app made from the login page on.
 */
async function logInWithTheDemoAccount() {
  const app = await openApp('/login', { signedIn: false, addressBar: true })
  const calls = recordWire()
  await withDemoControl(app)
  await screen.findByRole('heading', { name: 'Parent Login', level: 1 })
  await expect.poll(() => button('Fill in the demo account').disabled).toBe(false)
  await app.user.click(button('Fill in the demo account'))
  await app.user.click(button('Submit'))
  await expect.poll(() => app.address()).toBe('/')
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
  return { app, calls }
}

export async function logInAndOpenADay() {
  const { app, calls } = await logInWithTheDemoAccount()
  await app.user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Children' }))
  await screen.findByRole('heading', { level: 1, name: 'Children' })
  const maya = (await screen.findAllByRole('link', { name: /Maya/ }))[0]!
  const mayaHref = maya.getAttribute('href') ?? ''
  const childId = /\/children\/([0-9a-f-]{36})/i.exec(mayaHref)?.[1]
  expect(childId, `a child link, got ${mayaHref}`).toBeTruthy()

  window.localStorage.setItem(noticeKey, '1')
  await app.open(`/children/${childId}/activity`)
  await screen.findByRole('heading', { level: 1, name: 'Maya Screenshots' })
  const utcNote = () => screen.queryAllByText(/Days and times here are in UTC/i)
  if (apiProfile === '2025-05') expect(utcNote()).toHaveLength(1)
  else expect(utcNote()).toHaveLength(0)

  const card = (await screen.findAllByRole('link', { name: /out of \d+ screenshots reviewed/ }))[0]!
  const cardText = card.querySelector('.day-card__text')?.textContent ?? ''
  const cardTotal = Number(/out of (\d+) screenshots reviewed/.exec(cardText)?.[1])
  expect(cardTotal).toBeGreaterThan(0)
  await app.user.click(card)
  await expect.poll(() => app.address()).toMatch(/\/activity\/\d{2}-\d{2}-\d{4}$/)
  await screen.findByText(new RegExp(`out of ${cardTotal} items reviewed`))

  // The wire of the profile: names and bodies.
  const summaries = calls.find((c) => c.op === 'UserActivitySummaries' || c.op === 'ChildActivitySummaries')
  await expect.poll(() => calls.find((c) => c.op === 'UserActivityFeed')).toBeDefined()
  const feed = calls.find((c) => c.op === 'UserActivityFeed')
  if (apiProfile === '2025-05') {
    expect(summaries?.op).toBe('UserActivitySummaries')
    expect(summaries?.body).toBe(childId)
    const range = (feed?.body as { range: { start: string; end: string } }).range
    // The feed lists start < createdAt ≤ end: from the day before's last millisecond (excluded).
    expect(range.start).toMatch(/T23:59:59\.999Z$/)
    expect(range.end).toMatch(/T23:59:59\.999Z$/)
    expect(Date.parse(range.end) - Date.parse(range.start)).toBe(24 * 60 * 60 * 1000)
  } else {
    expect(summaries?.op).toBe('ChildActivitySummaries')
    expect(summaries?.body).toEqual({ childId, jsTimezoneOffsetMinutes: new Date().getTimezoneOffset() })
  }
  const foreign = apiProfile === 'current' ? mayNames : currentNames
  expect(calls.filter((c) => foreign.includes(c.op))).toEqual([])
}

const banner = () => screen.queryByRole('region', { name: 'Announcement' })

export async function announcementOnHome() {
  const { app, calls } = await logInWithTheDemoAccount()
  if (apiProfile !== 'current') {
    // Home has drawn the server's answer (its greeting), and no announcement with it.
    await screen.findByRole('heading', { level: 2, name: /^Good / })
    expect(banner()).toBeNull()
    return
  }
  expect((await screen.findByRole('region', { name: 'Announcement' })).textContent).toMatch(/your own time zone/i)
  await app.user.click(within(banner()!).getByRole('button', { name: 'Dismiss' }))
  expect(banner()).toBeNull()
  await expect.poll(() => answered(calls, /^DeleteEntity_v2$/)).toHaveLength(1)
  expect(answered(calls, /^DeleteEntity_v2$/)[0]!.body).toMatchObject({ type: 'announcement' })
  // After a reload the server's answer no longer carries it, and so the page shows none.
  const beforeReload = calls.length
  await app.reload()
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
  const widgets = () => answered(calls.slice(beforeReload), /^DashboardWidgets$/)
  await expect.poll(() => widgets().length).toBeGreaterThan(0)
  for (const { answer } of widgets()) expect(answer).not.toHaveProperty('announcement')
  await screen.findByRole('heading', { level: 2, name: /^Good / })
  expect(banner()).toBeNull()
}

export async function deletedMacNotFound() {
  // Leo's MacBook Pro (only Leo uses it) and Leo's login on it, as seeded.
  const leosMac = 'd0000000-0000-4000-8000-000000000003'
  const leoOnLeosMac = 'DD000000-0000-4000-8000-000000000003'
  const app = await openApp(`/devices/${leosMac}`)
  await screen.findByRole('heading', { name: 'Leo’s MacBook Pro', level: 1 })

  // Another tab removes Leo from the Mac, in the profile's words; with no child left, the Mac goes.
  const deletion = apiProfile === 'current' ? { op: 'DeleteEntity_v2', type: 'computerUser' } : { op: 'DeleteEntity', type: 'userDevice' }
  const reply = await call(deletion.op, { id: leoOnLeosMac, type: deletion.type }, { token: readAdminToken() ?? '' })
  expect(reply.status).toBe(200)

  const calls = recordWire()
  const asked = () => calls.filter((c) => c.op === 'GetDevice')
  await app.reload()
  await expect.poll(() => asked()[0]?.status).toBeDefined()
  expect(asked()[0]!.status).toBe(404)
  // A 404 is final: the page says so on that one answer, with no retry before it.
  await screen.findByRole('heading', { name: 'Not found' })
  const askedBeforeShown = asked().length
  await screen.findByRole('link', { name: 'All devices' })
  expect(askedBeforeShown).toBe(1)
}

export async function settingsDeletions() {
  const app = await openSettings()
  const calls = recordWire()
  expect(ruleItems('Filter suspension requests')).toHaveLength(1)

  const confirm = () => screen.getByRole('alertdialog', { name: 'Delete notification?' })
  for (const trigger of ['Filter suspension requests', 'Unlock requests']) {
    await app.user.click(within(ruleItems(trigger)[0]!).getByRole('button', { name: /^Delete/ }))
    await screen.findByRole('alertdialog', { name: 'Delete notification?' })
    await app.user.click(within(confirm()).getByRole('button', { name: 'Delete' }))
    await expect.poll(() => ruleItems(trigger)).toHaveLength(0)
  }
  await app.user.click(within(methodsCard()).getByRole('button', { name: 'Delete Text message (555) 555-0123' }))
  const confirmMethod = await screen.findByRole('alertdialog', { name: 'Delete notification method?' })
  await app.user.click(within(confirmMethod).getByRole('button', { name: 'Delete' }))
  await expect.poll(() => methodsCard().textContent).not.toContain('(555) 555-0123')
  // The page shows each deletion before the server has it: reload only once all three are answered.
  await expect.poll(() => answered(calls, /^DeleteEntity(_v2)?$/)).toHaveLength(3)

  await app.reload()
  await settingsShown()
  await expect.poll(() => rulesCard().textContent).toContain('No notifications yet')
  expect(methodsCard().textContent).not.toContain('(555) 555-0123')

  const deletions = calls.filter((c) => c.op.startsWith('DeleteEntity'))
  const [op, ruleType, methodType] =
    apiProfile === 'current'
      ? ['DeleteEntity_v2', 'parentNotification', 'parentVerifiedNotificationMethod']
      : ['DeleteEntity', 'adminNotification', 'adminVerifiedNotificationMethod']
  expect(deletions.map((c) => c.op)).toEqual([op, op, op])
  expect(deletions.map((c) => (c.body as { type?: string }).type)).toEqual([ruleType, ruleType, methodType])
}
