/** A small test-only event module over GetUsers-like rows, for the engine tests. */
import { type Projection, type Projector, projection } from '@domain/events/core'
import type { DomainEvent } from '@domain/events'

export type Row = { id: string; name: string }
export type TestEvent = { type: 'nameSet'; id: string; name: string } | { type: 'rowRemoved'; id: string }

const testProjector: Projector<TestEvent> = {
  GetUsers(draft, event) {
    const rows = draft as unknown as Row[]
    const i = rows.findIndex((r) => r.id === event.id)
    if (i < 0) return
    if (event.type === 'rowRemoved') rows.splice(i, 1)
    else rows[i]!.name = event.name
  },
  GetUser(draft, event) {
    const row = draft as unknown as Row
    if (row.id !== event.id) return
    if (event.type === 'nameSet') row.name = event.name
  },
}

export const testProjections: Projection[] = [projection(['nameSet', 'rowRemoved'], testProjector)]

/** The engine's options take app events; the test events travel the same way. */
export const asEvent = (e: TestEvent): DomainEvent => e as unknown as DomainEvent
