// @vitest-environment happy-dom
/**
 * The day's first answer is drawn in a transition (the loading state stays while React builds the
 * feed in slices); answers after it (a flag, a delete, a refresh) are drawn at once.
 */
import { act, render } from '@testing-library/react'
import { flushSync } from 'react-dom'
import { expect, it } from 'vitest'
import { useDrawnAnswer } from '../../../../src/features/activity/drawn-answer'
import '../../support/render'

function Probe({ data }: { data: string | undefined }) {
  return <p>{useDrawnAnswer(data) ?? 'loading'}</p>
}

/**
 * Renders `data` in one urgent update and reads the page as that update left it, before the
 * transitions it started: what the parent sees first.
 */
function drawnAtOnce(rendered: ReturnType<typeof render>, data: string): string {
  let seen = ''
  act(() => {
    flushSync(() => rendered.rerender(<Probe data={data} />))
    seen = rendered.container.textContent ?? ''
  })
  return seen
}

it('draws the first answer after the update that brought it, and later ones with theirs', () => {
  const rendered = render(<Probe data={undefined} />)
  expect(rendered.container.textContent).toBe('loading')
  expect(drawnAtOnce(rendered, 'Tuesday')).toBe('loading')
  expect(rendered.container.textContent).toBe('Tuesday')
  expect(drawnAtOnce(rendered, 'Tuesday, one flagged')).toBe('Tuesday, one flagged')
})

it('draws an answer that is there from the start at once', () => {
  // The probe mounts with the answer in the update that draws it.
  const rendered = render(<p>before</p>)
  expect(drawnAtOnce(rendered, 'Monday')).toBe('Monday')
})
