// @vitest-environment happy-dom
/**
 * An answer that arrives after its component was taken down does not act for it: the component
 * is shown from its first effect until it is unmounted.
 */
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useStillShown } from '../../../src/ui/use-still-shown'
import '../support/render'

describe('useStillShown', () => {
  it('is true while the component is shown and false once it is taken down, for the same function', () => {
    const { result, rerender, unmount } = renderHook(() => useStillShown())
    const stillShown = result.current
    expect(stillShown()).toBe(true)
    rerender()
    expect(result.current).toBe(stillShown)
    unmount()
    expect(stillShown()).toBe(false)
  })
})
