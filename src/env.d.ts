/// <reference types="vite/client" />

/** True in demo builds (npm start, npm run build:demo): the app runs on the in-browser fake server. */
declare const __DEMO__: boolean

interface ImportMetaEnv {
  readonly VITE_API_URL?: string
  readonly VITE_STAGING?: string
  readonly VITE_API_PROFILE?: string
  readonly VITE_SUPPORT_URL?: string
}
