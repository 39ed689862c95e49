// Shared helpers for the project's scripts (start, test, e2e, bench). Node built-ins only, plus
// Playwright to locate its own browser when one is installed.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The project root. */
export const root = dirname(dirname(fileURLToPath(import.meta.url)))

/** Node entry points of the tools, run with the current Node (no shell, no npx). */
export const tools = {
  vite: join(root, 'node_modules/vite/bin/vite.js'),
  vitest: join(root, 'node_modules/vitest/vitest.mjs'),
  tsc: join(root, 'node_modules/typescript/bin/tsc'),
  eslint: join(root, 'node_modules/eslint/bin/eslint.js'),
  prettier: join(root, 'node_modules/prettier/bin/prettier.cjs'),
  knip: join(root, 'node_modules/knip/bin/knip.js'),
  playwright: join(root, 'node_modules/@playwright/test/cli.js'),
}

/**
 * Node's flags for the typecheck and lint (scripts/typecheck-and-lint.mjs, as `npm run check`
 * runs it): a larger young generation and collections on the main thread alone cost about a
 * tenth less CPU than V8's defaults there, for a little more wall time.
 */
export const gcFlags = ['--max-semi-space-size=64', '--single-threaded-gc']

export const browserHelp = [
  'No Chromium browser found for the end-to-end tests. Either:',
  '  - install the system one:   sudo apt-get install chromium   (found at /usr/bin/chromium), or',
  "  - install Playwright's own: npx playwright install chromium, or",
  '  - point CHROME_PATH at a Chromium or Chrome executable.',
].join('\n')

/**
 * The browser for end-to-end tests and browser benchmarks: CHROME_PATH, else /usr/bin/chromium,
 * else Playwright's bundled Chromium if installed. `path` is undefined for the bundled one
 * (Playwright finds it itself). Returns null when there is none.
 */
export function findBrowser() {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) {
    if (existsSync(fromEnv)) return { path: fromEnv, source: 'CHROME_PATH' }
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but there is no file there.\n\n${browserHelp}`)
  }
  if (existsSync('/usr/bin/chromium')) return { path: '/usr/bin/chromium', source: 'system' }
  try {
    const { chromium } = createRequire(import.meta.url)('@playwright/test')
    const bundled = chromium.executablePath()
    if (bundled && existsSync(bundled)) return { path: undefined, source: 'playwright', resolved: bundled }
  } catch {
    // Playwright not installed or no browser registry: treated as no browser.
  }
  return null
}

/**
 * The browser the end-to-end tests run headless in: Chromium's headless shell, the same engine
 * without the full browser's windowing, which costs the tests about a fifth less CPU.
 * HEADLESS_SHELL_PATH if set, else /usr/bin/chromium-headless-shell (`apt-get install
 * chromium-headless-shell`). Returns null when CHROME_PATH names the browser (then it runs them
 * all) or there is no shell: the tests run in `findBrowser()`'s, and Playwright's own Chromium
 * uses its own shell by itself. The shell has no installability checks (a test launches the full
 * browser for those).
 */
export function findHeadlessShell() {
  const fromEnv = process.env.HEADLESS_SHELL_PATH
  if (fromEnv) {
    if (existsSync(fromEnv)) return { path: fromEnv, source: 'HEADLESS_SHELL_PATH' }
    throw new Error(`HEADLESS_SHELL_PATH is set to ${fromEnv}, but there is no file there.`)
  }
  if (process.env.CHROME_PATH) return null
  return existsSync('/usr/bin/chromium-headless-shell') ? { path: '/usr/bin/chromium-headless-shell', source: 'system' } : null
}

/**
 * Chromium's flags in the end-to-end tests: no sandbox (containers run as root), no GPU, and none
 * of the browser's own network traffic.
 */
export const browserArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The first port from `start` on that nothing listens on (at `host`). */
export async function freePort(start, host = '127.0.0.1', attempts = 50) {
  for (let port = start; port < start + attempts; port++) {
    if (await portIsFree(port, host)) return port
  }
  throw new Error(`No free port between ${start} and ${start + attempts - 1} on ${host}.`)
}

function portIsFree(port, host) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)))
  })
}

/**
 * Runs a Node tool (a path from `tools`) with the current Node, output shown as it comes.
 * Resolves with the exit code (signals count as failure).
 */
export function runNode(script, args = [], options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: root,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    })
    child.once('error', reject)
    child.once('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)))
  })
}

/**
 * A count a JSON report holds at its top level or in its `stats` (e.g. Playwright's report's
 * `pageLoads`): a finite number, else undefined (no report, another shape, a string).
 */
export function reportCount(report, name) {
  if (typeof report !== 'object' || report === null) return undefined
  return [report[name], report.stats?.[name]].find((value) => typeof value === 'number' && Number.isFinite(value))
}
