/**
 * The colour theme. By default the dashboard follows the system's light or dark setting, in CSS
 * alone (src/styles/tokens.css). A parent who chooses Light or Dark has the choice remembered in
 * local storage and written as `data-theme` on <html>; choosing System removes the attribute.
 *
 * The app entry applies the stored choice before anything renders (an inline script in
 * index.html would be refused by the Content-Security-Policy). A choice made in another tab is
 * applied here too.
 */
import { useSyncExternalStore } from 'react'
import { storages } from './api/storage'

export type ThemeChoice = 'system' | 'light' | 'dark'

/** In the order the switch offers them. */
export const themeChoices: readonly ThemeChoice[] = ['system', 'light', 'dark']

/** Where the choice is kept; absent means System. */
export const themeStorageKey = 'gatehouse.theme'

const isChoice = (value: unknown): value is ThemeChoice =>
  typeof value === 'string' && (themeChoices as readonly string[]).includes(value)

/** The remembered choice: System when none, or when storage holds something else. */
export function readThemeChoice(): ThemeChoice {
  const stored = storages().local.getItem(themeStorageKey)
  return isChoice(stored) ? stored : 'system'
}

/** Shows `choice` on the page: Light and Dark as `data-theme`, System as no attribute. */
export function applyTheme(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  if (choice === 'system') root.removeAttribute('data-theme')
  else root.setAttribute('data-theme', choice)
}

const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of [...listeners]) listener()
}

/** Remembers and applies the parent's choice. */
export function setThemeChoice(choice: ThemeChoice): void {
  if (choice === 'system') storages().local.removeItem(themeStorageKey)
  else storages().local.setItem(themeStorageKey, choice)
  applyTheme(choice)
  notify()
}

/**
 * Applies the remembered choice now and follows choices made in other tabs. Called once by the
 * app entry, first thing. Returns the function that stops following.
 */
export function startTheme(): () => void {
  applyTheme(readThemeChoice())
  const onStorage = (event: StorageEvent) => {
    if (event.key !== themeStorageKey && event.key !== null) return
    applyTheme(readThemeChoice())
    notify()
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The remembered choice, re-rendering when it changes here or in another tab. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, readThemeChoice, () => 'system')
}
