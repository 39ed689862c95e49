/**
 * The error dialog through the engine: a mutation whose entity is gone (notFound) opens
 * the dialog instead of the error toast, with its event rolled back as usual; every other failure
 * keeps its toast; mutations that show nothing leave the error to their caller.
 */
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { type ClientError, type ErrorType, type Result, errorMessage, errorTitle, loggedOutError, ok } from '@domain/api/errors'
import { queries } from '../../../src/data/queries'
import { memoryStorage, setStorages } from '../../../src/storage/storage'
import { createDataEngine } from '../../../src/data/engine'
import { createErrorDialog, dismissErrorDialog, errorDialog } from '../../../src/data/error-dialog'
import { entityTexts, verbs } from '../../../src/data/commands'
import { clearToasts, setToastScheduler, toast, toastStore } from '../../../src/data/toasts'
import { clearSession } from '../../../src/session'
import { fakeApi, serverError } from './fake-api'
import { connectApp } from '../../../src/connect'
import { type Row, type TestEvent, asEvent, testProjections } from './test-events'
import { virtualClock } from './virtual'

// As the app's entries do: the data layer hears of the session through the app's wiring.
connectApp()

/** What the server answers when the row was deleted behind the screen's back. */
const deviceGone: ClientError = {
  isPqlError: true,
  id: '6ac1205a',
  type: 'notFound',
  debugMessage: 'DuetSQL: Device not found',
  entityName: 'Device',
  showContactSupport: false,
  status: 404,
}

const saveTexts = entityTexts(verbs.save, 'device')

/** A server holding rows; 'LogEvent' fails with `failWith` when set, else applies the event. */
function setup() {
  const clock = virtualClock()
  setToastScheduler(clock.scheduler)
  let rows: Row[] = [{ id: 'r1', name: 'x' }]
  let failWith: ClientError | null = null
  const api = fakeApi(clock, (op, input): Result<unknown> => {
    if (op === 'GetUsers') return ok(rows.map((r) => ({ ...r })))
    if (op === 'LogEvent') {
      if (failWith) return { ok: false, error: failWith }
      const e = JSON.parse((input as { detail: string }).detail) as TestEvent
      if (e.type === 'nameSet') rows = rows.map((r) => (r.id === e.id ? { ...r, name: e.name } : r))
      return ok({ success: true })
    }
    return ok([])
  })
  api.latencyMs = 100
  const dialog = createErrorDialog()
  const engine = createDataEngine({
    call: api.call,
    scheduler: clock.scheduler,
    projections: testProjections,
    toaster: toast,
    errorDialog: dialog,
  })
  const mutate = (e: TestEvent, options: { toast?: boolean; event?: boolean } = {}) =>
    engine.runMutation(
      'LogEvent',
      { eventId: 'e', detail: JSON.stringify(e) },
      {
        ...(options.event === false ? {} : { event: asEvent(e) }),
        ...(options.toast ? { texts: saveTexts } : {}),
      },
    )
  return {
    clock,
    engine,
    dialog,
    mutate,
    failWith: (error: ClientError | null) => void (failWith = error),
  }
}

const toasts = () => toastStore.getState().toasts

afterEach(() => {
  clearToasts()
  dismissErrorDialog()
})

describe('a mutation whose entity is gone', () => {
  it('opens the not-found dialog instead of the error toast, and rolls its event back', async () => {
    const { clock, engine, dialog, mutate, failWith } = setup()
    engine.mount(queries.users())
    await clock.advance(100)
    failWith(deviceGone)

    const saving = mutate({ type: 'nameSet', id: 'r1', name: 'y' }, { toast: true })
    expect(engine.view('users')).toEqual([{ id: 'r1', name: 'y' }])
    expect(toasts()).toMatchObject([{ kind: 'loading', message: 'Saving device...' }])
    expect(dialog.store.getState().error).toBeNull()

    await clock.advance(100)
    const result = await saving
    expect(result).toMatchObject({ ok: false, error: { type: 'notFound', entityName: 'Device' } })
    // The loading toast is gone and no error toast took its place.
    expect(toasts()).toEqual([])
    const shown = dialog.store.getState().error
    expect(shown).toMatchObject({ type: 'notFound', id: '6ac1205a', entityName: 'Device' })
    expect(errorTitle(shown!)).toBe('Not found')
    expect(errorMessage(shown!)).toBe('Device not found.')
    // the not-found dialog offers Contact support even though the server said false.
    expect(shown!.showContactSupport).toBe(true)
    // Rolled back as any failure is.
    expect(engine.store.getState().events).toEqual([])
    expect(engine.view('users')).toEqual([{ id: 'r1', name: 'x' }])

    dialog.dismiss()
    expect(dialog.store.getState().error).toBeNull()
  })

  it('opens the dialog for an event without a toast option too, not the message toast', async () => {
    const { clock, dialog, mutate, failWith } = setup()
    failWith({ ...deviceGone, entityName: undefined })
    const saving = mutate({ type: 'nameSet', id: 'r1', name: 'y' })
    await clock.advance(100)
    expect((await saving).ok).toBe(false)
    expect(toasts()).toEqual([])
    expect(errorMessage(dialog.store.getState().error!)).toBe('Not found.')
  })

  it('leaves the error to the caller when the mutation shows nothing itself', async () => {
    const { clock, dialog, mutate, failWith } = setup()
    failWith(deviceGone)
    const saving = mutate({ type: 'nameSet', id: 'r1', name: 'y' }, { event: false })
    await clock.advance(100)
    expect(await saving).toEqual({ ok: false, error: deviceGone })
    expect(dialog.store.getState().error).toBeNull()
    expect(toasts()).toEqual([])
  })
})

describe('other failures', () => {
  it('a 500 stays an error toast and opens no dialog', async () => {
    const { clock, engine, dialog, mutate, failWith } = setup()
    engine.mount(queries.users())
    await clock.advance(100)
    failWith({ ...serverError, status: 500 })

    const saving = mutate({ type: 'nameSet', id: 'r1', name: 'y' }, { toast: true })
    await clock.advance(100)
    expect((await saving).ok).toBe(false)
    expect(toasts()).toMatchObject([{ kind: 'error', message: 'Failed to save device' }])
    expect(dialog.store.getState().error).toBeNull()
    expect(engine.view('users')).toEqual([{ id: 'r1', name: 'x' }])
  })

  it('only notFound takes the dialog, whatever the error type and options', { tags: ['property'] }, async () => {
    const types: ErrorType[] = ['notFound', 'badRequest', 'serverError', 'unauthorized', 'loggedOut', 'clientError']
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...types), fc.boolean(), fc.boolean(), async (type, withToast, withEvent) => {
        clearToasts()
        const { clock, dialog, mutate, failWith } = setup()
        const error: ClientError = type === 'loggedOut' ? loggedOutError() : { isPqlError: true, type, showContactSupport: false }
        failWith(error)
        const saving = mutate({ type: 'nameSet', id: 'r1', name: 'y' }, { toast: withToast, event: withEvent })
        await clock.advance(100)
        await saving
        const shows = withToast || withEvent
        const inDialog = dialog.store.getState().error !== null
        const errorToasts = toasts().filter((t) => t.kind === 'error').length
        expect(inDialog).toBe(type === 'notFound' && shows)
        // A failure in the dialog is never also a toast; a toast-option failure otherwise toasts.
        if (inDialog) expect(errorToasts).toBe(0)
        else if (withToast) expect(errorToasts).toBe(1)
        expect(toasts().filter((t) => t.kind === 'loading')).toEqual([])
      }),
      { numRuns: 60 },
    )
  })
})

describe("the app's dialog", () => {
  it('closes on logout', () => {
    const restore = setStorages({ local: memoryStorage(), session: memoryStorage() })
    try {
      errorDialog.show(deviceGone)
      expect(errorDialog.store.getState().error).toMatchObject({ entityName: 'Device' })
      clearSession()
      expect(errorDialog.store.getState().error).toBeNull()
    } finally {
      restore()
    }
  })
})
