/**
 * The gallery (`npm run gallery`, see scripts/gallery.mjs): the end-to-end setup (browser, demo
 * server on PW_PORT serving PW_DEMO_DIST) running gallery.shots.ts, which pictures every page in
 * both themes at two sizes. Not part of `npm test`.
 */
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import base from '../../playwright.config'

const root = fileURLToPath(new URL('../../', import.meta.url))

export default defineConfig({
  ...base,
  testDir: fileURLToPath(new URL('.', import.meta.url)),
  testMatch: '*.shots.ts',
  outputDir: `${root}test-results/gallery`,
  reporter: [['list']],
  workers: Number(process.env.GALLERY_WORKERS ?? 1),
  fullyParallel: true,
  retries: 0,
  // Each test pictures one page eight times and runs axe four times.
  timeout: 240_000,
  // The demo server runs from the project's root, where its Vite config is.
  ...(base.webServer ? { webServer: [base.webServer].flat().map((server) => ({ ...server, cwd: root })) } : {}),
})
