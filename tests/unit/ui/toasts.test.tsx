// @vitest-environment happy-dom
/**
 * The toasts on screen wait while they are being read: with the pointer over them or the focus
 * in them an error toast stays past its 6 s, and goes after the time it had left once the pointer
 * or the focus leaves (WCAG 2.2.1).
 */
import { afterEach, describe, expect, it } from 'vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { clearToasts, setToastScheduler, toast } from '../../../src/data/toasts'
import { Toasts } from '../../../src/ui/Toasts'
import { virtualClock } from '../data/virtual'
import '../support/render'

afterEach(() => act(() => clearToasts()))

const renderToasts = () => render(<Toasts />).container

/** The clock, advanced inside act so that React renders what the store did. */
function clockInAct() {
  const clock = virtualClock()
  setToastScheduler(clock.scheduler)
  return { advance: (ms: number) => act(() => clock.advance(ms)) }
}

const shown = (container: HTMLElement) => [...container.querySelectorAll('.toast__text')].map((t) => t.textContent)
const stack = () => screen.getByRole('alert').querySelector<HTMLElement>('.toasts')!

describe('toasts being read', () => {
  it('wait while the pointer is over them', async () => {
    const clock = clockInAct()
    const container = renderToasts()
    act(() => void toast.error('Failed to save child'))
    await clock.advance(5_000)
    fireEvent.pointerOver(stack())
    await clock.advance(30_000)
    expect(shown(container)).toEqual(['Failed to save child'])
    fireEvent.pointerOut(stack(), { relatedTarget: document.body })
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
    fireEvent.focusIn(close)
    await clock.advance(30_000)
    expect(shown(container)).toEqual(['Failed to save child'])
    // From one of their buttons to another: still held.
    fireEvent.focusOut(close, { relatedTarget: close })
    await clock.advance(30_000)
    expect(shown(container)).toEqual(['Failed to save child'])
    fireEvent.focusOut(close, { relatedTarget: document.body })
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
