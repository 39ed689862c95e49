/**
 * The parent's colour theme choice as stored and shown, with no other code: the prerendered pages'
 * first script (src/boot.ts) applies it before their first paint, before the app has loaded.
 */
export type ThemeChoice = 'system' | 'light' | 'dark'

/** Where the choice is kept in local storage, as the text `light` or `dark`; absent means System. */
export const themeStorageKey = 'gatehouse.theme'

/** A stored text as a choice: anything but `light` or `dark` means System. */
export const asThemeChoice = (value: string | null): ThemeChoice => (value === 'light' || value === 'dark' ? value : 'system')

/** Shows `choice` on the page: Light and Dark as `data-theme`, System as no attribute. */
export function applyTheme(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  if (choice === 'system') root.removeAttribute('data-theme')
  else root.setAttribute('data-theme', choice)
}

/** Applies the stored choice (System when storage cannot be read). */
export function applyStoredTheme(): void {
  let stored: string | null = null
  try {
    stored = localStorage.getItem(themeStorageKey)
  } catch {
    // Storage that throws (private modes, blocked cookies) holds no choice.
  }
  applyTheme(asThemeChoice(stored))
}
