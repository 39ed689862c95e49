/** Where the onboarding sends a parent (opened in a new tab; nothing is fetched from them). */
export const appStoreUrl: string = import.meta.env.VITE_APP_STORE_URL || 'https://apps.apple.com/app/gatehouse'
export const connectHelpUrl: string = import.meta.env.VITE_CONNECT_HELP_URL || 'https://gatehouse.app/docs/connect-a-mac'
