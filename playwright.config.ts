/**
 * End-to-end tests: `npm run test:e2e` (scripts/e2e.mjs builds the demo, then runs this).
 *
 * - PW_BASE_URL set: tests run against that server (e.g. `npx vite --mode demo --port 5180` while
 *   developing) and none is started here.
 * - Otherwise the built demo (PW_DEMO_DIST, default dist-demo) is served with
 *   `vite preview --mode demo` on PW_PORT (default 4173), unless only specs that serve their own
 *   build are named (see `selfServing`).
 * - When scripts/e2e.mjs also built the demo for the `2025-05` API profile (PW_DEMO_DIST_2025_05,
 *   served on PW_PORT_2025_05), the specs tagged @profiles run against it as the project
 *   `chromium-2025-05`. Each project's `apiProfile` metadata names the profile it talks to
 *   (PW_API_PROFILE for an external server; default current, the demo's own default).
 * Browser: headless, Chromium's headless shell (HEADLESS_SHELL_PATH, else
 * /usr/bin/chromium-headless-shell) when there is one and CHROME_PATH is unset; else, and headed
 * (`--headed`, `--debug`, `--ui`), CHROME_PATH, else /usr/bin/chromium, else Playwright's bundled
 * Chromium.
 */
import { availableParallelism } from 'node:os'
import { defineConfig } from '@playwright/test'
import { browserArgs, browserHelp, findBrowser, findHeadlessShell, tools } from './scripts/lib.mjs'

const headed = process.argv.some((arg) => arg === '--headed' || arg === '--debug' || arg.startsWith('--ui'))
const browser = (headed ? null : findHeadlessShell()) ?? findBrowser()
if (!browser) throw new Error(browserHelp)

const ci = process.env.CI === 'true' || process.env.CI === '1'
const externalBaseUrl = process.env.PW_BASE_URL || undefined
const port = Number(process.env.PW_PORT ?? 4173)
/** The demo build to serve (scripts/e2e.mjs builds one per run); default dist-demo. */
const demoDist = process.env.PW_DEMO_DIST || undefined
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${port}`
/** The demo built for the `2025-05` API profile, when scripts/e2e.mjs made one. */
const mayDist = externalBaseUrl ? undefined : process.env.PW_DEMO_DIST_2025_05 || undefined
const mayPort = Number(process.env.PW_PORT_2025_05 ?? port + 1)
/**
 * Specs that serve their own build (demo-sub-path, real-api, hosting, app-worker): when only they are named on the
 * command line, no preview server is started (none would be used, and no demo build is needed).
 */
const selfServing = ['demo-sub-path', 'real-api', 'hosting', 'app-worker']
const specsNamed = process.argv.filter((a) => /\.spec\.ts(:\d+)*$/.test(a))
const selfServingOnly = specsNamed.length > 0 && specsNamed.every((a) => selfServing.some((name) => a.includes(name)))

const previewServer = (servePort: number, dist: string | undefined) => ({
  command: `"${process.execPath}" "${tools.vite}" preview --mode demo --host 127.0.0.1 --port ${servePort} --strictPort${dist ? ` --outDir "${dist}"` : ''}`,
  url: `http://127.0.0.1:${servePort}/`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
})

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: ci,
  // One worker per core (PW_WORKERS overrides; `--workers=1` on the command line too).
  workers: Number(process.env.PW_WORKERS) || availableParallelism(),
  retries: ci ? 1 : 0,
  // Limits only a hang reaches: a busy two-core machine (npm run test:loaded) must still pass.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [
    ['list'],
    ['./tests/e2e/slowest-reporter.ts'],
    ['json', { outputFile: process.env.PW_JSON_REPORT ?? 'test-results/e2e-report.json' }],
    // Not opened by itself: `npx playwright show-report test-results/e2e-html`.
    ['html', { outputFolder: 'test-results/e2e-html', open: 'never' }],
    ['./tests/e2e/page-loads-reporter.ts'],
  ],
  use: {
    baseURL,
    serviceWorkers: 'allow',
    // Recording a trace costs about 0.8 CPU-s per test (measured on settings.spec.ts: 19 CPU-s for 17
    // tests without, 33 with): only a retried test (CI) records one. To keep the trace of any failed
    // test while debugging: `npm run test:e2e -- --trace=retain-on-failure`, then
    // `npx playwright show-trace test-results/e2e/<test>/trace.zip`, or open it from the HTML report.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
    // The browser's time zone (default: the machine's). Day boundaries are where time-dependent
    // tests break: e.g. PW_TIMEZONE=Etc/GMT+1 at 01:30 UTC runs the suite half an hour after
    // the browser's midnight.
    ...(process.env.PW_TIMEZONE ? { timezoneId: process.env.PW_TIMEZONE } : {}),
    launchOptions: {
      ...(browser.path ? { executablePath: browser.path } : {}),
      // Playwright decides headless (`--headed`, `--debug` and `--ui` show the browser).
      args: browserArgs,
    },
  },
  projects: [
    { name: 'chromium', metadata: { apiProfile: process.env.PW_API_PROFILE || 'current' } },
    ...(mayDist
      ? [
          {
            name: 'chromium-2025-05',
            grep: /@profiles/,
            use: { baseURL: `http://127.0.0.1:${mayPort}` },
            metadata: { apiProfile: '2025-05' },
          },
        ]
      : []),
  ],
  ...(externalBaseUrl || selfServingOnly
    ? {}
    : { webServer: [previewServer(port, demoDist), ...(mayDist ? [previewServer(mayPort, mayDist)] : [])] }),
})
