// npm start: the demo (the dashboard on its in-browser fake server) in Vite's dev server, on
// 127.0.0.1 port 5173 or the next free one. Prints the address and the demo login.
// A port asked for (`npm start -- --port 5301`, `--port=5301` or PORT=5301) is used as given: when
// it is taken, the start fails with a message instead of moving to another port. `--help` lists
// the options (scripts/start-args.mjs); any other argument is refused.
// With VITE_API_URL set, the dashboard runs in real-API mode instead (no in-browser fake server)
// and talks to that API, e.g. `npm run fake-api` in another terminal.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { freePort, root, tools } from './lib.mjs'
import { parseStartArgs, startHelp } from './start-args.mjs'

const host = '127.0.0.1'
const asked = parseStartArgs(process.argv.slice(2), process.env)
if (asked.help) {
  console.log(startHelp)
  process.exit(0)
}
if (asked.errors.length > 0) {
  console.error(`npm start: ${asked.errors.join('; ')}. See npm start -- --help.`)
  process.exit(2)
}
const port = asked.port ?? (await freePort(5173, host))
if (asked.port !== undefined && !(await isFree(port))) {
  console.error(`npm start: port ${port} is already in use. Choose another with --port or PORT.`)
  process.exit(1)
}
const credentials = JSON.parse(readFileSync(join(root, 'fake-server/demo-credentials.json'), 'utf8'))
const apiUrl = process.env.VITE_API_URL?.trim()

const vite = spawn(
  process.execPath,
  [tools.vite, '--mode', apiUrl ? 'development' : 'demo', '--host', host, '--port', String(port), '--strictPort'],
  { cwd: root, stdio: 'inherit' },
)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => vite.kill(signal))
vite.once('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)))

const listening = () =>
  new Promise((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.end()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

for (let tries = 0; tries < 300 && vite.exitCode === null; tries++) {
  if (await listening()) {
    const url = `http://${host}:${port}/`
    console.log(
      [
        '',
        apiUrl
          ? `  Gatehouse dashboard is running against the API at ${apiUrl}.`
          : '  Gatehouse demo is running (the fake server runs in your browser; data stays there).',
        `  Open:      ${url}`,
        `  E-mail:    ${credentials.email}${apiUrl ? '   (the demo parent, when the API is npm run fake-api)' : ''}`,
        `  Password:  ${credentials.password}`,
        '  Stop with Ctrl+C.',
        '',
      ].join('\n'),
    )
    break
  }
  await new Promise((resolve) => setTimeout(resolve, 200))
}

async function isFree(candidate) {
  try {
    return (await freePort(candidate, host, 1)) === candidate
  } catch {
    return false
  }
}
