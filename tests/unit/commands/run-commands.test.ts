/**
 * A sequence of commands runs in order, reports each step done and stops at the first failure;
 * its success text is told once every step succeeded, and only then.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { ok } from '@domain/api/errors'
import { command } from '../../../src/data/commands'
import { createDataEngine } from '../../../src/data/engine'
import { runCommands } from '../../../src/data/run-command'
import { setDataEngine } from '../../../src/data/runtime'
import { toastStore } from '../../../src/data/toasts'
import { fakeApi, serverError } from '../data/fake-api'
import { virtualClock } from '../data/virtual'

let previous: ReturnType<typeof setDataEngine> = null
afterEach(() => {
  if (previous) setDataEngine(previous)
})

const step = (name: string) => ({ name, command: command({ op: 'LogEvent', input: { eventId: name, detail: name } }) })

function setup(refused: string) {
  const clock = virtualClock()
  const api = fakeApi(clock, (_op, input) =>
    (input as { eventId: string }).eventId === refused ? { ok: false, error: serverError } : ok({ success: true }),
  )
  previous = setDataEngine(createDataEngine({ call: api.call, scheduler: clock.scheduler }))
  return api
}

describe('runCommands', () => {
  it('stops at the first refused step, names it, and reports only the steps before it as done', async () => {
    const api = setup('b')
    const done: string[] = []
    const result = await runCommands([step('a'), step('b'), step('c')], (s) => done.push(s.name))
    expect(result).toEqual({ ok: false, failed: expect.objectContaining({ name: 'b' }) })
    expect(done).toEqual(['a'])
    expect(api.calls.map((c) => (c.input as { eventId: string }).eventId)).toEqual(['a', 'b'])
  })

  it('runs every step in order when none is refused', async () => {
    const api = setup('none')
    const done: string[] = []
    expect(await runCommands([step('a'), step('b')], (s) => done.push(s.name))).toEqual({ ok: true })
    expect(done).toEqual(['a', 'b'])
    expect(api.count('LogEvent')).toBe(2)
  })

  it('tells its success text once every step succeeded, and nothing when a step is refused', async () => {
    setup('b')
    const before = toastStore.getState().toasts.length
    await runCommands([step('a'), step('b')], undefined, { success: 'All done!' })
    expect(toastStore.getState().toasts.slice(before).map((t) => t.message)).toEqual([])
    await runCommands([step('a'), step('c')], undefined, { success: 'All done!' })
    expect(toastStore.getState().toasts.slice(before).map((t) => [t.kind, t.message])).toEqual([['success', 'All done!']])
  })
})
