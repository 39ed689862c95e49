/** The toasts store: loading until replaced, success 3 s, error 6 s, on virtual time. */
import { afterEach, describe, expect, it } from 'vitest'
import { failVerbOf, toastTexts } from '../../../src/data/engine'
import { clearToasts, setToastScheduler, toast, toastStore } from '../../../src/data/toasts'
import { virtualClock } from './virtual'

const toasts = () => toastStore.getState().toasts

afterEach(() => clearToasts())

describe('toast', () => {
  it('keeps a loading toast until it is replaced, and replaces it in place', async () => {
    const clock = virtualClock()
    setToastScheduler(clock.scheduler)
    const other = toast.loading('Loading link...')
    const id = toast.loading('Saving child...')
    await clock.advance(3_600_000)
    expect(toasts().map((t) => t.message)).toEqual(['Loading link...', 'Saving child...'])
    expect(toast.success('Child saved!', id)).toBe(id)
    expect(toasts()).toMatchObject([{ id: other, kind: 'loading' }, { id, kind: 'success', message: 'Child saved!' }])
    await clock.advance(3_000)
    expect(toasts().map((t) => t.id)).toEqual([other])
  })

  it('dismisses an error toast after exactly 6 seconds', async () => {
    const clock = virtualClock()
    setToastScheduler(clock.scheduler)
    const id = toast.loading('Saving child...')
    await clock.advance(10_000)
    toast.error('Failed to save child', id)
    await clock.advance(5_999)
    expect(toasts()).toMatchObject([{ id, kind: 'error' }])
    await clock.advance(1)
    expect(toasts()).toEqual([])
  })

  it('restarts the timer when a toast is replaced, and dismiss cancels it', async () => {
    const clock = virtualClock()
    setToastScheduler(clock.scheduler)
    const id = toast.error('first')
    await clock.advance(5_000)
    toast.error('second', id)
    await clock.advance(5_000)
    expect(toasts()).toMatchObject([{ id, message: 'second' }])
    await clock.advance(1_000)
    expect(toasts()).toEqual([])

    const kept = toast.loading('kept')
    const gone = toast.error('gone')
    toast.dismiss(gone)
    toast.dismiss('no-such-toast')
    expect(toasts().map((t) => t.id)).toEqual([kept])
  })
})

describe('toast.offer', () => {
  it('stays until acted on, and acting dismisses it before running the action once', async () => {
    const clock = virtualClock()
    setToastScheduler(clock.scheduler)
    const runs: string[] = []
    const id = toast.offer('A new version of Gatehouse is ready', { label: 'Reload', run: () => runs.push(`run with ${toasts().length} toasts`) })
    await clock.advance(3_600_000)
    expect(toasts()).toMatchObject([{ id, kind: 'offer', message: 'A new version of Gatehouse is ready', action: { label: 'Reload' } }])
    toasts()[0]?.action?.run()
    expect(runs).toEqual(['run with 0 toasts'])
    expect(toasts()).toEqual([])
  })

  it('replaces an earlier offer in place instead of stacking a second one', () => {
    const first = toast.offer('A new version of Gatehouse is ready', { label: 'Reload', run: () => {} })
    expect(toast.offer('A new version of Gatehouse is ready', { label: 'Reload', run: () => {} }, first)).toBe(first)
    expect(toasts().map((t) => t.id)).toEqual([first])
    toast.dismiss(first)
    expect(toasts()).toEqual([])
  })
})

describe('mutation toast texts', () => {
  it.each([
    [{ verb: 'sav', entity: 'child', verbPast: 'saved' }, 'Saving child...', 'Child saved!', 'Failed to save child'],
    [{ verb: 'delet', entity: 'device', verbPast: 'deleted' }, 'Deleting device...', 'Device deleted!', 'Failed to delete device'],
    [{ verb: 'request', entity: 'keychain', verbPast: 'requested' }, 'Requesting keychain...', 'Keychain requested!', 'Failed to request keychain'],
    [{ verb: 'creat', entity: 'keychain', verbPast: 'created' }, 'Creating keychain...', 'Keychain created!', 'Failed to create keychain'],
    [{ verb: 'updat', entity: 'key', verbPast: 'updated' }, 'Updating key...', 'Key updated!', 'Failed to update key'],
    [{ verb: 'load', entity: 'link', verbPast: 'loaded' }, 'Loading link...', 'Link loaded!', 'Failed to load link'],
    [{ verb: 'add', entity: 'key', verbPast: 'added' }, 'Adding key...', 'Key added!', 'Failed to add key'],
    [{ verb: 'toggl', failVerb: 'toggle', entity: 'keychain', verbPast: 'toggled' }, 'Toggling keychain...', 'Keychain toggled!', 'Failed to toggle keychain'],
  ])('%o', (t, loading, success, error) => {
    expect(toastTexts(t)).toEqual({ loading, success, error })
    expect(failVerbOf(t)).toBe(error.split(' ')[2])
  })
})
