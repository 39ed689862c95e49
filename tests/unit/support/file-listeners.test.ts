// @vitest-environment happy-dom
/**
 * What a test file leaves on the shared window is undone: the listeners it added and did not
 * remove (tests/unit/support/shared-worker.ts).
 */
import { expect, it, vi } from 'vitest'
import { noteListeners } from './file-state'

it('removes the listeners left on the window, and only those; the window’s own methods come back', () => {
  const method = (name: string): unknown => Reflect.get(window, name)
  const addBefore = method('addEventListener')
  const removeBefore = method('removeEventListener')
  const earlier = vi.fn()
  window.addEventListener('gatehouse-earlier', earlier)
  const listeners = noteListeners()
  const left = vi.fn()
  const removed = vi.fn()
  window.addEventListener('beforeunload', left)
  window.addEventListener('gatehouse-removed', removed)
  window.removeEventListener('gatehouse-removed', removed)

  expect(listeners.removeLeft()).toBe(1)
  expect(method('addEventListener')).toBe(addBefore)
  expect(method('removeEventListener')).toBe(removeBefore)
  for (const type of ['beforeunload', 'gatehouse-removed', 'gatehouse-earlier']) window.dispatchEvent(new Event(type))
  expect(left).not.toHaveBeenCalled()
  expect(removed).not.toHaveBeenCalled()
  expect(earlier).toHaveBeenCalledTimes(1)
  window.removeEventListener('gatehouse-earlier', earlier)
})
