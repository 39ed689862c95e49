/**
 * Activity that gives each reason of smarter review something to show, on the family's recent
 * days (added after the seeded history, with ids and choices of its own, so the history stays as
 * it was):
 * - Leo's busy day, the calendar day two days back in the parent's time zone: five hours from 09:00
 *   local at a screenshot a minute, all unreviewed, with typed
 *   text between them, among it a search ("how to build a redstone farm" in Safari), an address
 *   (coolmathgames.com) and a concern word ("free vpn for school chromebook" in Google Chrome);
 * - Maya's short late sessions three UTC days ago, at 02:30, 10:30 and 18:30 UTC: eight hours
 *   apart, so one of them is late at night (22:00–06:00) in any time zone; the first is her first
 *   use of WhatsApp in the window;
 * - Maya's short session around the seeded security event "the Mac's clock was changed", with a
 *   screenshot 2 minutes before it;
 * - a screenshot of Maya's 2 minutes before her pending unlock request for www.youtube.com.
 * The filter suspensions with activity during them come from the seeded history (./seed.ts).
 */
import { addDays, localDayOf, localDayStartMs } from '@domain/calendar/dates'
import { addKeystrokeLine, addScreenshot, between, screenshotSize } from './rows'
import type { Db } from '../../core/db/db'
import { seededRandom } from '../../core/random'
import { day, hour, minute, second } from '../../core/time'
import { unlockRequestYouTubeAge } from '../seed/requests'
import { mayaClockChangedAge } from '../seed/security-events'

/** `materialId('5D', 3)` → `5D000000-0000-4000-8000-000000000003`. */
const materialId = (prefix: string, n: number): string => `${prefix}000000-0000-4000-8000-${n.toString(16).toUpperCase().padStart(12, '0')}`

export interface ReviewMaterialLogins {
  readonly mayaOnMacBookAir: string
  readonly leoOnMacBookPro: string
}

/**
 * Leo's busy day: which local day (days before today), when it starts (after the local midnight),
 * its length and the typed bursts, minutes after its start. Placed by the calendar, not at a
 * distance from `now`, so that it is on that day at any hour, just after midnight too.
 */
export const busyDay = {
  daysAgo: 2,
  startsAt: 9 * hour,
  length: 5 * hour,
  bursts: [
    {
      at: 12,
      app: 'Pages',
      lines: ['The Ring of Fire is a chain of volcanoes around the Pacific Ocean.', 'Most earthquakes happen where tectonic plates meet.'],
    },
    { at: 41, app: 'Safari', lines: ['how to build a redstone farm'] },
    { at: 77, app: 'Messages', lines: ['are you coming to practice', 'ok see you there'] },
    { at: 103, app: 'Safari', lines: ['coolmathgames.com'] },
    { at: 139, app: 'Notes', lines: ['bring library book', 'math worksheet p. 42'] },
    { at: 166, app: 'Google Chrome', lines: ['free vpn for school chromebook'] },
    { at: 198, app: 'Minecraft', lines: ['anyone want to trade diamonds'] },
    { at: 231, app: 'Pages', lines: ['In conclusion, recycling helps our town save money and protect animals.'] },
    { at: 262, app: 'Messages', lines: ['dinner is at 6', 'ok'] },
  ],
} as const

/** Maya's late sessions: UTC hours of the day three UTC days back, 8 hours apart. */
export const lateSessionUtcHours = [2.5, 10.5, 18.5] as const
export const lateSessionLength = 12 * minute
export const firstUseApp = 'WhatsApp'

/** `jsTimezoneOffsetMinutes`: the parent's offset, as `Date.getTimezoneOffset()` gives it. */
export function seedReviewMaterial(db: Db, now: number, logins: ReviewMaterialLogins, jsTimezoneOffsetMinutes: number): number {
  const rnd = seededRandom(8128)
  let shots = 0
  let lines = 0
  const shot = (userDeviceId: string, createdAt: number) =>
    addScreenshot(db, { id: materialId('5D', ++shots), userDeviceId, createdAt, ...screenshotSize(userDeviceId, 1000) })
  const line = (userDeviceId: string, createdAt: number, appName: string, text: string) =>
    addKeystrokeLine(db, { id: materialId('4D', ++lines), userDeviceId, createdAt, appName, line: text })

  // Leo's busy day: a screenshot about every minute, typed bursts between them.
  const leo = logins.leoOnMacBookPro
  const busyDate = addDays(localDayOf(now, jsTimezoneOffsetMinutes), -busyDay.daysAgo)
  const busyStart = localDayStartMs(busyDate, jsTimezoneOffsetMinutes) + busyDay.startsAt
  for (let t = busyStart; t < busyStart + busyDay.length; t += minute) shot(leo, t + Math.round(between(rnd, 5, 50) * second))
  for (const burst of busyDay.bursts) {
    let t = busyStart + burst.at * minute + 20 * second
    for (const text of burst.lines) {
      line(leo, t, burst.app, text)
      t += Math.round(between(rnd, 6, 30) * second)
    }
  }

  // Maya's late sessions, one of them late at night wherever the parent is.
  const maya = logins.mayaOnMacBookAir
  const utcDay = Math.floor(now / day) - 3
  for (const h of lateSessionUtcHours) {
    const start = utcDay * day + h * hour
    for (let t = start; t < start + lateSessionLength; t += 3 * minute) shot(maya, t)
    line(maya, start + 4 * minute, firstUseApp, 'are you still up?')
  }

  // Around the security event: screenshots before and after it, the nearest 2 minutes before.
  const event = now - mayaClockChangedAge
  for (const offset of [-8, -5, -2, 3, 6]) shot(maya, event + offset * minute)

  // Just before the unlock request.
  shot(maya, now - unlockRequestYouTubeAge - 2 * minute)
  return shots + lines
}
