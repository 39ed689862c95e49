// @vitest-environment happy-dom
/**
 * The theme switch in the sidebar (moved from the end-to-end tests; the page's colours in each
 * theme, the browser's own colour for the page (`theme-color`), axe in both themes and a choice
 * made in another tab stay in tests/e2e/theme.spec.ts): the parent's choice checked in the switch,
 * written on the document as `data-theme` and stored, kept across a reload; System stores nothing
 * and leaves the document to the system's setting.
 */
import { describe, expect, it } from 'vitest'
import { openApp } from '../support/app'
import { findMain } from './shell-support'
import { documentTheme, reloadPage, startPageTheme, storedTheme, themeRadio } from './theme-support'

describe('the theme switch', () => {
  it('the theme the parent chooses is remembered after a reload', async () => {
    startPageTheme()
    const app = await openApp('/children')
    await findMain()
    expect(themeRadio('System').checked).toBe(true)
    expect(documentTheme()).toBeNull()

    await app.user.click(themeRadio('Dark'))
    await expect.poll(() => documentTheme()).toBe('dark')
    expect(themeRadio('Dark').checked).toBe(true)
    expect(storedTheme()).toBe('dark')

    await reloadPage(app)
    await findMain()
    expect(themeRadio('Dark').checked).toBe(true)
    expect(documentTheme()).toBe('dark')

    // Light stays light (whatever the system's setting), across a reload.
    await app.user.click(themeRadio('Light'))
    await expect.poll(() => documentTheme()).toBe('light')
    expect(storedTheme()).toBe('light')
    await reloadPage(app)
    await findMain()
    expect(themeRadio('Light').checked).toBe(true)
    expect(documentTheme()).toBe('light')

    // System again: the system's setting decides.
    await app.user.click(themeRadio('System'))
    await expect.poll(() => documentTheme()).toBeNull()
    expect(themeRadio('System').checked).toBe(true)
  })

  it('with System chosen, the dashboard follows the system setting as it changes', async () => {
    startPageTheme()
    const app = await openApp('/children')
    await findMain()
    await app.user.click(themeRadio('Dark'))
    await expect.poll(() => documentTheme()).toBe('dark')
    await app.user.click(themeRadio('System'))
    // No theme of its own on the document: the style sheet follows the system's setting.
    await expect.poll(() => documentTheme()).toBeNull()

    // Still System after a reload: nothing was stored.
    await reloadPage(app)
    await findMain()
    expect(themeRadio('System').checked).toBe(true)
    expect(documentTheme()).toBeNull()
    expect(storedTheme()).toBeNull()
  })
})
