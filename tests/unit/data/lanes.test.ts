/**
 * Request lanes: at most `max` of a lane's reads out at once, the next one starting as soon as a
 * place is free (after an answer, a failure or a read dropped), in the order they asked; a read
 * dropped while it waits never starts; reads without a lane are never held.
 */
import { Observable, Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import { createLanes } from '../../../src/data/lanes'

const lane = { name: 'days', max: 2 }

/** A source that records when it is subscribed and lets the test settle it. */
function source(log: string[], name: string): { $: Observable<string>; subject: Subject<string> } {
  const subject = new Subject<string>()
  const $ = new Observable<string>((subscriber) => {
    log.push(`start ${name}`)
    return subject.subscribe(subscriber)
  })
  return { $, subject }
}

describe('request lanes', () => {
  it('holds reads beyond the lane’s places until one is free, in the order they asked', () => {
    const lanes = createLanes()
    const log: string[] = []
    const reads = ['a', 'b', 'c', 'd'].map((name) => ({ name, ...source(log, name) }))
    const got: string[] = []
    for (const r of reads) lanes.through(lane, r.$).subscribe({ next: (v) => got.push(v), error: () => got.push(`${r.name} failed`) })
    expect(log).toEqual(['start a', 'start b'])
    expect(lanes.active('days')).toBe(2)
    reads[0]!.subject.next('a!')
    reads[0]!.subject.complete()
    expect(log).toEqual(['start a', 'start b', 'start c'])
    reads[1]!.subject.error(new Error('no'))
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d'])
    expect(got).toEqual(['a!', 'b failed'])
    reads[2]!.subject.complete()
    reads[3]!.subject.complete()
    expect(lanes.active('days')).toBe(0)
  })

  it('a read dropped while it waits never starts; one dropped while out frees its place', () => {
    const lanes = createLanes()
    const log: string[] = []
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => source(log, name))
    const subA = lanes.through(lane, a!.$).subscribe()
    lanes.through(lane, b!.$).subscribe()
    const subC = lanes.through(lane, c!.$).subscribe()
    lanes.through(lane, d!.$).subscribe()
    subC.unsubscribe()
    subA.unsubscribe()
    expect(log).toEqual(['start a', 'start b', 'start d'])
    expect(lanes.active('days')).toBe(2)
  })

  it('reads without a lane, or of another lane, are not held', () => {
    const lanes = createLanes()
    const log: string[] = []
    for (const name of ['a', 'b', 'c']) lanes.through(lane, source(log, name).$).subscribe()
    lanes.through(undefined, source(log, 'free').$).subscribe()
    lanes.through({ name: 'other', max: 1 }, source(log, 'other').$).subscribe()
    expect(log).toEqual(['start a', 'start b', 'start free', 'start other'])
    expect(lanes.active('other')).toBe(1)
    expect(lanes.active('nothing')).toBe(0)
  })

  it('a lane has at least one place', () => {
    const lanes = createLanes()
    const log: string[] = []
    for (const name of ['a', 'b']) lanes.through({ name: 'zero', max: 0 }, source(log, name).$).subscribe()
    expect(log).toEqual(['start a'])
  })
})
