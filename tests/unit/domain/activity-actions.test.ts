/**
 * The review actions' API inputs and domain events: flags carry the target state and every line
 * a typed-text item stands for; deletes leave flagged items alone and are no action when nothing
 * can be cleared. Each event is checked against the domain's own event schema.
 */
import { describe, expect, it } from 'vitest'
import { deleteAction, flagAction } from '@domain/activity-actions'
import { DomainEvent } from '@domain/events'
import type { ActivityItemId } from '@domain/ids'
import type { IsoDate, KeystrokeLineItem, ScreenshotItem } from '@domain/wire'

const CHILD = '11111111-1111-4111-8111-111111111111'
const id = (n: number) => `AAAAAAAA-0000-4000-8000-${String(n).padStart(12, '0')}` as ActivityItemId
const at = '2026-11-20T10:00:00Z' as IsoDate

const shot = (n: number, flagged = false): ScreenshotItem => ({
  case: 'screenshot',
  id: id(n),
  ids: [id(n)],
  duringSuspension: false,
  flagged,
  createdAt: at,
  deletedAt: undefined,
  url: 'https://example.com/s.png',
  width: 800,
  height: 500,
})

const lines = (n: number, lineIds: ActivityItemId[], flagged = false): KeystrokeLineItem => ({
  case: 'keystrokeLine',
  id: id(n),
  ids: lineIds,
  duringSuspension: false,
  flagged,
  createdAt: at,
  deletedAt: undefined,
  appName: 'Notes',
  line: 'hello',
})

describe('flagAction', () => {
  it('flags an unflagged screenshot: its id, the target state, the child when known', () => {
    const action = flagAction(shot(1), CHILD)
    expect(action.input).toEqual([id(1)])
    expect(action.flagged).toBe(true)
    expect(action.event).toEqual({
      type: 'activityItemsFlagToggled',
      childId: CHILD,
      items: [{ id: id(1), createdAt: at, flagged: true }],
    })
    expect(DomainEvent.safeParse(action.event).success).toBe(true)
  })

  it('unflags a flagged item, and names no child for a combined feed', () => {
    const action = flagAction(shot(2, true))
    expect(action.flagged).toBe(false)
    expect(action.event).toEqual({
      type: 'activityItemsFlagToggled',
      items: [{ id: id(2), createdAt: at, flagged: false }],
    })
    expect('childId' in action.event).toBe(false)
  })

  it('sends every line id of a coalesced typed-text item, or its own id when it has none', () => {
    expect(flagAction(lines(3, [id(30), id(31), id(32)])).input).toEqual([id(30), id(31), id(32)])
    expect(flagAction(lines(4, [])).input).toEqual([id(4)])
  })
})

describe('deleteAction', () => {
  it('clears the unflagged items only, screenshots and lines apart', () => {
    const action = deleteAction([shot(1), shot(2, true), lines(3, [id(30), id(31)]), lines(4, [id(40)], true)], CHILD)
    expect(action).not.toBeNull()
    expect(action!.count).toBe(2)
    expect(action!.input).toEqual({ screenshotIds: [id(1)], keystrokeLineIds: [id(30), id(31)] })
    expect(action!.event).toEqual({
      type: 'activityItemsDeleted',
      childId: CHILD,
      items: [
        { id: id(1), createdAt: at },
        { id: id(3), createdAt: at },
      ],
    })
    expect(DomainEvent.safeParse(action!.event).success).toBe(true)
  })

  it('is no action when everything is flagged or nothing is given', () => {
    expect(deleteAction([shot(1, true), lines(2, [id(20)], true)])).toBeNull()
    expect(deleteAction([])).toBeNull()
  })
})
