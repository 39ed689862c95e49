/**
 * Activity rows as a Mac sends them: screenshots (drawn by demo/screenshots/image.ts, sized to the
 * Mac's screen) and typed-text lines, plus the small random helpers the activity generators
 * share (seed-time history, busy days, the simulated Macs at work).
 */
import { type TypingContext, typingContexts } from './corpus'
import { type Db, canonicalId } from '../../core/db/db'
import { idHash } from '../../core/random'
import { screenshotUrl } from '../screenshots/image'

/** Screen proportions of the simulated Macs (height per 1000 px of width). */
const aspects = [625, 562, 647, 650] as const

/** The screenshot size a login produces at `resolution` px wide (its Mac's proportions). */
export function screenshotSize(userDeviceId: string, resolution: number): { width: number; height: number } {
  const aspect = aspects[idHash(`${userDeviceId}:aspect`) % aspects.length] ?? 625
  return { width: resolution, height: Math.round((resolution * aspect) / 1000) }
}

export interface NewScreenshot {
  readonly id: string
  readonly userDeviceId: string
  readonly createdAt: number
  readonly width: number
  readonly height: number
  readonly suspended?: boolean
  readonly flaggedAt?: number | null
  readonly deletedAt?: number | null
}

export interface NewLine {
  readonly id: string
  readonly userDeviceId: string
  readonly createdAt: number
  readonly appName: string
  readonly line: string
  readonly suspended?: boolean
  readonly flaggedAt?: number | null
  readonly deletedAt?: number | null
}

export function addScreenshot(db: Db, s: NewScreenshot): void {
  db.screenshot.create({
    id: canonicalId(s.id),
    userDeviceId: canonicalId(s.userDeviceId),
    url: screenshotUrl(s.id),
    width: s.width,
    height: s.height,
    filterSuspended: s.suspended ?? false,
    flaggedAt: s.flaggedAt ?? null,
    deletedAt: s.deletedAt ?? null,
    createdAt: s.createdAt,
  })
}

export function addKeystrokeLine(db: Db, l: NewLine): void {
  db.keystrokeLine.create({
    id: canonicalId(l.id),
    userDeviceId: canonicalId(l.userDeviceId),
    appName: l.appName,
    line: l.line.replace(/\0/g, '\uFFFD'),
    filterSuspended: l.suspended ?? false,
    flaggedAt: l.flaggedAt ?? null,
    deletedAt: l.deletedAt ?? null,
    createdAt: l.createdAt,
  })
}

export const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T
export const between = (rnd: () => number, min: number, max: number): number => min + rnd() * (max - min)

/** What a child is doing for a while: one kind of typing in one app. */
export function newContext(rnd: () => number): { context: TypingContext; app: string } {
  const context = pick(rnd, typingContexts)
  return { context, app: pick(rnd, context.apps) }
}
