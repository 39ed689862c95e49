/**
 * The dashboard reads dates and times in the browser's own time zone and writes them in US
 * English, whatever the browser's language: here a browser in Kolkata (UTC+5:30, the half hour
 * shows a wrong zone at once) set to German. Security events and the unlock requests list are
 * read against the instants their <time> elements carry.
 */
import { test, expect as baseExpect, loginAsDemoParent } from './fixtures'

const expect = baseExpect.configure({ timeout: 15_000 })

// A context of its own: the zone and language are the browser's.
test.use({ reuseContext: false, timezoneId: 'Asia/Kolkata', locale: 'de-DE' })

/** What Intl writes for en-US in Kolkata, with a plain space before AM and PM. */
const kolkata = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'Asia/Kolkata' }).format(Date.parse(iso)).replace(/\s/g, ' ')

test('security events and unlock requests say their times on Kolkata’s clock, in English', async ({ page }) => {
  await loginAsDemoParent(page, '/security-events')
  const event = page.locator('time.event-card__time').first()
  await expect(event).toBeVisible()
  const eventAt = (await event.getAttribute('datetime')) ?? ''
  await expect(event.locator('.event-card__clock')).toHaveText(` · ${kolkata(eventAt, { hour: 'numeric', minute: '2-digit' })}`)
  await expect(event).toContainText(/ago|now|yesterday/)

  await page.goto('/unlock-requests')
  const request = page.locator('.request-card time').first()
  await expect(request).toBeVisible()
  const requestAt = (await request.getAttribute('datetime')) ?? ''
  await expect(request).toHaveText(kolkata(requestAt, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }))
})
