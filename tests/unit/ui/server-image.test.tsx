/**
 * Images from the server: a trusted address renders the image; any other address renders the
 * "Image unavailable" placeholder, of the same shape and announced with the image's name.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ServerImage } from '../../../src/ui/ServerImage'

const production = { pageOrigin: 'https://dashboard.example.com', allowLocalHttp: false }
const development = { pageOrigin: 'http://127.0.0.1:5173', allowLocalHttp: true }
const render = (url: string | null, context = production) =>
  renderToStaticMarkup(<ServerImage url={url} width={800} height={500} alt="Screenshot, Nov 20, 10:00" context={context} />)

describe('ServerImage', () => {
  it('shows an https: image', () => {
    const html = render('https://shots.example.com/a.png')
    expect(html).toContain('<img ')
    expect(html).toContain('src="https://shots.example.com/a.png"')
    expect(html).toContain('alt="Screenshot, Nov 20, 10:00"')
    expect(html).not.toContain('Image unavailable')
  })

  it.each([
    'http://shots.example.com/a.png',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'blob:https://dashboard.example.com/1',
  ])('shows the placeholder, never an img, for %s', (url) => {
    const html = render(url)
    expect(html).not.toContain('<img')
    expect(html).not.toContain('alert')
    expect(html).toContain('role="img"')
    expect(html).toContain('aria-label="Screenshot, Nov 20, 10:00: image unavailable"')
    expect(html).toContain('>Image unavailable<')
    expect(html).toContain('aspect-ratio:800 / 500')
  })

  it('shows the placeholder without an address', () => {
    expect(render(null)).toContain('Image unavailable')
  })

  it('uses http: to this machine in development and the demo only', () => {
    expect(render('http://localhost:8080/a.png', development)).toContain('src="http://localhost:8080/a.png"')
    expect(render('http://localhost:8080/a.png', production)).not.toContain('<img')
  })
})
