/**
 * What the theme switch's tests need beside tests/unit/support/app.tsx: the theme started as the
 * app's entry starts it (before anything renders: the stored choice on the document, then every
 * change of it), a reload that starts it again on a fresh document, and the switch's radios.
 */
import { screen, within } from '@testing-library/react'
import { afterEach } from 'vitest'
import { startTheme } from '../../../src/theme'
import type { App } from '../support/app'

let stop: (() => void) | null = null

afterEach(() => {
  stop?.()
  stop = null
  document.documentElement.removeAttribute('data-theme')
})

/** The document as the app's entry leaves it: the stored choice applied, and followed from now on. */
export function startPageTheme(): void {
  stop?.()
  stop = startTheme()
}

/** A reload: a fresh document (no theme on it), the entry's start, then the app mounted afresh. */
export async function reloadPage(app: App): Promise<void> {
  stop?.()
  stop = null
  document.documentElement.removeAttribute('data-theme')
  startPageTheme()
  await app.reload()
}

export type ThemeName = 'System' | 'Light' | 'Dark'

/** The switch's radio named `name`, in the sidebar's group "Theme". */
export const themeRadio = (name: ThemeName): HTMLInputElement =>
  within(screen.getByRole('group', { name: 'Theme' })).getByRole<HTMLInputElement>('radio', { name })

/** The theme written on the document (`data-theme` on <html>), null when none. */
export const documentTheme = (): string | null => document.documentElement.getAttribute('data-theme')

/** The parent's choice as stored. */
export const storedTheme = (): string | null => window.localStorage.getItem('gatehouse.theme')
