/**
 * The main flows under each API profile (tagged @profiles; `npm run test:e2e` runs them against a
 * demo built for each profile): log in, the children, a child's screenshot days and a day's feed,
 * with the wire the profile speaks, the profile's own extras (the UTC note under 2025-05, the
 * announcement under current), a deleted Mac's page, which says Not found at once, and the
 * deletion of a notification and its method in Settings, in each profile's words.
 *
 * Which profile the server under test was built for: the Playwright project's `apiProfile`
 * metadata, else PW_API_PROFILE, else current (the demo's default).
 */
import type { Page, Request } from '@playwright/test'
import { expect, expectNoA11yViolations, loginAsDemoParent, test } from './fixtures'
import { countAnswers } from './answers'

const noticeKey = 'gatehouse.activity.extension-notice-dismissed'
/** The four operations today's API renamed: May 2025 names, then today's. */
const mayNames = ['GetDashboardWidgets', 'DeleteEntity', 'UserActivitySummaries', 'CombinedUsersActivitySummaries']
const currentNames = ['DashboardWidgets', 'DeleteEntity_v2', 'ChildActivitySummaries', 'FamilyActivitySummaries']

const profileOf = (metadata: Record<string, unknown>): string =>
  (typeof metadata.apiProfile === 'string' && metadata.apiProfile) || process.env.PW_API_PROFILE || 'current'

/** The PairQL operations the page calls, with their bodies. */
function recordCalls(page: Page): { op: string; body: string | null }[] {
  const calls: { op: string; body: string | null }[] = []
  page.on('request', (request: Request) => {
    const match = /\/pairql\/dashboard\/([^/?]+)$/.exec(new URL(request.url()).pathname)
    if (match?.[1]) calls.push({ op: match[1], body: request.postData() })
  })
  return calls
}

test('@profiles log in, see the children, open a child’s screenshot days and a day’s feed', async ({ page, demo }, testInfo) => {
  const profile = profileOf(testInfo.project.metadata)
  const calls = recordCalls(page)

  await page.goto('/login')
  await demo.ready()
  await page.getByRole('button', { name: 'Fill in the demo account' }).click()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/:\d+\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Children' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Children' })).toBeVisible()
  const maya = page.getByRole('link', { name: /Maya/ }).first()
  await expect(maya).toBeVisible()
  const mayaHref = (await maya.getAttribute('href')) ?? ''
  const childId = /\/children\/([0-9a-f-]{36})/i.exec(mayaHref)?.[1]
  expect(childId, `a child link, got ${mayaHref}`).toBeTruthy()

  await page.evaluate((key) => window.localStorage.setItem(key, '1'), noticeKey)
  await page.goto(`/children/${childId}/activity`)
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Screenshots' })).toBeVisible()
  const utcNote = page.getByText('Days and times here are in UTC')
  if (profile === '2025-05') await expect(utcNote).toBeVisible()
  else await expect(utcNote).toHaveCount(0)
  await expectNoA11yViolations(page)

  const card = page.locator('a.day-card').first()
  await expect(card).toBeVisible()
  const cardText = (await card.locator('.day-card__text').textContent()) ?? ''
  const cardTotal = Number(/out of (\d+) screenshots reviewed/.exec(cardText)?.[1])
  expect(cardTotal).toBeGreaterThan(0)
  await card.click()
  await expect(page).toHaveURL(/\/activity\/\d{2}-\d{2}-\d{4}$/)
  const progress = page.locator('.activity-day__progress')
  await expect(progress).toContainText(`out of ${cardTotal} items reviewed`)

  // The wire of the profile: names and bodies.
  const summaries = calls.find((c) => c.op === 'UserActivitySummaries' || c.op === 'ChildActivitySummaries')
  const feed = calls.find((c) => c.op === 'UserActivityFeed')
  if (profile === '2025-05') {
    expect(summaries?.op).toBe('UserActivitySummaries')
    expect(JSON.parse(summaries?.body ?? 'null')).toBe(childId)
    const range = JSON.parse(feed?.body ?? '{}').range as { start: string; end: string }
    // The feed lists start < createdAt ≤ end: from the day before's last millisecond (excluded).
    expect(range.start).toMatch(/T23:59:59\.999Z$/)
    expect(range.end).toMatch(/T23:59:59\.999Z$/)
    expect(Date.parse(range.end) - Date.parse(range.start)).toBe(24 * 60 * 60 * 1000)
  } else {
    expect(summaries?.op).toBe('ChildActivitySummaries')
    const offset = await page.evaluate(() => new Date().getTimezoneOffset())
    expect(JSON.parse(summaries?.body ?? '{}')).toEqual({ childId, jsTimezoneOffsetMinutes: offset })
  }
  const foreign = profile === 'current' ? mayNames : currentNames
  expect(calls.filter((c) => foreign.includes(c.op))).toEqual([])
})

test('@profiles the announcement shows on Home under today’s API only, and stays dismissed', async ({ page, demo }, testInfo) => {
  const profile = profileOf(testInfo.project.metadata)
  await page.goto('/login')
  await demo.ready()
  await page.getByRole('button', { name: 'Fill in the demo account' }).click()
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(/:\d+\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()

  const banner = page.getByRole('region', { name: 'Announcement' })
  if (profile !== 'current') {
    await expect(banner).toHaveCount(0)
    return
  }
  await expect(banner).toBeVisible()
  await expect(banner).toContainText('your own time zone')
  await expectNoA11yViolations(page)
  const dismissed = page.waitForRequest((r) => r.url().endsWith('/pairql/dashboard/DeleteEntity_v2'))
  await banner.getByRole('button', { name: 'Dismiss' }).click()
  await expect(banner).toHaveCount(0)
  expect(JSON.parse((await dismissed).postData() ?? '{}')).toMatchObject({ type: 'announcement' })
  // After a reload the server's answer no longer carries it, and so the page shows none.
  // Bodies are read as they arrive: one still in flight when the page reloads has none to read.
  const answers: Promise<unknown>[] = []
  page.on('response', (r) => {
    if (r.url().endsWith('/pairql/dashboard/DashboardWidgets')) answers.push(r.json().catch(() => null))
  })
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const read = async () => (await Promise.all(answers)).filter((a): a is Record<string, unknown> => a !== null && typeof a === 'object')
  await expect.poll(async () => (await read()).length).toBeGreaterThan(0)
  for (const widgets of await read()) expect(widgets).not.toHaveProperty('announcement')
  await expect(banner).toHaveCount(0)
})

test('@profiles a Mac deleted elsewhere: its page says Not found after one answer, not retried', async ({ page }, testInfo) => {
  const profile = profileOf(testInfo.project.metadata)
  // Leo's MacBook Pro (only Leo uses it) and Leo's login on it, as seeded.
  const leosMac = 'd0000000-0000-4000-8000-000000000003'
  const leoOnLeosMac = 'DD000000-0000-4000-8000-000000000003'
  await loginAsDemoParent(page, `/devices/${leosMac}`)
  await expect(page.getByRole('heading', { name: 'Leo’s MacBook Pro', level: 1 })).toBeVisible()

  // Another tab removes Leo from the Mac, in the profile's words; with no child left, the Mac goes.
  const deletion = profile === 'current' ? { op: 'DeleteEntity_v2', type: 'computerUser' } : { op: 'DeleteEntity', type: 'userDevice' }
  const status = await page.evaluate(
    async ({ op, type, id }) => {
      const response = await fetch(`/pairql/dashboard/${op}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admintoken': localStorage.getItem('admin_token') ?? '' },
        body: JSON.stringify({ id, type }),
      })
      return response.status
    },
    { ...deletion, id: leoOnLeosMac },
  )
  expect(status).toBe(200)

  const asked: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/pairql/dashboard/GetDevice')) asked.push(request.url())
  })
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/pairql/dashboard/GetDevice'))
  await page.reload()
  expect((await answered).status()).toBe(404)
  // A 404 is final: the page says so on that one answer, with no retry before it.
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible()
  const askedBeforeShown = asked.length
  await expect(page.getByRole('link', { name: 'All devices' })).toBeVisible()
  expect(askedBeforeShown).toBe(1)
})

test('@profiles Settings deletes a notification and then its method, in the profile’s words', async ({ page }, testInfo) => {
  const profile = profileOf(testInfo.project.metadata)
  const calls = recordCalls(page)
  const deletionsAnswered = countAnswers(page, /^DeleteEntity(_v2)?$/)
  await loginAsDemoParent(page, '/settings')
  const methods = page.getByRole('region', { name: 'Notification methods' })
  const rules = page.getByRole('region', { name: 'Notifications', exact: true })
  const rule = (trigger: string) => rules.getByRole('listitem').filter({ has: page.getByText(trigger, { exact: true }) })
  await expect(rule('Filter suspension requests')).toHaveCount(1)

  const confirm = page.getByRole('alertdialog', { name: 'Delete notification?' })
  for (const trigger of ['Filter suspension requests', 'Unlock requests']) {
    await rule(trigger)
      .getByRole('button', { name: /^Delete/ })
      .click()
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(rule(trigger)).toHaveCount(0)
  }
  await methods.getByRole('button', { name: 'Delete Text message (555) 555-0123' }).click()
  await page.getByRole('alertdialog', { name: 'Delete notification method?' }).getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(methods.getByText('(555) 555-0123')).toHaveCount(0)
  // The page shows each deletion before the server has it: reload only once all three are answered.
  await expect.poll(deletionsAnswered).toBe(3)

  await page.reload()
  await expect(rules).toContainText('No notifications yet')
  await expect(methods.getByText('(555) 555-0123')).toHaveCount(0)

  const deletions = calls.filter((c) => c.op.startsWith('DeleteEntity'))
  const [op, ruleType, methodType] =
    profile === 'current'
      ? ['DeleteEntity_v2', 'parentNotification', 'parentVerifiedNotificationMethod']
      : ['DeleteEntity', 'adminNotification', 'adminVerifiedNotificationMethod']
  expect(deletions.map((c) => c.op)).toEqual([op, op, op])
  expect(deletions.map((c) => (JSON.parse(c.body ?? '{}') as { type?: string }).type)).toEqual([ruleType, ruleType, methodType])
})
