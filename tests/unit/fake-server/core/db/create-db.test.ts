/**
 * Each tab's fake server has a database of its own: @mswjs/data would otherwise replay its changes
 * in every other tab's database over a BroadcastChannel (two tabs seeding at once then collide on
 * the seed's keys), besides the saved state through which tabs follow each other.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDb } from '../../../../../fake-server/core/db/db'

/** Records every channel a page would open and every message it would send on one. */
class RecordingChannel {
  static opened: string[] = []
  static sent: unknown[] = []
  constructor(readonly name: string) {
    RecordingChannel.opened.push(name)
  }
  postMessage(message: unknown): void {
    RecordingChannel.sent.push(message)
  }
  addEventListener(): void {}
  removeEventListener(): void {}
  close(): void {}
}

afterEach(() => {
  vi.unstubAllGlobals()
  RecordingChannel.opened = []
  RecordingChannel.sent = []
})

describe('the fake server’s database in a browser page', () => {
  it('opens no channel to other tabs and sends them none of its changes', () => {
    // As in a page: a window and its BroadcastChannel.
    vi.stubGlobal('window', globalThis)
    vi.stubGlobal('BroadcastChannel', RecordingChannel)
    const db = createDb()
    db.admin.create({ id: 'A1', email: 'one@example.com' })
    db.admin.update({ where: { id: { equals: 'A1' } }, data: { email: 'two@example.com' } })
    db.admin.delete({ where: { id: { equals: 'A1' } } })
    expect(RecordingChannel.opened).toEqual([])
    expect(RecordingChannel.sent).toEqual([])
    // The page's own BroadcastChannel is back as it was.
    expect(globalThis.BroadcastChannel).toBe(RecordingChannel)
  })
})
