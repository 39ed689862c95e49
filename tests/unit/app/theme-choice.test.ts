// @vitest-environment happy-dom
/**
 * The parent's theme on the page: `data-theme` for Light and Dark, none for System; the browser's
 * own colour for the page (`theme-color`) follows the choice, and the system again with System.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { applyTheme } from '../../../src/theme-choice'

const light = '#1f3a5f'
const dark = '#0e1520'

beforeEach(() => {
  // As index.html gives them: one colour per system theme.
  document.head.innerHTML = `
    <meta name="theme-color" content="${light}" media="(prefers-color-scheme: light)" />
    <meta name="theme-color" content="${dark}" media="(prefers-color-scheme: dark)" />`
  document.documentElement.removeAttribute('data-theme')
})

/** Each theme colour's condition, by colour. */
const conditions = () =>
  Object.fromEntries([...document.querySelectorAll('meta[name="theme-color"]')].map((m) => [m.getAttribute('content'), m.getAttribute('media')]))

describe('applyTheme', () => {
  it('Dark: the dark colour whatever the system, and data-theme', () => {
    applyTheme('dark')
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark')
    expect(conditions()).toEqual({ [dark]: 'all', [light]: 'not all' })
  })

  it('Light: the light colour whatever the system', () => {
    applyTheme('light')
    expect(document.documentElement.getAttribute('data-theme')).toBe('light')
    expect(conditions()).toEqual({ [light]: 'all', [dark]: 'not all' })
  })

  it('System after a choice: the system’s colour again, and no data-theme', () => {
    applyTheme('dark')
    applyTheme('light')
    applyTheme('system')
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false)
    expect(conditions()).toEqual({ [light]: '(prefers-color-scheme: light)', [dark]: '(prefers-color-scheme: dark)' })
  })

  it('a theme colour for every theme is left as it is', () => {
    document.head.innerHTML = `<meta name="theme-color" content="${light}" />`
    applyTheme('dark')
    expect(conditions()).toEqual({ [light]: null })
  })
})
