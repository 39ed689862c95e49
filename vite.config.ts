import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defineConfig, loadEnv, type Plugin } from 'vite'
import { configDefaults } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { fakeServerDeps } from './scripts/fake-server-deps-plugin.ts'
import { prerender } from './scripts/prerender-plugin.ts'
import { chunkGroups } from './scripts/chunk-groups.ts'
import { appWorker } from './scripts/app-worker.ts'
import { buildTargets } from './scripts/browser-targets.ts'
import { serverHeaders } from './scripts/server-headers-plugin.ts'
import { precompress } from './scripts/precompress-plugin.ts'
import { contentSecurityHeader, contentSecurityPolicy, securityPolicy } from './scripts/content-security.ts'

const require = createRequire(import.meta.url)

/** Unit tests of pure code: domain rules and the wire contract. */
const pureTests = ['tests/unit/domain/**/*.test.ts', 'tests/contract/**/*.test.ts']
/**
 * Fake-server tests: the harness closes the last fake server's request interception before it
 * starts the next, so they can share modules too (the fake API over a real HTTP server runs on
 * its own).
 */
const fakeServerTests = ['tests/unit/fake-server/**/*.test.ts']
const fakeApiOverHttpTests = ['tests/unit/fake-server/core/http/server.test.ts']
/** Test files that mock modules (vi.mock): a mock lasts as long as its worker's modules. */
const mockTests = [
  'tests/unit/api/api-activity.test.ts',
  'tests/unit/api/public-call.test.ts',
  'tests/unit/routes/first-screen-calls.test.tsx',
  'tests/unit/routes/loaders.test.tsx',
]
/** Test files in a worker of their own. */
const ownWorkerTests = [...fakeApiOverHttpTests, ...mockTests]
/**
 * Test files that run in a time zone and language of their own, a browser's in Kolkata set to
 * German: a process's zone and language are what TZ and LANG said when it started (a worker
 * thread cannot change them), so they run in a process of their own started with them.
 */
const kolkataTests = ['tests/unit/app/time-zones.test.tsx']

/** What the API client loads on its first call: the operation table, the wire adapter, the error schemas. */
const operationTable = ['src/zod-setup.ts', 'domain/api/operations.ts', 'domain/api/profiles/adapter.ts', 'domain/api/ids.ts', 'domain/api/errors.ts']

/** The API profiles of domain/profiles (kept equal by a unit test; the config imports no app code). */
const apiProfiles = ['2025-05', 'current']

/**
 * Modes:
 * - `demo` (npm start, npm run build:demo): the app runs on the in-browser fake server.
 * - `production` (npm run build): talks to VITE_API_URL; no fake-server code is bundled.
 * - `staging`: a production build that also sends X-DashboardUrl (VITE_STAGING=true).
 */
export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const demo = mode === 'demo' || mode === 'test'
  // Only a build needs it: `vite preview` (npm run preview) serves a production build already made.
  if (command === 'build' && !demo && mode === 'production' && !env.VITE_API_URL && process.env.VITEST !== 'true') {
    throw new Error(
      'A production build needs the API address: VITE_API_URL=https://api.example.com npm run build (or npm run build:demo for the self-contained demo).',
    )
  }
  testCredentialSetting(mode, env)
  // VITE_API_PROFILE picks the API's wire; a misspelt one must not quietly fall back.
  const profile = env.VITE_API_PROFILE?.trim() ?? ''
  if (profile !== '' && !apiProfiles.includes(profile)) {
    throw new Error(`VITE_API_PROFILE must be one of ${apiProfiles.join(', ')} (or unset), not "${env.VITE_API_PROFILE}".`)
  }
  return {
    plugins: [
      react(),
      ...(demo ? [demoServiceWorker(), demoEntry(), fakeServerDeps()] : []),
      // Every build carries the policy, the demo's too; the dev server has none (its hot
      // reloading injects inline scripts).
      securityPolicy(contentSecurityPolicy(env, { demo })),
      // Production and staging builds also write the web server's headers, the same policy among them.
      ...(demo ? [] : [serverHeaders(contentSecurityHeader(env))]),
      // The public pages with a fixed path are painted from their HTML documents.
      // Signed-in routes start their data requests from a first script of their own.
      prerender({
        boot: 'src/boot.ts',
        pages: ['/login', '/signup', '/reset-password', '/use-case', '/conf-booth', '/conf-workshop'],
        signedInStart: 'src/signed-in-start.ts',
        // Loaded at once by every signed-in route: its first requests need the operation table, its frame the toasts.
        signedIn: [...operationTable, 'src/ui/Toasts.tsx'],
      }),
      // Production builds: the service worker that keeps the build on the device, and the web
      // app manifest (see scripts/app-worker.ts). Never in the demo, whose fake server is the
      // service worker of the same scope.
      ...(demo ? [] : appWorker()),
      // Production builds: a Brotli copy of each text file, for hosts that serve them (see scripts/precompress-plugin.ts).
      ...(demo ? [] : [precompress()]),
    ],
    // src/ and fake-server/ import domain code as @domain/… (also in tsconfig.json's paths); rxjs
    // comes as its ES2015 build (its default one is ES5, with tslib's helpers and longer code).
    // The router's store asks for useSyncExternalStore's shim, written for Reacts without it: the
    // version that uses React's own hook is the same function without the shim's code.
    resolve: {
      alias: {
        '@domain': fileURLToPath(new URL('./domain', import.meta.url)),
        'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
      },
      conditions: ['es2015', ...defaultClientConditions],
    },
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
      // The browsers package.json's browserslist names (README's Requirements), no older ones.
      target: buildTargets(fileURLToPath(new URL('.', import.meta.url))),
      // The prerendered pages start from their own small entry (see scripts/prerender-plugin.ts).
      rolldownOptions: {
        input: {
          index: fileURLToPath(new URL('./index.html', import.meta.url)),
          boot: fileURLToPath(new URL('./src/boot.ts', import.meta.url)),
          'signed-in-start': fileURLToPath(new URL('./src/signed-in-start.ts', import.meta.url)),
        },
        // The app's code in a few chunks (see scripts/chunk-groups.ts).
        output: {
          codeSplitting: chunkGroups({
            root: fileURLToPath(new URL('.', import.meta.url)),
            appEntry: 'src/main.tsx',
            bootEntry: 'src/boot.ts',
            publicStart: '/login',
            publicLazy: ['src/browser-client.ts', 'src/data/toasts.ts'],
            operationTable,
            signedInEntry: 'src/signed-in-start.ts',
            toasts: 'src/ui/Toasts.tsx',
            signedIn: ['src/data/index.ts'],
            // The public suffix list (tldts, about 250 KB): only screens that check web addresses.
            onDemand: ['domain/keys/suffix.ts'],
          }),
        },
      },
      // The demo's in-browser fake server (msw, @mswjs/data, the seeded family) is one large lazy
      // chunk by design; production size budgets are enforced by `npm run bench` instead.
      ...(demo ? { chunkSizeWarningLimit: 1500 } : {}),
    },
    test: {
      environment: 'node',
      pool: 'threads',
      // Many tests seed a fake server (the demo family, two weeks of activity) or open the whole
      // app (tests/unit/app): under a second or a few on an idle machine, a minute or more when
      // they get a tenth of a core beside busy processes (npm run test:loaded). A test fails on a
      // hang, never on a busy machine's pace: its waits give up after 90 s
      // (tests/unit/support/waits.ts), the test after five minutes.
      testTimeout: 300_000,
      hookTimeout: 300_000,
      setupFiles: ['tests/unit/support/waits.ts'],
      expect: { poll: { timeout: 90_000 } },
      // fast-check with FC_RUNS, FC_SEED, a replay line on failure and the 'property' tag required
      // (see tests/properties/fast-check.ts); `npm run test:props` runs the tests so tagged.
      alias: [{ find: /^fast-check$/, replacement: fileURLToPath(new URL('./tests/properties/fast-check.ts', import.meta.url)) }],
      // A property test gets five minutes by default, FC_RUNS times that in a soak (its own timeout wins).
      tags: [{ name: 'property', description: 'Runs fast-check properties (npm run test:props)', timeout: 300_000 * propertyRunsFactor() }],
      projects: [
        // Pure code (domain rules, wire shapes) touches no global: its test files share their
        // modules in each worker instead of importing everything afresh, several times faster.
        { extends: true, test: { name: 'pure', include: pureTests, isolate: false } },
        {
          extends: true,
          test: { name: 'fake-server', include: fakeServerTests, exclude: [...configDefaults.exclude, ...fakeApiOverHttpTests], isolate: false },
        },
        // The rest stubs fetch, storage and timers or starts servers. Its files share a worker
        // too, each with its modules afresh and the globals and timers it leaves behind undone
        // (tests/unit/support/shared-worker.ts); files that mock modules and the fake API over
        // real HTTP get a worker each.
        {
          extends: true,
          test: {
            name: 'app',
            include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
            exclude: [...configDefaults.exclude, ...pureTests, ...fakeServerTests, ...ownWorkerTests, ...kolkataTests],
            isolate: false,
            setupFiles: ['tests/unit/support/waits.ts', 'tests/unit/support/testing-library.ts', 'tests/unit/support/shared-worker.ts'],
          },
        },
        {
          extends: true,
          test: { name: 'own-worker', include: ownWorkerTests, setupFiles: ['tests/unit/support/waits.ts', 'tests/unit/support/testing-library.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'kolkata',
            include: kolkataTests,
            pool: 'forks',
            env: { TZ: 'Asia/Kolkata', LC_ALL: 'de_DE.UTF-8', LANG: 'de_DE.UTF-8' },
            setupFiles: ['tests/unit/support/waits.ts', 'tests/unit/support/testing-library.ts'],
          },
        },
      ],
    },
  }
})

/** FC_RUNS, the factor of every property's runs (tests/properties/fast-check.ts checks its value). */
function propertyRunsFactor(): number {
  const factor = Number(process.env.FC_RUNS)
  return Number.isFinite(factor) && factor > 1 ? factor : 1
}

/** A token is a UUID (as domain/ids; the config imports no app code). */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * VITE_TEST_ADMIN_CREDS, the optional test credential (`adminId:token`) that signs a parent in
 * automatically: never in a production build (staging, demo and development builds may carry
 * one), and a malformed one stops the build rather than failing quietly in the browser.
 */
export function testCredentialSetting(mode: string, env: Readonly<Record<string, string | undefined>>): void {
  const value = env.VITE_TEST_ADMIN_CREDS?.trim()
  if (!value) return
  if (mode === 'production' && env.VITE_STAGING !== 'true') {
    throw new Error(
      'VITE_TEST_ADMIN_CREDS signs anyone in automatically: a production build refuses it (unset it, or build for staging or the demo).',
    )
  }
  const colon = value.lastIndexOf(':')
  if (colon <= 0 || !uuidPattern.test(value.slice(colon + 1).trim())) {
    throw new Error('VITE_TEST_ADMIN_CREDS must be adminId:token, the token a UUID.')
  }
}

/**
 * What the demo's worker adds to msw's: on the page's request, it takes control of that page
 * (`clients.claim()`). A page loaded while a worker was already registered but not controlling
 * it (a hard reload, a load while the worker was still starting) then comes under its control
 * without loading again, so nothing typed into it is lost (fake-server/browser.ts asks).
 */
export const demoWorkerClaim = `
// Gatehouse demo: take control of a page that loaded without it, when it asks.
self.addEventListener('message', (event) => {
  if (event.data === 'GATEHOUSE_CLAIM') event.waitUntil(self.clients.claim())
})
`

/** Serves (dev) and emits (build) msw's service worker for demo builds only. */
function demoServiceWorker(): Plugin {
  const file = 'mockServiceWorker.js'
  const source = () => `${readFileSync(require.resolve(`msw/${file}`), 'utf8')}${demoWorkerClaim}`
  return {
    name: 'gatehouse-demo-service-worker',
    configureServer(server) {
      // Under the base path, where the page registers it (`--base`; '/' by default).
      server.middlewares.use(`${server.config.base}${file}`, (_req, res) => {
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
