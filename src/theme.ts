/**
 * The colour theme. By default the dashboard follows the system's light or dark setting, in CSS
 * alone (src/styles/tokens.css). A parent who chooses Light or Dark has the choice remembered in
 * local storage and written as `data-theme` on <html>; choosing System removes both.
 *
 * The app entry applies the stored choice before anything renders (an inline script in
 * index.html would be refused by the Content-Security-Policy). A choice made in another tab is
 * applied here too.
 */
import { useSyncExternalStore } from 'react'
import { storedValue, textCodec, textMatching } from './storage/storage'
import { applyTheme, asThemeChoice, themeStorageKey as key, type ThemeChoice } from './theme-choice'

export { applyTheme, type ThemeChoice }

/** In the order the switch offers them. */
export const themeChoices: readonly ThemeChoice[] = ['system', 'light', 'dark']

/**
 * The parent's own choice, as the text `light` or `dark`; absent (or anything else) means System.
 * Read before the first screen, so checked without zod.
 */
const storedTheme = storedValue<string>({
  key,
  schema: textMatching(/^(light|dark)$/),
  default: 'system',
  codec: textCodec,
})

/** The remembered choice: System when none, or when storage holds something else. */
export function readThemeChoice(): ThemeChoice {
  return asThemeChoice(storedTheme.read())
}

/** Remembers and applies the parent's choice. */
export function setThemeChoice(choice: ThemeChoice): void {
  if (choice === 'system') storedTheme.remove()
  else storedTheme.write(choice)
}

/**
 * Applies the remembered choice now, and again whenever it changes, here or in another tab.
 * Called once by the app entry, first thing. Returns the function that stops following.
 */
export function startTheme(): () => void {
  applyTheme(readThemeChoice())
  return storedTheme.subscribe((value) => applyTheme(asThemeChoice(value)))
}

const subscribe = (listener: () => void) => storedTheme.subscribe(listener)

/** The remembered choice, re-rendering when it changes here or in another tab. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, readThemeChoice, () => 'system')
}
