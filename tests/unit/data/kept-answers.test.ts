/**
 * The answers the device keeps, in the engine, on virtual time: a visit keeps the first screens'
 * answers; the next visit shows them at once, marked as the device's, until the server's answer
 * replaces them; another parent, or nobody, gets nothing; a write's optimistic view is never kept;
 * a write the server confirmed (or may have applied) drops what it made old; the session's end
 * removes them.
 */
import { Subject } from 'rxjs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, networkError, ok } from '@domain/api/errors'
import type { OperationInput } from '@domain/api/operations'
import { childSavedEvent } from '@domain/events/children'
import '../../../src/zod-setup'
import { operations } from '@domain/api/operations'
import { createDataEngine } from '../../../src/data/engine'
import type { KeptAnswersOptions } from '../../../src/data/types'
import type { Validate } from '../../../src/data/kept-rules'
import { keptStatusOf } from '../../../src/data/kept-status'
import { queries } from '../../../src/data/queries'
import { memoryStorage, setStorages } from '../../../src/storage/storage'
import { keptAnswersKey, keptAnswersValue } from '../../../src/storage/kept-answers'
import { clearSession, expireSession, saveSession } from '../../../src/session'
import { fakeApi, serverError } from './fake-api'
import { virtualClock } from './virtual'
import { childRecord } from '../support/child-record'

const parent = '0A000000-0000-4000-8000-00000000000A'
const other = '0B000000-0000-4000-8000-00000000000B'
const token = '0C000000-0000-4000-8000-00000000000C'
const child = (name: string) => childRecord({ name })
const saveInput = (name: string): OperationInput<'SaveUser'> => {
  const { id, keyloggingEnabled, screenshotsEnabled, screenshotsResolution, screenshotsFrequency, showSuspensionActivity } = child(name)
  return {
    id,
    isNew: false,
    name,
    keyloggingEnabled,
    screenshotsEnabled,
    screenshotsResolution,
    screenshotsFrequency,
    showSuspensionActivity,
    keychains: [],
  }
}
const childSaved = (name: string) => childSavedEvent(saveInput(name))

const validate: Validate = (op, data) => {
  const parsed = op === 'GeoIpLocation' ? undefined : operations[op].output.safeParse(data)
  return parsed?.success ? { ok: true, data: parsed.data } : { ok: false }
}

let local = memoryStorage()
let restore = () => undefined as void
beforeEach(() => {
  local = memoryStorage()
  restore = setStorages({ local, session: memoryStorage() })
})
afterEach(() => restore())

/** One visit: an engine on its own clock, its API answering the children as `name`. */
function visit(owner: string | null, name: string, start = 0, schemas = () => Promise.resolve(validate), flush$ = new Subject<void>()) {
  const clock = virtualClock()
  clock.scheduler.frame = start
  const api = fakeApi(clock, (op) => ok(op === 'GetUsers' ? [child(name)] : {}))
  api.latencyMs = 500
  const loadValidate = vi.fn(schemas)
  const kept: KeptAnswersOptions = { stored: keptAnswersValue, owner: () => owner, loadValidate, flush$ }
  const engine = createDataEngine({ call: api.call, scheduler: clock.scheduler, keptAnswers: kept })
  const users = () => engine.queryResult<ReturnType<typeof child>[]>(queries.users().key)
  return { clock, api, engine, users, loadValidate, flush$ }
}

const day = 24 * 60 * 60_000

describe('kept answers', () => {
  it('a visit keeps the children; the next shows them at once from the device, then the server’s', async () => {
    const first = visit(parent, 'Maya', day)
    first.engine.mount(queries.users())
    await first.clock.advance(500)
    expect(first.users().data?.[0]?.name).toBe('Maya')
    expect(local.getItem(keptAnswersKey)).toBeNull()
    await first.clock.advance(1_000)
    expect(JSON.parse(local.getItem(keptAnswersKey) ?? 'null')).toMatchObject({
      owner: parent.toLowerCase(),
      entries: { users: { op: 'GetUsers', at: day + 500 } },
    })

    const second = visit(parent, 'Maya Fresh', 2 * day)
    await second.clock.settle()
    expect(second.users()).toMatchObject({ status: 'success', fromDevice: true, updatedAt: day + 500 })
    expect(second.users().data?.[0]?.name).toBe('Maya')
    const stop = second.engine.mount(queries.users())
    expect(keptStatusOf(second.engine.store.getState().snapshots, second.engine.mountedKeys(), false)).toEqual({ state: 'updating', at: day + 500 })
    await second.clock.advance(500)
    expect(second.users()).toMatchObject({ fromDevice: false, updatedAt: 2 * day + 500 })
    expect(second.users().data?.[0]?.name).toBe('Maya Fresh')
    expect(keptStatusOf(second.engine.store.getState().snapshots, second.engine.mountedKeys(), false)).toEqual({ state: 'none' })
    stop()
  })

  it('an answer waiting to be written is written at once when the page goes away', async () => {
    const first = visit(parent, 'Maya', day)
    first.engine.mount(queries.users())
    await first.clock.advance(500)
    expect(local.getItem(keptAnswersKey)).toBeNull()
    first.flush$.next()
    expect(JSON.parse(local.getItem(keptAnswersKey) ?? 'null')).toMatchObject({ entries: { users: { at: day + 500 } } })
  })

  it('an answer the server gave first is not replaced by the device’s', async () => {
    local.setItem(
      keptAnswersKey,
      JSON.stringify({ v: 1, owner: parent.toLowerCase(), entries: { users: { op: 'GetUsers', at: day, data: [child('Old')] } } }),
    )
    let release = (): void => undefined
    const schemas = new Promise<Validate>((resolve) => (release = () => resolve(validate)))
    const next = visit(parent, 'New', 2 * day, () => schemas)
    next.engine.mount(queries.users())
    await next.clock.advance(500)
    release()
    await next.clock.settle()
    expect(next.users()).toMatchObject({ fromDevice: false, data: [child('New')] })
  })

  it('another parent, or nobody signed in, gets nothing from the device; another parent’s answers are removed', async () => {
    const first = visit(parent, 'Maya', day)
    first.engine.mount(queries.users())
    await first.clock.advance(1_500)
    expect(local.getItem(keptAnswersKey)).not.toBeNull()

    const nobody = visit(null, 'Maya', 2 * day)
    await nobody.clock.settle()
    expect(nobody.users().status).toBe('loading')
    expect(nobody.loadValidate).not.toHaveBeenCalled()

    const someoneElse = visit(other, 'Zoe', 2 * day)
    await someoneElse.clock.settle()
    expect(someoneElse.users().status).toBe('loading')
    expect(local.getItem(keptAnswersKey)).toBeNull()
  })

  it('an answer that fails its schema is never shown', async () => {
    local.setItem(
      keptAnswersKey,
      JSON.stringify({ v: 1, owner: parent.toLowerCase(), entries: { users: { op: 'GetUsers', at: day, data: [{ name: 'Maya' }] } } }),
    )
    const next = visit(parent, 'Maya', 2 * day)
    await next.clock.settle()
    expect(next.loadValidate).toHaveBeenCalledOnce()
    expect(next.users().status).toBe('loading')
  })

  it('keeps the server’s answer, never a write’s optimistic view', async () => {
    const first = visit(parent, 'Maya', day)
    first.engine.mount(queries.users())
    await first.clock.advance(500)
    first.api.latencyMs = 60_000
    void first.engine.runMutation(
      'DeleteEntity',
      { id: child('Maya').id, type: 'user' },
      { event: { type: 'childDeleted', childId: child('Maya').id } },
    )
    await first.clock.advance(5_000)
    expect(first.users().data).toEqual([])
    expect(JSON.parse(local.getItem(keptAnswersKey) ?? 'null').entries.users.data).toEqual([child('Maya')])
  })

  it('a confirmed write drops the kept answers it made old at once; an answer asked for before it is not kept, the next one is', async () => {
    const first = visit(parent, 'Maya', day)
    first.engine.mount(queries.users())
    await first.clock.advance(1_500)
    local.setItem(
      keptAnswersKey,
      JSON.stringify({
        ...JSON.parse(local.getItem(keptAnswersKey) ?? 'null'),
        entries: {
          ...JSON.parse(local.getItem(keptAnswersKey) ?? 'null').entries,
          computers: { op: 'GetDevices', at: day, data: [] },
        },
      }),
    )
    // A poll of the children goes out just before the save is answered: its answer may predate it.
    first.api.latencyMs = 1_000
    const saved = first.engine.runMutation('SaveUser', saveInput('Maya Renamed'), { event: childSaved('Maya Renamed'), invalidate: ['users'] })
    await first.clock.advance(900)
    void first.engine.refetch(queries.users().key)
    await first.clock.advance(100)
    expect((await saved).ok).toBe(true)
    // The children are gone from the device at once; what the write did not touch stays.
    const afterWrite = JSON.parse(local.getItem(keptAnswersKey) ?? 'null')
    expect(Object.keys(afterWrite.entries)).toEqual(['computers'])

    first.api.handler = (op) => ok(op === 'GetUsers' ? [child('Maya Renamed')] : {})
    // The poll asked before the write was confirmed: not kept, even when it is written out at once.
    await first.clock.advance(900)
    first.flush$.next()
    await first.clock.advance(1_500)
    expect(Object.keys(JSON.parse(local.getItem(keptAnswersKey) ?? 'null').entries)).toEqual(['computers'])
    // The refetch the write asked for, after it: kept.
    await first.clock.advance(1_000)
    first.flush$.next()
    expect(JSON.parse(local.getItem(keptAnswersKey) ?? 'null').entries.users.data).toEqual([child('Maya Renamed')])
  })

  it('a write whose outcome is unknown makes what it touches old too; a refused one does not', async () => {
    const first = visit(parent, 'Maya', day)
    first.engine.mount(queries.users())
    await first.clock.advance(1_500)
    // Looked at just after the write's answer, before any refetch's answer arrives.
    const write = async (name: string) => {
      const done = first.engine.runMutation('SaveUser', saveInput(name), { event: childSaved(name), invalidate: ['users'] })
      await first.clock.advance(600)
      const users = JSON.parse(local.getItem(keptAnswersKey) ?? 'null').entries.users
      await first.clock.advance(5_000)
      await done
      return users
    }
    first.api.handler = (op) => (op === 'GetUsers' ? ok([child('Maya')]) : fail(serverError))
    expect(await write('Refused')).toBeDefined()
    first.api.handler = (op) => (op === 'GetUsers' ? ok([child('Maya')]) : fail(networkError('dropped')))
    expect(await write('Unknown')).toBeUndefined()
  })

  it('a write without an event makes old what its prefixes name, and only that', async () => {
    const first = visit(parent, 'Maya', day)
    first.engine.mount(queries.users())
    await first.clock.advance(1_500)
    const write = async (invalidate: string[]) => {
      const done = first.engine.runMutation('SaveUser', saveInput('Maya'), { invalidate })
      await first.clock.advance(500)
      await done
      return JSON.parse(local.getItem(keptAnswersKey) ?? 'null').entries.users
    }
    expect(await write(['users/other', 'user'])).toBeDefined()
    expect(await write(['users'])).toBeUndefined()
  })

  it('a deferred mount of what the device kept asks the server at once', async () => {
    local.setItem(
      keptAnswersKey,
      JSON.stringify({ v: 1, owner: parent.toLowerCase(), entries: { 'unlock-requests': { op: 'GetUnlockRequests', at: day, data: [] } } }),
    )
    const next = visit(parent, 'Maya', 2 * day)
    await next.clock.settle()
    next.engine.mount(queries.unlockRequests({ deferFirstFetch: true }))
    expect(next.api.count('GetUnlockRequests')).toBe(1)
  })

  it('says when what the device kept cannot be updated (offline, or the server failed)', () => {
    const snapshots = {
      users: { op: 'GetUsers' as const, input: undefined, data: [], receivedAt: 5, fetching: false, stale: true, fromDevice: true as const },
    }
    expect(keptStatusOf(snapshots, [], false)).toEqual({ state: 'none' })
    expect(keptStatusOf(snapshots, ['users'], true)).toEqual({ state: 'not-updated', at: 5 })
    expect(keptStatusOf({ users: { ...snapshots.users, error: { isPqlError: false, type: 'network' } as never } }, ['users'], false)).toEqual({
      state: 'not-updated',
      at: 5,
    })
    const { fromDevice: _fresh, ...answered } = snapshots.users
    expect(keptStatusOf({ users: answered }, ['users'], true)).toEqual({ state: 'none' })
  })
})

describe('the session ends them', () => {
  const keep = () => local.setItem(keptAnswersKey, JSON.stringify({ v: 1, owner: parent.toLowerCase(), entries: {} }))

  it('at logout, when the session expires, and when another parent logs in; not when the same parent logs in again', () => {
    saveSession({ adminId: parent, token })
    keep()
    saveSession({ adminId: parent.toLowerCase(), token })
    expect(local.getItem(keptAnswersKey)).not.toBeNull()
    saveSession({ adminId: other, token })
    expect(local.getItem(keptAnswersKey)).toBeNull()
    keep()
    expireSession()
    expect(local.getItem(keptAnswersKey)).toBeNull()
    saveSession({ adminId: parent, token })
    keep()
    clearSession()
    expect(local.getItem(keptAnswersKey)).toBeNull()
  })
})
