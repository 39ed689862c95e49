// @vitest-environment happy-dom
/**
 * Security events, as a parent reads and filters them (moved from the end-to-end tests; their
 * accessibility checks and the feed on a phone stay in tests/e2e/security-events.spec.ts): the
 * seeded fortnight grouped by day with relative times, children's events linking to the child
 * and the Mac, parents' events with the IP address and its place (the demo's geo-IP service; a
 * local address shows alone), the events that need attention, the filters kept in the address
 * across a reload, and a deleted notification showing up in the feed.
 */
import { screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { type App, openApp } from '../support/app'

const leo = 'c0000000-0000-4000-8000-000000000002'
const maya = 'c0000000-0000-4000-8000-000000000001'
const leoPro = 'd0000000-0000-4000-8000-000000000003'

const mainNav = () => screen.getByRole('navigation', { name: 'Main' })
/** Every event's card, newest first. */
const cards = () => screen.queryAllByRole('heading', { level: 3 }).map((title) => title.closest('li') as HTMLElement)
/** The cards whose title is `title`. */
const cardsTitled = (title: string) =>
  screen.queryAllByRole('heading', { name: title, level: 3 }).map((heading) => heading.closest('li') as HTMLElement)
/** The one card titled `title`. */
function eventCard(title: string): HTMLElement {
  const found = cardsTitled(title)
  expect(found, title).toHaveLength(1)
  return found[0]!
}

/** 'Today' or 'Yesterday' for a moment of the last two days, as the page counts them at `now`. */
const dayLabel = (at: number, now = Date.now()): 'Today' | 'Yesterday' =>
  new Date(at).toDateString() === new Date(now).toDateString() ? 'Today' : 'Yesterday'

/** When the card's event happened (its time's `datetime`, epoch ms). */
const timeOf = (card: HTMLElement): number => Date.parse(card.querySelector('time')?.getAttribute('datetime') ?? '')

/** The day's region holds the card. */
const dayHolds = (label: string, card: HTMLElement) => screen.getByRole('region', { name: label }).contains(card)

async function openFeed(path = '/security-events'): Promise<App> {
  const app = await openApp(path)
  await screen.findByRole('heading', { name: 'Security events', level: 1 })
  await screen.findAllByRole('heading', { level: 3 })
  return app
}

it('the sidebar leads to the feed', async () => {
  const app = await openApp('/children')
  await screen.findByRole('navigation', { name: 'Main' })
  await app.user.click(within(mainNav()).getByRole('link', { name: 'Security events' }))
  await expect.poll(() => app.address()).toBe('/security-events')
  await screen.findByRole('heading', { name: 'Security events', level: 1 })
})

it('days newest first; child events link to the child and the Mac; parent events show where the address is', async () => {
  await openFeed()
  // The days as the page counted them when it drew the feed.
  const drawnAt = Date.now()
  const ownLogin = cards()[0]!
  const ownAt = timeOf(ownLogin)
  const labels = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
  expect(labels[0]).toBe(dayLabel(ownAt, drawnAt))
  expect(labels.length).toBeGreaterThanOrEqual(10)
  expect(labels[1]).toBe('Yesterday')
  // The newest first: this test's login, then the seeded remote suspension.
  const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
  expect(titles.slice(0, 2)).toEqual(['Successful login', 'Filter suspended remotely'])

  // Seeded ten minutes before the demo was: the card says how long ago its own timestamp is, in
  // whole minutes, under its own day.
  const suspended = eventCard('Filter suspended remotely')
  const when = within(suspended).getByRole('time')
  const at = Date.parse(when.getAttribute('datetime') ?? '')
  const shown = Number(/^(\d+) minutes ago/.exec(when.textContent ?? '')?.[1])
  const elapsed = (Date.now() - at) / 60_000
  expect(shown).toBeGreaterThanOrEqual(10)
  expect(Math.abs(shown - elapsed)).toBeLessThanOrEqual(1.5)
  expect(dayHolds(dayLabel(at, drawnAt), suspended)).toBe(true)
  expect(within(suspended).getByRole('link', { name: 'Leo' }).getAttribute('href')).toBe(`/children/${leo}`)
  expect(within(suspended).getByRole('link', { name: 'Leo’s MacBook Pro' }).getAttribute('href')).toBe(`/devices/${leoPro}`)
  expect(suspended.textContent).toContain('for 30 minutes')

  // The seeded login an hour ago (the newest by magic link) came from the parent's home address.
  const magicLink = cards().find((card) => card.textContent?.includes('using magic link'))
  expect(magicLink).toBeDefined()
  expect(within(magicLink!).getByRole('time').textContent).toContain('1 hour ago')
  expect(dayHolds(dayLabel(timeOf(magicLink!), drawnAt), magicLink!)).toBe(true)
  await expect.poll(() => magicLink!.textContent).toContain('203.0.113.7 (Portland, Oregon, United States)')
  await expect.poll(() => eventCard('Failed login').textContent).toContain('198.51.100.23 (Lagos, Nigeria)')
  // This tab's own login comes from a local address, which no service can place.
  const own = within(screen.getByRole('region', { name: dayLabel(ownAt, drawnAt) })).getAllByRole('listitem')[0]!
  expect(own.textContent).toContain('127.0.0.1')
  expect(own.textContent).not.toContain('(')
})

it('events that need attention are marked in plain words and can be shown alone', async () => {
  const app = await openFeed()
  expect(eventCard('App quit').textContent).toContain('Needs attention: The Gatehouse app was quit')
  expect(eventCard('New macOS user created').textContent).toContain('Needs attention: A new user account was added to the Mac')
  expect(cardsTitled('App launched')[0]?.textContent).not.toContain('Needs attention')
  const summary = screen.getAllByRole('status').find((status) => status.textContent?.includes('need your attention'))
  expect(summary).toBeDefined()
  expect(summary!.textContent).toMatch(/\d+ events need your attention/)
  await app.user.click(within(summary!).getByRole('button', { name: 'Show them' }))
  await expect.poll(() => app.address()).toMatch(/kind=attention/)
  await expect.poll(() => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Show' }).value).toBe('attention')
  await expect.poll(() => cards().every((card) => card.textContent?.includes('Needs attention:'))).toBe(true)
  expect(cards().length).toBeGreaterThan(3)
  for (const card of cards()) expect(card.textContent).toContain('Needs attention:')
})

it('filters by child and by kind, kept in the address across a reload', async () => {
  const app = await openFeed()
  await app.user.selectOptions(screen.getByRole('combobox', { name: 'Child' }), 'Maya')
  await expect.poll(() => app.address()).toMatch(new RegExp(`child=${maya}`))
  const where = () => [...document.querySelectorAll('.event-card__where')].map((line) => line.textContent ?? '')
  await expect.poll(() => where().every((text) => /^Maya/.test(text))).toBe(true)
  expect(where()[0]).toContain('Maya')
  await app.reload()
  await screen.findAllByRole('heading', { level: 3 })
  expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Child' }).value).toMatch(new RegExp(maya, 'i'))
  await expect.poll(() => cardsTitled('macOS user exempted').length).toBe(1)
  expect(cardsTitled('Filter suspended remotely')).toHaveLength(0)

  // A child's events are never in the parent's account: nothing matches, and a way back.
  await app.user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'parent')
  await screen.findByRole('heading', { name: 'No events match' })
  await app.user.click(screen.getByRole('button', { name: 'Show all events' }))
  await expect.poll(() => app.address()).toBe('/security-events')
  await expect.poll(() => cardsTitled('Filter suspended remotely').length).toBe(1)

  await app.user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'parent')
  await expect.poll(() => cardsTitled('Password changed').length).toBe(1)
  expect(cardsTitled('App quit')).toHaveLength(0)
})

it('a deleted notification shows up in the feed', async () => {
  const app = await openApp('/settings')
  const notifications = await screen.findByRole('region', { name: 'Notifications' })
  const rule = () =>
    within(notifications)
      .queryAllByRole('listitem')
      .filter((item) => item.textContent?.includes('Unlock requests'))
  await expect.poll(() => rule().length).toBe(1)
  await app.user.click(within(rule()[0]!).getByRole('button', { name: /^Delete/ }))
  const confirm = await screen.findByRole('alertdialog', { name: 'Delete notification?' })
  await app.user.click(within(confirm).getByRole('button', { name: 'Delete' }))
  await expect.poll(() => rule().length).toBe(0)
  await app.user.click(within(mainNav()).getByRole('link', { name: 'Security events' }))
  const today = await screen.findByRole('region', { name: 'Today' })
  await expect.poll(() => within(today).getAllByRole('heading', { level: 3 })[0]?.textContent).toBe('Admin notification deleted')
})
