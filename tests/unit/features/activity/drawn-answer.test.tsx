// @vitest-environment happy-dom
/**
 * The day's first answer is drawn in a transition (the loading state stays while React builds the
 * feed in slices); answers after it (a flag, a delete, a refresh) are drawn at once.
 */
import { act } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { beforeEach, expect, it } from 'vitest'
import { useDrawnAnswer } from '../../../../src/features/activity/drawn-answer'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Probe({ data }: { data: string | undefined }) {
  return <p>{useDrawnAnswer(data) ?? 'loading'}</p>
}

let container = document.createElement('div')
beforeEach(() => {
  container = document.createElement('div')
})

it('draws the first answer after the update that brought it, and later ones with theirs', () => {
  const root = createRoot(container)
  act(() => root.render(<Probe data={undefined} />))
  expect(container.textContent).toBe('loading')

  let withFirst = ''
  act(() => {
    flushSync(() => root.render(<Probe data="Tuesday" />))
    withFirst = container.textContent
  })
  expect(withFirst).toBe('loading')
  expect(container.textContent).toBe('Tuesday')

  let withSecond = ''
  act(() => {
    flushSync(() => root.render(<Probe data="Tuesday, one flagged" />))
    withSecond = container.textContent
  })
  expect(withSecond).toBe('Tuesday, one flagged')
  act(() => root.unmount())
})

it('draws an answer that is there from the start at once', () => {
  const root = createRoot(container)
  let first = ''
  act(() => {
    flushSync(() => root.render(<Probe data="Monday" />))
    first = container.textContent
  })
  expect(first).toBe('Monday')
  act(() => root.unmount())
})
