/**
 * Deleting a day's activity at its edges.
 */
import { describe, expect, it } from 'vitest'
import { deleteSelection, isEmptySelection } from '@domain/activity/delete'
import type { UserActivityItem } from '@domain/api/wire'

const dayStart = Date.UTC(2026, 2, 14)
const iso = (ms: number) => new Date(ms).toISOString()
const shot = (id: string, ms: number, flagged = false): UserActivityItem =>
  ({
    case: 'screenshot',
    id,
    url: 'https://x/s.png',
    width: 1,
    height: 1,
    duringSuspension: false,
    flagged,
    createdAt: iso(ms),
    deletedAt: undefined,
  }) as UserActivityItem
const line = (id: string, ms: number, ids: string[] = [id]): UserActivityItem =>
  ({
    case: 'keystrokeLine',
    id,
    ids,
    appName: 'Notes',
    line: 'x',
    duringSuspension: false,
    flagged: false,
    createdAt: iso(ms),
    deletedAt: undefined,
  }) as UserActivityItem

describe('deleting a day’s activity', () => {
  it('a typed line without its merged ids is deleted by its own id; nothing selected is empty', () => {
    const selection = deleteSelection([line('L1', dayStart, []), shot('S1', dayStart)])
    expect(selection).toEqual({ keystrokeLineIds: ['L1'], screenshotIds: ['S1'] })
    expect(isEmptySelection(selection)).toBe(false)
    expect(isEmptySelection({ keystrokeLineIds: [], screenshotIds: [] })).toBe(true)
    expect(isEmptySelection({ keystrokeLineIds: selection.keystrokeLineIds, screenshotIds: [] })).toBe(false)
    expect(isEmptySelection({ keystrokeLineIds: [], screenshotIds: selection.screenshotIds })).toBe(false)
  })
})
