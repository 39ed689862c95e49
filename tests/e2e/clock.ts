/**
 * The instant every end-to-end test starts at: the browser's clock (`page.clock`) is installed at
 * it before a page loads, and the demo's fake server, which runs in the page, follows it; the
 * demo family is seeded relative to it. Time then flows as usual during the test.
 *
 * `E2E_CLOCK` states it as a local wall time, `YYYY-MM-DDTHH:MM:SS`, in the browser's time zone
 * (`PW_TIMEZONE`, else the machine's); default `2026-03-11T10:30:00`, a Wednesday morning, far
 * from midnight. `npm run test:e2e:midnight` runs the date-sensitive specs at 23:59:30 and
 * 00:00:30 in two time zones.
 */

/** The default instant: a morning, so that "today" holds the whole of a test. */
export const defaultClock = '2026-03-11T10:30:00'

/** The browser's time zone: the one the tests ask for, else the machine's. */
export const browserTimeZone = (): string => process.env.PW_TIMEZONE || Intl.DateTimeFormat().resolvedOptions().timeZone

/** The wall time `instant` shows in `timeZone`, as if it were UTC (ms). */
function wallTimeAsUtc(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant))
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
}

/** The instant (epoch ms) at which `timeZone`'s clocks show the wall time `local` (YYYY-MM-DDTHH:MM:SS). */
export function instantOfLocalTime(local: string, timeZone: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/.exec(local)
  if (!match) throw new Error(`E2E_CLOCK must be a local time YYYY-MM-DDTHH:MM:SS, not "${local}"`)
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, number, number, number, number, number, number]
  const wanted = Date.UTC(y, mo - 1, d, h, mi, s)
  // Two rounds find the offset in force at that moment (a change of offset near it included).
  let instant = wanted
  for (let round = 0; round < 2; round++) instant += wanted - wallTimeAsUtc(instant, timeZone)
  return instant
}

/** The instant the tests start at (epoch ms). */
export const statedInstant = (): number => instantOfLocalTime(process.env.E2E_CLOCK || defaultClock, browserTimeZone())
