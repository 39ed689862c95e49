// End-to-end tests (npm run test:e2e): builds the demo into a temporary folder and runs
// Playwright against `vite preview --mode demo` of it on a free port. The demo speaks the
// `current` API profile, its default; a second demo build speaks `2025-05`
// (VITE_API_PROFILE=2025-05), and the specs tagged @profiles run against it too (Playwright
// project `chromium-2025-05`). With PW_BASE_URL set, runs against that server
// instead and builds nothing (PW_API_PROFILE says which profile it was started with). Extra
// arguments go to `playwright test` (e.g. a spec file, --grep). When the sub-path spec is part of
// the run, a third build made with `--base /gatehouse-demo/` (PW_SUBPATH_DIST) serves it. When the
// real-API spec is, a production build talking to the fake API at http://127.0.0.1:PW_REAL_API_PORT
// (PW_REAL_API_DIST) serves it; the spec starts `npm run fake-api` on that port itself. The
// hosting spec serves that build through nginx.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { browserHelp, findBrowser, findHeadlessShell, freePort, runNode, tools } from './lib.mjs'

const args = process.argv.slice(2)
const headed = args.some((arg) => arg === '--headed' || arg === '--debug' || arg.startsWith('--ui'))
let browser
let shell
try {
  browser = findBrowser()
  shell = headed ? null : findHeadlessShell()
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
if (!browser) {
  console.error(browserHelp)
  process.exit(1)
}

const env = {}
/** Build folders made for this run, removed when it ends. */
const folders = []
const specsNamed = args.filter((a) => a.endsWith('.spec.ts'))
const subPathRun = specsNamed.length === 0 || specsNamed.some((a) => a.includes('demo-sub-path'))
// The hosting spec serves the same production build through nginx; the app-worker spec serves it
// as a host does, to test its service worker.
const realApiRun = specsNamed.length === 0 || specsNamed.some((a) => a.includes('real-api') || a.includes('hosting.spec') || a.includes('app-worker'))
// Specs that serve their own build need no demo build nor preview server (playwright.config.ts
// starts none when only they are named).
const selfServing = ['demo-sub-path', 'real-api', 'hosting', 'app-worker']
const demosRun = specsNamed.length === 0 || !specsNamed.every((a) => selfServing.some((name) => a.includes(name)))

/**
 * Builds into a private folder (so runs side by side, or a dev server, never serve each other's
 * files) with the given Vite arguments and environment; resolves with the folder, or with null
 * when the build failed (its output says why).
 */
async function build(what, prefix, viteArgs, buildEnv) {
  const folder = mkdtempSync(join(tmpdir(), prefix))
  folders.push(folder)
  console.log(`e2e: building ${what}...`)
  const started = Date.now()
  const code = await runNode(tools.vite, ['build', ...viteArgs, '--outDir', folder, '--emptyOutDir', '--logLevel', 'warn'], { env: buildEnv })
  if (code !== 0 || !existsSync(join(folder, 'index.html'))) {
    console.error(`e2e: the build of ${what} failed.`)
    return null
  }
  console.log(`e2e: built ${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return folder
}

/**
 * Runs the builds side by side (each is partly single-threaded, so together they take less time
 * than one after another) and sets each one's variable; stops the run when any failed.
 */
async function buildAll(builds) {
  const started = Date.now()
  const folders = await Promise.all(builds.map(({ what, prefix, args, env: buildEnv }) => build(what, prefix, args, buildEnv)))
  if (folders.includes(null)) {
    cleanUp()
    process.exit(1)
  }
  builds.forEach(({ variable }, i) => (env[variable] = folders[i]))
  console.log(`e2e: ${builds.length} builds in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

if (process.env.PW_BASE_URL) {
  console.log(`e2e: testing ${process.env.PW_BASE_URL} (no server started)`)
} else {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      cleanUp()
      process.exit(130)
    })
  }
  env.PW_PORT = String(await freePort(Number(process.env.PW_PORT ?? 4173)))
  env.PW_PORT_2025_05 = String(await freePort(Number(env.PW_PORT) + 1))
  const builds = []
  if (demosRun) {
    // The main build speaks the demo's default profile, whatever the shell's environment says.
    builds.push({
      variable: 'PW_DEMO_DIST',
      what: 'the demo (vite build --mode demo)',
      prefix: 'gatehouse-demo-',
      args: ['--mode', 'demo'],
      env: { VITE_API_PROFILE: 'current' },
    })
    env.PW_API_PROFILE = 'current'
    builds.push({
      variable: 'PW_DEMO_DIST_2025_05',
      what: 'the demo for the 2025-05 API profile',
      prefix: 'gatehouse-demo-2025-05-',
      args: ['--mode', 'demo'],
      env: { VITE_API_PROFILE: '2025-05' },
    })
  }
  if (subPathRun) {
    builds.push({
      variable: 'PW_SUBPATH_DIST',
      what: 'the demo under a path prefix (--base /gatehouse-demo/)',
      prefix: 'gatehouse-demo-sub-',
      args: ['--mode', 'demo', '--base', '/gatehouse-demo/'],
      env: { VITE_API_PROFILE: 'current' },
    })
  }
  if (realApiRun) {
    // The build knows its API's address: the port is chosen now, the spec's fake API listens there.
    const apiPort = await freePort(Number(env.PW_PORT_2025_05) + 1)
    builds.push({
      variable: 'PW_REAL_API_DIST',
      what: `the dashboard for the fake API over HTTP (VITE_API_URL=http://127.0.0.1:${apiPort})`,
      prefix: 'gatehouse-real-api-',
      args: [],
      env: { VITE_API_URL: `http://127.0.0.1:${apiPort}`, VITE_API_PROFILE: 'current' },
    })
    env.PW_REAL_API_PORT = String(apiPort)
  }
  await buildAll(builds)
}

const shown = shell ?? browser
console.log(`e2e: browser ${shown.path ?? shown.resolved} (${shell ? 'headless shell, ' : ''}${shown.source})`)
const code = await runNode(tools.playwright, ['test', ...args], { env })
cleanUp()
process.exit(code)

function cleanUp() {
  for (const folder of folders) {
    rmSync(folder, { recursive: true, force: true })
    // The web server's headers a production build writes next to its folder.
    rmSync(`${folder}.headers.conf`, { force: true })
  }
}
