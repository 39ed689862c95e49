/**
 * Model pictures: one distinct drawing per model family, announced as an image with the model's
 * name, or hidden from assistive technology when a caption already names the model.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { modelFamilyNames } from '@domain/devices/status'
import { DeviceModelFamily } from '@domain/api/wire'
import { ModelPicture } from '../../../src/ui/ModelPicture'

const families = DeviceModelFamily.options

const render = (element: React.ReactElement) => {
  const html = renderToStaticMarkup(element)
  return { html, drawing: html.replace(/^<svg[^>]*>/, '') }
}

describe('ModelPicture', () => {
  it('draws every family differently', () => {
    const drawings = families.map((family) => render(<ModelPicture family={family} />).drawing)
    expect(new Set(drawings).size).toBe(families.length)
    for (const drawing of drawings) expect(drawing.length).toBeGreaterThan(200)
  })

  it('is an image named after the family, or after the label it is given', () => {
    for (const family of families) {
      const { html } = render(<ModelPicture family={family} />)
      expect(html).toContain('role="img"')
      expect(html).toContain(`aria-label="${modelFamilyNames[family]}"`)
      expect(html).not.toContain('aria-hidden')
    }
    const labelled = render(<ModelPicture family="iMac" label={'24" M1 iMac (2021)'} />).html
    expect(labelled).toContain('aria-label="24&quot; M1 iMac (2021)"')
  })

  it('is hidden from assistive technology when decorative', () => {
    const { html } = render(<ModelPicture family="macBookPro" decorative label="ignored" />)
    expect(html).toContain('aria-hidden="true"')
    expect(html).not.toContain('role="img"')
    expect(html).not.toContain('aria-label')
  })

  it('keeps the 4:3 canvas at any size and ships no external references', () => {
    const { html } = render(<ModelPicture family="pro" size={120} />)
    expect(html).toContain('width="120"')
    expect(html).toContain('height="90"')
    for (const family of families) expect(render(<ModelPicture family={family} />).html).not.toMatch(/href|url\(|https?:/)
  })
})
