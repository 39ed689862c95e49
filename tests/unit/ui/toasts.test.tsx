// @vitest-environment happy-dom
/**
 * The toasts on screen wait while they are being read: with the pointer over them or the focus
 * in them an error toast stays past its 6 s, and goes after the time it had left once the pointer
 * or the focus leaves (WCAG 2.2.1).
 */
import { afterEach, describe, expect, it } from 'vitest'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { clearToasts, setToastScheduler, toast } from '../../../src/data/toasts'
import { Toasts } from '../../../src/ui/Toasts'
import { virtualClock } from '../data/virtual'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let mounted: { root: Root; container: HTMLElement } | null = null
afterEach(() => {
  if (mounted) act(() => mounted!.root.unmount())
  mounted?.container.remove()
  mounted = null
  act(() => clearToasts())
})

function renderToasts() {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() => root.render(<Toasts />))
  mounted = { root, container }
  return container
}

/** The clock, advanced inside act so that React renders what the store did. */
function clockInAct() {
  const clock = virtualClock()
  setToastScheduler(clock.scheduler)
  return { advance: (ms: number) => act(() => clock.advance(ms)) }
}

const shown = (container: HTMLElement) => [...container.querySelectorAll('.toast__text')].map((t) => t.textContent)
const stack = (container: HTMLElement) => container.querySelector<HTMLElement>('[role="alert"] .toasts')!
const fire = (target: Element, event: Event) => act(() => void target.dispatchEvent(event))

describe('toasts being read', () => {
  it('wait while the pointer is over them', async () => {
    const clock = clockInAct()
    const container = renderToasts()
    act(() => void toast.error('Failed to save child'))
    await clock.advance(5_000)
    fire(stack(container), new PointerEvent('pointerover', { bubbles: true }))
    await clock.advance(30_000)
    expect(shown(container)).toEqual(['Failed to save child'])
    fire(stack(container), new PointerEvent('pointerout', { bubbles: true, relatedTarget: document.body }))
    await clock.advance(999)
    expect(shown(container)).toEqual(['Failed to save child'])
    await clock.advance(1)
    expect(shown(container)).toEqual([])
  })

  it('wait while the focus is in them', async () => {
    const clock = clockInAct()
    const container = renderToasts()
    act(() => void toast.error('Failed to save child'))
    const close = container.querySelector<HTMLButtonElement>('.toast__close')!
    fire(close, new FocusEvent('focusin', { bubbles: true }))
    await clock.advance(30_000)
    expect(shown(container)).toEqual(['Failed to save child'])
    // From one of their buttons to another: still held.
    fire(close, new FocusEvent('focusout', { bubbles: true, relatedTarget: close }))
    await clock.advance(30_000)
    expect(shown(container)).toEqual(['Failed to save child'])
    fire(close, new FocusEvent('focusout', { bubbles: true, relatedTarget: document.body }))
    await clock.advance(6_000)
    expect(shown(container)).toEqual([])
  })

  it('go on time when nobody reads them', async () => {
    const clock = clockInAct()
    const container = renderToasts()
    act(() => void toast.error('Failed to save child'))
    await clock.advance(6_000)
    expect(shown(container)).toEqual([])
  })
})
