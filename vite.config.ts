/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { prerender } from './scripts/prerender-plugin'

const require = createRequire(import.meta.url)

/**
 * Modes:
 * - `demo` (npm start, npm run build:demo): the app runs on the in-browser fake server.
 * - `production` (npm run build): talks to VITE_API_URL; no fake-server code is bundled.
 * - `staging`: a production build that also sends X-DashboardUrl (VITE_STAGING=true).
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const demo = mode === 'demo' || mode === 'test'
  if (!demo && mode === 'production' && !env.VITE_API_URL && process.env.VITEST !== 'true') {
    throw new Error(
      'A production build needs the API address: VITE_API_URL=https://api.example.com npm run build (or npm run build:demo for the self-contained demo).',
    )
  }
  return {
    plugins: [
      react(),
      ...(demo ? [demoServiceWorker(), demoEntry()] : []),
      // The public pages with a fixed path are painted from their HTML documents.
      // Signed-in routes preload the operation table too: their loaders call the API at once.
      prerender({
        pages: ['/login', '/signup', '/reset-password', '/use-case', '/conf-booth', '/conf-workshop'],
        signedIn: ['domain/operations.ts'],
      }),
    ],
    // src/ and fake-server/ import domain code as @domain/… (also in tsconfig.json's paths).
    resolve: { alias: { '@domain': fileURLToPath(new URL('./domain', import.meta.url)) } },
    define: {
      __DEMO__: JSON.stringify(demo),
    },
    server: { host: '127.0.0.1', port: 5173 },
    // The demo entry is injected into index.html by a plugin, which the dev server's dependency
    // scan does not see: name it, so a cold start does not re-optimise and reload the page.
    ...(demo
      ? {
          optimizeDeps: {
            entries: ['index.html', 'fake-server/browser-entry.ts'],
            include: ['msw', 'msw/browser', '@mswjs/data'],
          },
        }
      : {}),
    preview: { host: '127.0.0.1', port: 4173 },
    build: {
      outDir: demo ? 'dist-demo' : 'dist',
      sourcemap: false,
      target: 'es2022',
      // The demo's in-browser fake server (msw, @mswjs/data, the seeded family) is one large lazy
      // chunk by design; production size budgets are enforced by `npm run bench` instead.
      ...(demo ? { chunkSizeWarningLimit: 1500 } : {}),
    },
    test: {
      include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
      environment: 'node',
      pool: 'threads',
    },
  }
})

/** Serves (dev) and emits (build) msw's service worker for demo builds only. */
function demoServiceWorker(): Plugin {
  const file = 'mockServiceWorker.js'
  const source = () => readFileSync(require.resolve(`msw/${file}`), 'utf8')
  return {
    name: 'gatehouse-demo-service-worker',
    configureServer(server) {
      server.middlewares.use(`/${file}`, (_req, res) => {
        res.setHeader('Content-Type', 'application/javascript')
        res.setHeader('Service-Worker-Allowed', '/')
        res.end(source())
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: file, source: source() })
    },
  }
}

/**
 * Demo builds start the fake server from its own entry, loaded by index.html just before the
 * app's entry; the app only awaits `window.gatehouseDemoReady`, so it never imports the fake
 * server and production builds cannot contain it.
 */
function demoEntry(): Plugin {
  const tag = '<script type="module" src="/fake-server/browser-entry.ts"></script>'
  const appEntry = /<script type="module" src="\/src\/main\.tsx"><\/script>/
  return {
    name: 'gatehouse-demo-entry',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!appEntry.test(html)) throw new Error('index.html has no /src/main.tsx module script')
        return html.replace(appEntry, (entry) => `${tag}\n    ${entry}`)
      },
    },
  }
}
