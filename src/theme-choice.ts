/**
 * The parent's colour theme choice as stored and shown, with no other code: the prerendered pages'
 * first script (src/boot.ts) applies it before their first paint, before the app has loaded.
 */
export type ThemeChoice = 'system' | 'light' | 'dark'

/** Where the choice is kept in local storage, as the text `light` or `dark`; absent means System. */
export const themeStorageKey = 'gatehouse.theme'

/** A stored text as a choice: anything but `light` or `dark` means System. */
export const asThemeChoice = (value: string | null): ThemeChoice => (value === 'light' || value === 'dark' ? value : 'system')

/**
 * Shows `choice` on the page: Light and Dark as `data-theme`, System as no attribute. The
 * browser's own colour for the page (`theme-color`: the document gives one per system theme)
 * follows: a parent's choice makes that theme's colour apply whatever the system's theme.
 */
export function applyTheme(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  if (choice === 'system') root.removeAttribute('data-theme')
  else root.setAttribute('data-theme', choice)
  for (const meta of root.ownerDocument.querySelectorAll('meta[name="theme-color"]')) {
    // The document's own condition, kept the first time round: '(prefers-color-scheme: dark)'.
    const own = meta.getAttribute('data-media') ?? meta.getAttribute('media')
    if (own === null) continue
    meta.setAttribute('data-media', own)
    const scheme = /prefers-color-scheme:\s*(light|dark)/.exec(own)?.[1]
    meta.setAttribute('media', choice === 'system' || scheme === undefined ? own : scheme === choice ? 'all' : 'not all')
  }
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
