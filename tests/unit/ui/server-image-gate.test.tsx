// @vitest-environment happy-dom
/**
 * Server images wait while the page may not ask for them (the demo's server not taking the
 * page's requests yet): an empty box of the image's shape, named as the image, no request and
 * never the "Image unavailable" placeholder; the image itself once the wait is over.
 */
import { describe, expect, it } from 'vitest'
import { act, render } from '@testing-library/react'
import { ServerImage } from '../../../src/ui/ServerImage'
import { holdServerImages, serverImagesReady } from '../../../src/ui/server-images'
import '../support/render'

const context = { pageOrigin: 'http://127.0.0.1:5173', allowLocalHttp: true }
const url = 'http://127.0.0.1:5173/demo-screenshots/1.svg'

const renderImage = (alt = 'Child screenshot') =>
  render(<ServerImage url={url} width={800} height={500} alt={alt} className="shot" context={context} />).container

function deferred() {
  let resolve!: () => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<void>((yes, no) => {
    resolve = yes
    reject = no
  })
  return { promise, resolve, reject }
}

describe('ServerImage while the page may not ask for server images', () => {
  it('shows an empty box of its shape, then the image once the wait is over', async () => {
    const wait = deferred()
    holdServerImages(wait.promise)
    expect(serverImagesReady()).toBe(false)
    const container = renderImage()
    expect(container.querySelector('img')).toBeNull()
    const box = container.querySelector('.image-pending.shot')
    expect(box?.getAttribute('role')).toBe('img')
    expect(box?.getAttribute('aria-label')).toBe('Child screenshot')
    expect(box?.getAttribute('style')).toContain('aspect-ratio: 800 / 500')
    expect(container.textContent).not.toContain('Image unavailable')

    await act(async () => {
      wait.resolve()
      await wait.promise
    })
    expect(serverImagesReady()).toBe(true)
    expect(container.querySelector('img')?.getAttribute('src')).toBe(url)
    expect(container.querySelector('.image-pending')).toBeNull()

    // Once they may load, the same wait named again changes nothing.
    holdServerImages(wait.promise)
    expect(serverImagesReady()).toBe(true)
  })

  it('keeps waiting when the wait fails (the page says why), and an unnamed image is hidden from screen readers meanwhile', async () => {
    const wait = deferred()
    holdServerImages(wait.promise)
    const container = renderImage('')
    await act(async () => {
      wait.reject(new Error('no server'))
      await wait.promise.catch(() => {})
    })
    expect(container.querySelector('img')).toBeNull()
    const box = container.querySelector('.image-pending')
    expect(box?.getAttribute('aria-hidden')).toBe('true')
    expect(box?.hasAttribute('role')).toBe(false)
  })

  it('only the latest wait counts', async () => {
    const first = deferred()
    const second = deferred()
    holdServerImages(first.promise)
    holdServerImages(second.promise)
    await act(async () => {
      first.resolve()
      await first.promise
    })
    expect(serverImagesReady()).toBe(false)
    await act(async () => {
      second.resolve()
      await second.promise
    })
    expect(serverImagesReady()).toBe(true)
  })
})
