/**
 * The bulk runner (src/data/bulk.ts): its steps run in order through runCommand, each quietly
 * (no toast, no error dialog per call); progress as it goes; failures with why, the others still
 * sent; Cancel lets the call on its way finish and sends no other; a required step's failure
 * leaves the rest unsent; Try again sends the failed steps only; all done, it goes with a success
 * toast; a logout forgets it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type ClientError, networkError, ok } from '@domain/api/errors'
import type { BulkState } from '@domain/bulk/progress'
import { type BulkStep, clearBulk, dismissBulk, failureReason, retryBulk, runBulk, stopBulk } from '../../../src/data/bulk'
import { bulkJobs, jobState } from '../../../src/data/bulk-jobs'
import { command } from '../../../src/data/commands'
import { createDataEngine } from '../../../src/data/engine'
import { createErrorDialog } from '../../../src/data/error-dialog'
import { runCommand } from '../../../src/data/run-command'
import { setDataEngine } from '../../../src/data/runtime'
import { clearToasts, toastStore } from '../../../src/data/toasts'
import type { Toaster } from '../../../src/data/toasts'
import { fakeApi, serverError } from './fake-api'
import { virtualClock } from './virtual'

let previous: ReturnType<typeof setDataEngine> = null
afterEach(() => {
  if (previous) setDataEngine(previous)
  clearBulk()
  clearToasts()
})

const texts = {
  running: 'Creating 3 keys',
  done: '3 keys created!',
  failed: (failed: number, total: number) => `Failed to create ${failed} of ${total} keys`,
  stopped: (done: number, total: number) => `Stopped: ${done} of ${total} keys created`,
}
const logEvent = (name: string) => command({ op: 'LogEvent', input: { eventId: name, detail: name } })
const step = (name: string, extra: Partial<BulkStep> = {}): BulkStep => ({ key: name, label: `${name}.org`, command: () => logEvent(name), ...extra })
const sentNames = (api: ReturnType<typeof fakeApi>) => api.calls.map((c) => (c.input as { eventId: string }).eventId)

function setup(refused: Set<string> = new Set(), latencyMs = 0) {
  const clock = virtualClock()
  const api = fakeApi(clock, (_op, input) =>
    refused.has((input as { eventId: string }).eventId) ? { ok: false, error: { ...serverError, status: 500 } } : ok({ success: true }),
  )
  api.latencyMs = latencyMs
  const toaster: Toaster = { loading: vi.fn(() => 'id'), success: vi.fn(() => 'id'), error: vi.fn(() => 'id'), dismiss: vi.fn() }
  const dialog = createErrorDialog()
  previous = setDataEngine(createDataEngine({ call: api.call, scheduler: clock.scheduler, toaster, errorDialog: dialog }))
  return { api, clock, toaster, dialog }
}

const toasts = () => toastStore.getState().toasts.map((t) => [t.kind, t.message])
const job = (id: string) => bulkJobs.getState().jobs.find((j) => j.id === id)

describe('runBulk', () => {
  it('sends every step in order, then goes with a success toast', async () => {
    const { api, toaster } = setup()
    const done: string[] = []
    const onSettled = vi.fn()
    const run = runBulk({ texts, steps: ['a', 'b', 'c'].map((n) => step(n, { onDone: () => done.push(n) })), onSettled })
    expect(job(run.id)?.texts).toBe(texts)
    const end = await run.settled
    expect(sentNames(api)).toEqual(['a', 'b', 'c'])
    expect(done).toEqual(['a', 'b', 'c'])
    expect(end?.phase).toBe('finished')
    expect(onSettled).toHaveBeenCalledExactlyOnceWith(end)
    expect(job(run.id)).toBeUndefined()
    expect(toasts()).toEqual([['success', '3 keys created!']])
    // Each call is quiet: no toast of its own.
    expect(toaster.loading).not.toHaveBeenCalled()
  })

  it('shows its progress as it goes', async () => {
    const { clock } = setup(new Set(), 100)
    const run = runBulk({ texts, steps: [step('a'), step('b'), step('c')] })
    const settledCount = () => job(run.id)?.state.items.filter((i) => i.status !== 'waiting').length
    expect(settledCount()).toBe(0)
    await clock.advance(100)
    expect(settledCount()).toBe(1)
    await clock.advance(100)
    expect(settledCount()).toBe(2)
    expect(job(run.id)?.state.phase).toBe('running')
    await clock.advance(100)
    await run.settled
  })

  it('goes on past a failure, and ends with each failure and why, without toast or dialog per call', async () => {
    const { api, toaster, dialog } = setup(new Set(['b']))
    const end = await runBulk({
      texts,
      steps: [step('a'), step('b', { command: () => command({ ...logEvent('b'), texts: { loading: 'l', success: 's', failure: 'f' } }) }), step('c')],
    }).settled
    expect(sentNames(api)).toEqual(['a', 'b', 'c'])
    expect(end?.items.map((i) => [i.key, i.status, i.reason])).toEqual([
      ['a', 'done', undefined],
      ['b', 'failed', 'The server had a problem (error 500)'],
      ['c', 'done', undefined],
    ])
    expect(toaster.loading).not.toHaveBeenCalled()
    expect(toaster.error).not.toHaveBeenCalled()
    expect(dialog.store.getState().error).toBeNull()
    expect(toasts()).toEqual([])
  })

  it('Try again sends the failed steps only, and goes once they are done', async () => {
    const refused = new Set(['b', 'c'])
    const { api } = setup(refused)
    const onSettled = vi.fn()
    const run = runBulk({ texts, steps: [step('a'), step('b'), step('c'), step('d')], onSettled })
    await run.settled
    refused.delete('b')
    const again = await retryBulk(run.id)
    expect(sentNames(api)).toEqual(['a', 'b', 'c', 'd', 'b', 'c'])
    expect(again?.items.map((i) => i.status)).toEqual(['done', 'done', 'failed', 'done'])
    refused.clear()
    await retryBulk(run.id)
    expect(sentNames(api).slice(6)).toEqual(['c'])
    expect(onSettled).toHaveBeenCalledTimes(3)
    expect(job(run.id)).toBeUndefined()
    expect(toasts()).toEqual([['success', '3 keys created!']])
  })

  it('Cancel: the call on its way finishes, no other is sent, what was done stays', async () => {
    const { api, clock } = setup(new Set(), 100)
    const run = runBulk({ texts, steps: [step('a'), step('b'), step('c')] })
    await clock.advance(100)
    // 'b' is on its way.
    stopBulk(run.id)
    expect(jobState(run.id)?.phase).toBe('stopping')
    await clock.advance(100)
    const end = await run.settled
    expect(sentNames(api)).toEqual(['a', 'b'])
    expect(end?.phase).toBe('stopped')
    expect(end?.items.map((i) => i.status)).toEqual(['done', 'done', 'waiting'])
    // Nothing failed: Try again sends nothing (Cancel's unsent step stays unsent).
    await retryBulk(run.id)
    expect(api.count()).toBe(2)
    expect(toasts()).toEqual([])
    dismissBulk(run.id)
    expect(job(run.id)).toBeUndefined()
  })

  it('Try again after Cancel sends the failed steps, not the ones Cancel left', async () => {
    const refused = new Set(['a'])
    const { api, clock } = setup(refused, 100)
    const run = runBulk({ texts, steps: [step('a'), step('b'), step('c')] })
    stopBulk(run.id)
    await clock.advance(100)
    await run.settled
    refused.clear()
    const retry = retryBulk(run.id)
    await clock.advance(100)
    const end = await retry
    expect(sentNames(api)).toEqual(['a', 'a'])
    expect(end?.items.map((i) => i.status)).toEqual(['done', 'waiting', 'waiting'])
    // Stopped with steps unsent: it stays on screen until dismissed.
    expect(job(run.id)).toBeDefined()
  })

  it('a required step that fails leaves the rest unsent, each failed with why; Try again sends them all', async () => {
    const refused = new Set(['key'])
    const { api } = setup(refused)
    const run = runBulk({ texts, steps: [step('key', { label: 'Save the key', required: true }), step('r1'), step('r2')] })
    const end = await run.settled
    expect(sentNames(api)).toEqual(['key'])
    expect(end?.items.map((i) => i.reason)).toEqual([
      'The server had a problem (error 500)',
      'Not sent, as “Save the key” failed',
      'Not sent, as “Save the key” failed',
    ])
    refused.clear()
    await retryBulk(run.id)
    expect(sentNames(api)).toEqual(['key', 'key', 'r1', 'r2'])
  })

  it('a running or stopping action is not dismissed, nor tried again', async () => {
    const { api, clock } = setup(new Set(), 100)
    const run = runBulk({ texts, steps: [step('a'), step('b')] })
    dismissBulk(run.id)
    expect(job(run.id)).toBeDefined()
    const retried: BulkState | undefined = await retryBulk(run.id)
    expect(retried?.phase).toBe('running')
    await clock.advance(200)
    await run.settled
    expect(api.count()).toBe(2)
  })

  it('a logout forgets it: the next step is not sent', async () => {
    const { api, clock } = setup(new Set(), 100)
    const run = runBulk({ texts, steps: [step('a'), step('b')] })
    clearBulk()
    expect(bulkJobs.getState().jobs).toEqual([])
    await clock.advance(100)
    expect(await run.settled).toBeUndefined()
    expect(sentNames(api)).toEqual(['a'])
  })

  it('makes each command when it is sent, so it may count the steps done before it', async () => {
    setup(new Set(['b']))
    let created = 0
    const counts: number[] = []
    const counted = (name: string): BulkStep => ({
      key: name,
      label: name,
      command: () => (counts.push(created + 1), logEvent(name)),
      onDone: () => void created++,
    })
    await runBulk({ texts, steps: ['a', 'b', 'c'].map(counted) }).settled
    expect(counts).toEqual([1, 2, 2])
  })
})

describe('runCommand, quiet', () => {
  it('shows no toast and no error dialog; without quiet the command’s texts show', async () => {
    const { toaster, dialog } = setup(new Set(['x']))
    const c = command({ ...logEvent('x'), texts: { loading: 'Saving…', success: 'Saved!', failure: 'Failed to save' } })
    expect((await runCommand(c, { quiet: true })).ok).toBe(false)
    expect(toaster.loading).not.toHaveBeenCalled()
    expect(toaster.error).not.toHaveBeenCalled()
    await runCommand(c)
    expect(toaster.loading).toHaveBeenCalledWith('Saving…')
    expect(toaster.error).toHaveBeenCalledWith('Failed to save', 'id')
    const gone: ClientError = { isPqlError: true, type: 'notFound', entityName: 'Keychain', showContactSupport: true }
    const api = setup()
    api.api.handler = () => ({ ok: false, error: gone })
    await runCommand(c, { quiet: true })
    expect(api.dialog.store.getState().error).toBeNull()
    await runCommand(c)
    expect(api.dialog.store.getState().error).toMatchObject({ type: 'notFound' })
    expect(dialog.store.getState().error).toBeNull()
  })
})

describe('failureReason', () => {
  it('says why in a line: no answer, the server’s words, not found, the status', () => {
    expect(failureReason(networkError('offline'))).toBe('No answer from the server: it may have gone through')
    expect(
      failureReason({ isPqlError: true, type: 'badRequest', userMessage: 'That key exists already.', showContactSupport: false, status: 400 }),
    ).toBe('That key exists already.')
    expect(failureReason({ isPqlError: true, type: 'notFound', entityName: 'Keychain', showContactSupport: true, status: 404 })).toBe(
      'Keychain not found.',
    )
    expect(failureReason({ ...serverError, status: 500 })).toBe('The server had a problem (error 500)')
    expect(failureReason({ isPqlError: true, type: 'badRequest', showContactSupport: false, status: 400 })).toBe('The server refused it (error 400)')
    expect(failureReason({ isPqlError: true, type: 'badRequest', showContactSupport: false, status: 499 })).toBe('The server refused it (error 499)')
    expect(failureReason(serverError)).toBe('Something went wrong')
  })
})
