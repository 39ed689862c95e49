// @vitest-environment happy-dom
/**
 * The dashboard reads dates and times in the browser's own time zone and writes them in US
 * English, whatever the browser's language (moved from the end-to-end tests): here a machine in
 * Kolkata (UTC+5:30, the half hour shows a wrong zone at once) set to German. Security events and
 * the unlock requests list are read against the instants their <time> elements carry.
 *
 * The zone and the language are the process's own, as it starts (TZ and LANG): vite.config.ts
 * runs this file in a process of its own with them (project `kolkata`); a worker thread cannot
 * change them. The page's language (happy-dom's `navigator.language`) is German too.
 */
import { screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { openApp } from '../support/app'

/** What Intl writes for en-US in Kolkata, with a plain space before AM and PM. */
const kolkata = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'Asia/Kolkata' }).format(Date.parse(iso)).replace(/\s/g, ' ')

beforeAll(() => {
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('de-DE')
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['de-DE', 'de'])
})

describe('a browser in Kolkata set to German', () => {
  it('runs in Kolkata’s zone and in German', () => {
    expect(new Date(Date.UTC(2026, 2, 11)).getTimezoneOffset()).toBe(-330)
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toMatch(/^Asia\/(Kolkata|Calcutta)$/)
    expect(Intl.DateTimeFormat().resolvedOptions().locale).toBe('de-DE')
    expect(navigator.language).toBe('de-DE')
  })

  it('security events and unlock requests say their times on Kolkata’s clock, in English', async () => {
    const app = await openApp('/security-events')
    const firstCard = (await screen.findAllByRole('heading', { level: 3 }))[0]!.closest('li') as HTMLElement
    const event = within(firstCard).getByRole('time')
    const eventAt = event.getAttribute('datetime') ?? ''
    const clock = kolkata(eventAt, { hour: 'numeric', minute: '2-digit' })
    expect(within(event).getByText(`· ${clock}`).textContent).toBe(` · ${clock}`)
    expect(event.textContent).toMatch(/ago|now|yesterday/)

    await app.open('/unlock-requests')
    await screen.findByRole('heading', { level: 1, name: 'Unlock requests' })
    const request = (await screen.findAllByRole('time'))[0]!
    expect(request.closest('li')?.querySelector('time')).toBe(request)
    const requestAt = request.getAttribute('datetime') ?? ''
    expect(request.textContent).toBe(kolkata(requestAt, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }))
  })
})
