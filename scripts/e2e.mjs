// End-to-end tests (npm run test:e2e): builds the demo and runs Playwright against
// `vite preview --mode demo` on a free port. With PW_BASE_URL set, runs against that server
// instead and builds nothing. Extra arguments go to `playwright test` (e.g. a spec file, --grep).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { browserHelp, findBrowser, freePort, root, runNode, tools } from './lib.mjs'

let browser
try {
  browser = findBrowser()
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
if (!browser) {
  console.error(browserHelp)
  process.exit(1)
}

const env = {}
if (process.env.PW_BASE_URL) {
  console.log(`e2e: testing ${process.env.PW_BASE_URL} (no server started)`)
} else {
  console.log('e2e: building the demo (vite build --mode demo)...')
  const built = await runNode(tools.vite, ['build', '--mode', 'demo', '--logLevel', 'warn'])
  if (built !== 0 || !existsSync(join(root, 'dist-demo/index.html'))) {
    console.error('e2e: the demo build failed.')
    process.exit(built || 1)
  }
  env.PW_PORT = String(await freePort(Number(process.env.PW_PORT ?? 4173)))
}

console.log(`e2e: browser ${browser.path ?? browser.resolved} (${browser.source})`)
const code = await runNode(tools.playwright, ['test', ...process.argv.slice(2)], { env })
process.exit(code)
