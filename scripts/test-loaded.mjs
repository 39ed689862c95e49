// npm run test:loaded: `npm test` beside a CPU hog, two busy processes at normal priority for the
// whole run, as a shared or slow machine would be. No verdict may depend on the machine's speed:
// a test that passes idle but fails here waits on a clock instead of an event. Extra arguments go
// to the test run; LOADED_E2E_ONLY=1 runs only the end-to-end part (scripts/e2e.mjs).
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { root, runNode } from './lib.mjs'

const hogs = Array.from({ length: 2 }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }))
const stopHogs = () => {
  for (const hog of hogs) hog.kill('SIGKILL')
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopHogs()
    process.exit(130)
  })
}
console.log(`test:loaded: two busy processes (${hogs.map((hog) => hog.pid).join(', ')}) beside the whole run`)
const started = Date.now()
const script = process.env.LOADED_E2E_ONLY === '1' ? 'scripts/e2e.mjs' : 'scripts/test.mjs'
let code
try {
  code = await runNode(join(root, script), process.argv.slice(2))
} finally {
  stopHogs()
}
console.log(`test:loaded: ${code === 0 ? 'passed' : 'failed'} beside the hog in ${Math.round((Date.now() - started) / 1000)} s`)
process.exit(code)
