/**
 * happy-dom lays nothing out: for the test file, the elements `heightOf` knows report the
 * offsetHeight a browser would give them (others keep happy-dom's).
 */
import { afterAll, beforeAll } from 'vitest'

export function fakeOffsetHeight(heightOf: (el: HTMLElement) => number | undefined): void {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return heightOf(this) ?? (original?.get?.call(this) as number | undefined) ?? 0
      },
    })
  })
  afterAll(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', original)
  })
}
