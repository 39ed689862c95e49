/**
 * The extra monitoring a parent may add when granting a filter suspension, derived from the
 * child's current settings and written as "magic strings": `k` adds keylogging, `@N` takes a
 * screenshot every N seconds, `@N+k` does both.
 * - Keylogging off: `k` "keylogging".
 * - Screenshots off: every 2m, 90s, 60s and 30s; screenshots on every F seconds: 1.5x, 2x and 3x
 *   as often (N = F / factor, rounded down).
 * - With keylogging off, each screenshot option also comes with keylogging (`@N+k`).
 * - Any option of 10 seconds or less is left out.
 */
import type { ChildRow } from './db/db'

/** Extra monitoring is offered only to Macs running 2.1.0 or later. */
export const extraMonitoringMinVersion = '2.1.0'
/** Options whose screenshot interval would be this short or shorter are left out. */
const minScreenshotSeconds = 10

const fixedIntervals: readonly [number, string][] = [
  [120, 'Screenshot every 2m'],
  [90, 'Screenshot every 90s'],
  [60, 'Screenshot every 60s'],
  [30, 'Screenshot every 30s'],
]
const multipliers: readonly [number, string][] = [
  [1.5, '1.5x'],
  [2, '2x'],
  [3, '3x'],
]

/**
 * The extra monitoring a parent may add to a suspension, keyed by magic string (`k`, `@N`,
 * `@N+k`), built from the child's current settings.
 */
export function extraMonitoringOptions(
  child: Pick<ChildRow, 'keyloggingEnabled' | 'screenshotsEnabled' | 'screenshotsFrequency'>,
): Record<string, string> {
  const options: Record<string, string> = {}
  const addKeylogging = !child.keyloggingEnabled
  if (addKeylogging) options.k = 'keylogging'
  const intervals: [number, string][] = child.screenshotsEnabled
    ? multipliers.map(([factor, name]) => [Math.floor(child.screenshotsFrequency / factor), `${name} screenshots`])
    : [...fixedIntervals]
  for (const [seconds, label] of intervals) {
    if (seconds <= minScreenshotSeconds) continue
    options[`@${seconds}`] = label
  }
  if (addKeylogging) {
    for (const [seconds, label] of intervals) {
      if (seconds <= minScreenshotSeconds) continue
      options[`@${seconds}+k`] = `${label} + keylogging`
    }
  }
  return options
}

/** A magic string as stored: `k`, `@N` or `@N+k` (N a positive whole number); anything else → null. */
export const parseExtraMonitoring = (magic: string | undefined): string | null =>
  magic !== undefined && /^(k|@[1-9]\d*(\+k)?)$/.test(magic) ? magic : null
