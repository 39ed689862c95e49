/** The toasts store: loading until replaced, success 3 s, error 6 s, on virtual time. */
import { afterEach, describe, expect, it } from 'vitest'
import { entityTexts, verbs } from '../../../src/data/commands'
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
    expect(toasts()).toMatchObject([
      { id: other, kind: 'loading' },
      { id, kind: 'success', message: 'Child saved!' },
    ])
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

describe('command texts', () => {
  it.each([
    [verbs.save, 'child', 'Saving child...', 'Child saved!', 'Failed to save child'],
    [verbs.delete, 'notification method', 'Deleting notification method...', 'Notification method deleted!', 'Failed to delete notification method'],
    [verbs.request, 'keychain', 'Requesting keychain...', 'Keychain requested!', 'Failed to request keychain'],
    [verbs.create, 'keychain', 'Creating keychain...', 'Keychain created!', 'Failed to create keychain'],
    [verbs.update, 'keychain', 'Updating keychain...', 'Keychain updated!', 'Failed to update keychain'],
    [verbs.add, 'notification method', 'Adding notification method...', 'Notification method added!', 'Failed to add notification method'],
  ])('%o %s', (verb, entity, loading, success, failure) => {
    expect(entityTexts(verb, entity)).toEqual({ loading, success, failure })
  })
})

describe('identical toasts', () => {
  it('merge a success identical to the one showing into it, and restart its time', async () => {
    const clock = virtualClock()
    setToastScheduler(clock.scheduler)
    const first = toast.loading('Creating key...')
    const second = toast.loading('Creating key...')
    // Two actions in flight keep one progress toast each.
    expect(toasts().map((t) => t.id)).toEqual([first, second])
    expect(toast.success('Key created!', first)).toBe(first)
    await clock.advance(2_000)
    expect(toast.success('Key created!', second)).toBe(first)
    expect(toasts()).toMatchObject([{ id: first, kind: 'success', message: 'Key created!' }])
    await clock.advance(2_999)
    expect(toasts()).toHaveLength(1)
    await clock.advance(1)
    expect(toasts()).toEqual([])
  })

  it('merge identical errors shown on their own, but not different kinds or texts', async () => {
    const clock = virtualClock()
    setToastScheduler(clock.scheduler)
    const id = toast.error('Failed to save child')
    expect(toast.error('Failed to save child')).toBe(id)
    toast.success('Failed to save child')
    toast.error('Failed to save key')
    expect(toasts().map((t) => [t.kind, t.message])).toEqual([
      ['error', 'Failed to save child'],
      ['success', 'Failed to save child'],
      ['error', 'Failed to save key'],
    ])
    await clock.advance(6_000)
    expect(toasts()).toEqual([])
  })
})

describe('held toasts (being read)', () => {
  it('wait while held, then go after the time they had left', async () => {
    const clock = virtualClock()
    setToastScheduler(clock.scheduler)
    const id = toast.error('Failed to save child')
    await clock.advance(4_000)
    const release = toast.hold()
    await clock.advance(60_000)
    expect(toasts().map((t) => t.id)).toEqual([id])
    release()
    await clock.advance(1_999)
    expect(toasts()).toHaveLength(1)
    await clock.advance(1)
    expect(toasts()).toEqual([])
  })

  it('a toast shown while held waits too, with its whole time; loading toasts are untouched', async () => {
    const clock = virtualClock()
    setToastScheduler(clock.scheduler)
    const release = toast.hold()
    const loading = toast.loading('Saving child...')
    const success = toast.success('Key created!')
    await clock.advance(10_000)
    expect(toasts().map((t) => t.id)).toEqual([loading, success])
    release()
    await clock.advance(2_999)
    expect(toasts().map((t) => t.id)).toEqual([loading, success])
    await clock.advance(1)
    expect(toasts().map((t) => t.id)).toEqual([loading])
  })

  it('time runs again only once every hold is released, each release counting once', async () => {
    const clock = virtualClock()
    setToastScheduler(clock.scheduler)
    toast.success('Child saved!')
    const pointer = toast.hold()
    const focus = toast.hold()
    pointer()
    pointer()
    await clock.advance(10_000)
    expect(toasts()).toHaveLength(1)
    focus()
    await clock.advance(3_000)
    expect(toasts()).toEqual([])
  })

  it('a toast replaced or dismissed while held', async () => {
    const clock = virtualClock()
    setToastScheduler(clock.scheduler)
    const replaced = toast.loading('Saving child...')
    const dismissed = toast.error('gone')
    const release = toast.hold()
    toast.error('Failed to save child', replaced)
    toast.dismiss(dismissed)
    await clock.advance(10_000)
    release()
    await clock.advance(5_999)
    expect(toasts().map((t) => t.id)).toEqual([replaced])
    await clock.advance(1)
    expect(toasts()).toEqual([])
  })
})
